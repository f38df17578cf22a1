import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberQueries } from '../../api/queries/member-queries';
import { PATHS } from '../../config/routes';
import { Popup } from '../components/popup';

/** Invite link and copy, and the invited count leading to the list (spec §2 "invite popup"). */
export function InvitePopup({ uid, onClose }: { uid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery(memberQueries.info(uid));
  const invited = useQuery(memberQueries.invitedCount(uid));
  const [copyResult, setCopyResult] = useState<'copied' | 'failed' | null>(null);
  const link = info.data
    ? `${window.location.origin}${PATHS.ROOT}?inviteCode=${encodeURIComponent(info.data.inviteCode)}`
    : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyResult('copied');
    } catch {
      setCopyResult('failed');
    }
  };

  return (
    <Popup title={t('invite.title')} onClose={onClose} hint={t('invite.tapOutside')}>
      <label className="field">
        <span className="field__label">{t('invite.link')}</span>
        <input
          className="field__input"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void copy()}
        disabled={!link}
      >
        {t('invite.copy')}
      </button>
      {copyResult ? (
        <p role="status" className={copyResult === 'copied' ? 'success-text' : 'error-text'}>
          {copyResult === 'copied' ? t('invite.copied') : t('invite.copyError')}
        </p>
      ) : null}
      <Link
        className="button button--ghost button--block"
        to={PATHS.PROFILE_INVITED}
        onClick={onClose}
      >
        {t('invite.invited', { count: invited.data ?? 0 })}
      </Link>
    </Popup>
  );
}

export default InvitePopup;
