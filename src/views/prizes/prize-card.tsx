import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Prize } from '../../api/schemas/prize';
import { formatNumber } from '../../i18n/format';
import { signInReturningTo } from '../../machines/return-to';
import { prizeAddress } from './prize-address';

/** One prize of /reward/redeem: picture, name, cost, stock, limits and the Redeem button. */
export function PrizeCard({
  prize,
  isSignedIn,
  onChoose,
}: {
  prize: Prize;
  isSignedIn: boolean;
  onChoose: (prize: Prize) => void;
}) {
  const { t } = useTranslation();
  const isOut = prize.stock === 0;
  const headingId = `prize-${prize.id}`;
  return (
    <li className="prize-card" aria-labelledby={headingId}>
      <img className="prize-card__image" src={`/images/${prize.image}`} alt="" loading="lazy" />
      <div className="prize-card__body">
        <h2 id={headingId} className="prize-card__name">
          {prize.name}
        </h2>
        <p className="prize-card__description">{prize.description}</p>
        <p className="prize-card__cost">{t('prizes.cost', { points: formatNumber(prize.cost) })}</p>
        <ul className="prize-card__facts">
          <li>{t(`prizes.kind.${prize.kind}`)}</li>
          <li className={isOut ? 'prize-card__out' : undefined}>
            {isOut ? t('prizes.outOfStock') : t('prizes.stock', { count: prize.stock })}
          </li>
          {prize.memberLimit !== null ? (
            <li>{t('prizes.memberLimit', { used: prize.usedTotal, limit: prize.memberLimit })}</li>
          ) : null}
          {prize.dailyLimit !== null ? (
            <li>{t('prizes.dailyLimit', { used: prize.usedToday, limit: prize.dailyLimit })}</li>
          ) : null}
        </ul>
        {isSignedIn ? (
          <button
            type="button"
            className="button button--primary prize-card__action"
            disabled={isOut}
            onClick={() => onChoose(prize)}
          >
            {isOut ? t('prizes.outOfStock') : t('prizes.redeemButton')}
            <span className="visually-hidden"> {prize.name}</span>
          </button>
        ) : (
          <Link
            className="button button--primary prize-card__action"
            to={signInReturningTo(prizeAddress.redeem(prize.id))}
          >
            {t('prizes.redeemButton')}
            <span className="visually-hidden"> {prize.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
