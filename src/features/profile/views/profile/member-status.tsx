import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_STATUSES, type MemberInfo } from '../../../../shared/api/schemas/member';
import { Popup } from '../../../../shared/components/popup';

/**
 * The account's status (docs/product/profile.md Member status) and, on tap, what each status lets a member do. The
 * platform enforces it: only an active account holds a session (decision 033).
 */
export function MemberStatus({ status }: { status: MemberInfo['status'] }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="member-status">
      <span className="muted">{t('profile.status.label')}</span>{' '}
      <span className={`member-status__chip member-status__chip--${status}`}>
        {t(`profile.status.names.${status}`)}
      </span>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('profile.status.explain')}
      </button>
      {isOpen ? (
        <Popup title={t('profile.status.popupTitle')} onClose={() => setOpen(false)}>
          <dl className="member-status__list">
            {MEMBER_STATUSES.map((s) => (
              <div
                key={s}
                className="member-status__row"
                aria-current={s === status ? 'true' : undefined}
              >
                <dt>
                  {t(`profile.status.names.${s}`)}
                  {s === status ? (
                    <span className="muted"> · {t('profile.status.yours')}</span>
                  ) : null}
                </dt>
                <dd>{t(`profile.status.meaning.${s}`)}</dd>
              </div>
            ))}
          </dl>
        </Popup>
      ) : null}
    </div>
  );
}
