import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import type { Message } from '../../../../shared/api/schemas/member';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { useReadMessage } from './use-read-message';

/** One activity message; opening it marks it read (a mark-as-read call never shows the loading bar). */
export function MessageItem({ message, uid }: { message: Message; uid: string }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  const markRead = useReadMessage(uid);
  return (
    <li className={`message ${message.isRead ? '' : 'message--unread'}`}>
      <details
        onToggle={(event) =>
          event.currentTarget.open && !message.isRead ? markRead(message.id) : undefined
        }
      >
        <summary>
          <img
            className="message__icon"
            src={imageUrl(message.icon)}
            alt=""
            width="36"
            height="36"
            loading="lazy"
          />
          <span className="message__title">{message.title}</span>
          {message.isRead ? null : <span className="badge">{t('activities.unread')}</span>}
          <time className="message__time" dateTime={message.createdAt}>
            {zoned(message.createdAt, 'DATE_TIME')}
          </time>
        </summary>
        <p className="message__content">{message.content}</p>
      </details>
    </li>
  );
}
