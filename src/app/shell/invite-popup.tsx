import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberQueries } from '../../shared/api/queries/member-queries';
import { inviteQueries } from '../../features/profile/api/queries/invite-queries';
import { PATHS } from '../../config/routes';
import { formatNumber } from '../../i18n/format';
import { Popup } from '../../shared/components/popup';

/** The system share sheet, where the browser has one (most phones); read once per render. */
function canShare(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * Invite link, what an invite earns (the server's points, never a number of this view), the system
 * share sheet when there is one, copy, and the invited count leading to the list (docs/product/app.md "invite
 * popup").
 */
export function InvitePopup({ uid, onClose }: { uid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery(memberQueries.info(uid));
  const invited = useQuery(inviteQueries.invitedCount(uid));
  const [copyResult, setCopyResult] = useState<'copied' | 'failed' | null>(null);
  const link = info.data
    ? `${window.location.origin}${PATHS.ROOT}?inviteCode=${encodeURIComponent(info.data.inviteCode)}`
    : '';

  const points = info.data?.inviteRewardPoints;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyResult('copied');
    } catch {
      setCopyResult('failed');
    }
  };

  const share = async () => {
    setCopyResult(null);
    try {
      await navigator.share({ title: t('invite.title'), text: t('invite.shareText'), url: link });
    } catch (error) {
      // The member closed the share sheet: nothing to say. Any other refusal (no permission, no
      // target) falls back to copying the link, which works everywhere.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
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
      {points ? (
        <p className="small">{t('inviteReward.rule', { points: formatNumber(Number(points)) })}</p>
      ) : null}
      {canShare() ? (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => void share()}
          disabled={!link}
        >
          {t('invite.share')}
        </button>
      ) : null}
      <button
        type="button"
        className={`button ${canShare() ? 'button--ghost' : 'button--primary'} button--block`}
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
