import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { MemberName } from '../../shared/machines/session.actors';
import { selectAccountSwitch } from '../../shared/machines/session.selectors';
import { Popup } from '../../shared/components/popup';
import { useAppActors } from '../../shared/hooks/app-actors-context';

/** A member's name as the question says it: the nickname, or the email when there is none. */
const nameOf = (member: MemberName) => member.nickname || member.email;

/**
 * A `_token` link signs in another member than the one signed in here (issue 10 item 3): continue
 * as the link's member, or stay (also Esc or a tap outside), before anything is replaced.
 */
export default function AccountSwitchDialog() {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const accountSwitch = useSelector(session, selectAccountSwitch);
  if (!accountSwitch) return null;
  const { incoming, current } = accountSwitch;
  const stay = () => session.send({ type: 'accountSwitch.stay' });
  return (
    <Popup title={t('urlToken.switchTitle')} placement="center" onClose={stay}>
      <p className="popup__text">
        {t('urlToken.switchMessage', {
          incomingName: nameOf(incoming),
          incomingEmail: incoming.email,
          currentName: nameOf(current),
          currentEmail: current.email,
        })}
      </p>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => session.send({ type: 'accountSwitch.continue' })}
      >
        {t('urlToken.continueAs', { name: nameOf(incoming) })}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={stay}>
        {t('urlToken.stayAs', { name: nameOf(current) })}
      </button>
    </Popup>
  );
}
