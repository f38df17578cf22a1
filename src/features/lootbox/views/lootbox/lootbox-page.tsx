import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { lootboxQueries } from '../../api/queries/lootbox-queries';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { PATHS } from '../../../../config/routes';
import { formatNumber } from '../../../../i18n/format';
import { useSession } from '../../../../shared/hooks/use-session';
import { BoxCard } from './box-card';
import { openIntentIn } from './lootbox-address';
import { BackLink } from '../../../../shared/components/back-link';
import './lootbox.css';

/** /lootbox: every box on sale with its odds; a member opens one (the lootboxOpen machine). */
export function LootboxPage() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isSignedIn, uid } = useSession();
  const signedIn = isSignedIn && uid !== null;
  // The box asked to open before signing in: read once, then taken out of the address.
  const [intentBox] = useState(() => openIntentIn(search));
  useEffect(() => {
    if (intentBox !== null) void navigate(PATHS.LOOTBOX, { replace: true });
  }, [intentBox, navigate]);

  const boxes = useQuery(lootboxQueries.boxes(i18n.language));
  const info = useQuery({ ...memberQueries.info(uid ?? ''), enabled: signedIn });
  const balance = signedIn && info.data ? String(info.data.points) : null;
  const onOpened = () => {
    void queryClient.invalidateQueries({ queryKey: lootboxQueries.all() });
    if (uid) void queryClient.invalidateQueries(memberQueries.info(uid));
  };

  // A member's open machine starts with the balance it knows: wait for it (a failed read leaves
  // it unknown, and the server decides).
  const waitingForBalance = signedIn && info.isPending;
  return (
    <div className="page lootbox-page">
      <BackLink />
      <h1 className="page-title">{t('titles.lootbox')}</h1>
      <p className="muted">{t('lootbox.intro')}</p>
      {signedIn ? (
        <div className="lootbox-page__member">
          {balance !== null ? (
            <p className="lootbox-page__balance">
              {t('lootbox.balance', { points: formatNumber(balance) })}
            </p>
          ) : null}
          <nav className="lootbox-page__links" aria-label={t('titles.lootbox')}>
            <Link className="button button--ghost button--small" to={PATHS.LOOTBOX_LIST}>
              {t('lootbox.historyLink')}
            </Link>
            <Link className="button button--ghost button--small" to={PATHS.PROFILE_INVENTORY}>
              {t('lootbox.inventoryLink')}
            </Link>
          </nav>
        </div>
      ) : null}
      {boxes.isPending || waitingForBalance ? (
        <p className="muted" role="status">
          {t('lootbox.loading')}
        </p>
      ) : boxes.isError ? (
        <div className="query-error" role="alert">
          <p>{t('lootbox.loadFailed')}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void boxes.refetch()}
          >
            {t('lootbox.retry')}
          </button>
        </div>
      ) : boxes.data.length === 0 ? (
        <p>{t('lootbox.empty')}</p>
      ) : (
        boxes.data.map((box) => (
          <BoxCard
            key={box.id}
            box={box}
            balance={balance}
            isSignedIn={signedIn}
            hasOpenIntent={intentBox === box.id}
            onOpened={onOpened}
          />
        ))
      )}
    </div>
  );
}

export { LootboxPage as Component };
