import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../api/schemas/achievement';
import { formatInZone } from '../../../../i18n/zoned-time';

/** One ticket: what it is for, its event, where it came from, its state and the times that matter. */
export function TicketCard({ ticket, timeZone }: { ticket: Ticket; timeZone: string }) {
  const { t } = useTranslation();
  const at = (value: string) => formatInZone(value, timeZone);
  const from =
    ticket.source === 'eventQuest'
      ? t('tickets.from.eventQuest', { quest: ticket.questTitle ?? '' })
      : ticket.source === 'checkInMilestone'
        ? t('tickets.from.checkInMilestone', { count: ticket.checkInDays ?? 0 })
        : t('tickets.from.grant');
  const when =
    ticket.state === 'used' && ticket.usedAt
      ? t('tickets.usedAt', { time: at(ticket.usedAt) })
      : ticket.state === 'expired'
        ? t('tickets.expiredAt', { time: at(ticket.expiresAt) })
        : t('tickets.expires', { time: at(ticket.expiresAt) });
  return (
    <li className={`ticket-card ticket-card--${ticket.state}`} data-state={ticket.state}>
      <div className="ticket-card__body">
        <h2 className="ticket-card__purpose">{ticket.purpose}</h2>
        <p>{t('tickets.event', { event: ticket.eventTitle })}</p>
        <p className="muted">{from}</p>
        <p className={ticket.state === 'valid' ? '' : 'muted'}>{when}</p>
        <p className="small muted">{t('tickets.issued', { time: at(ticket.issuedAt) })}</p>
      </div>
      <span className={`ticket-state ticket-state--${ticket.state}`}>
        {t(`tickets.states.${ticket.state}`)}
      </span>
    </li>
  );
}
