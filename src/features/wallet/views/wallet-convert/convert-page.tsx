import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAssetName } from './use-asset-name';
import { Link, useLocation } from 'react-router';
import { convertQueries } from '../../api/queries/convert-queries';
import { convertMachine } from '../../machines/convert.machine';
import { selectAmount, selectIsSignInRequired, selectPair } from '../../machines/convert.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { formatAmount } from '../../../../money/amount';
import { QueryState } from '../../../../shared/components/query-state';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { convertAddress, parseConvertIntent } from './convert-address';
import { ConvertForm } from './convert-form';
import { ConvertOffer } from './convert-offer';
import { ConvertOutcome } from './convert-outcome';
import { BackLink } from '../../../../shared/components/back-link';
import './convert.css';

/**
 * /profile/wallet/convert (issue 14 item 5, decision 036): the member's balances, the convert
 * form, the quote and its outcome, all driven by the convert machine. `?from=&to=&amount=` (back
 * from sign-in) starts with that pair and amount. A visitor is asked to sign in.
 */
export function ConvertPage() {
  const { t } = useTranslation();
  const asset = useAssetName();
  const { inspect } = useAppActors();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const viewer = useViewer();
  const info = useQuery(convertQueries.info(viewer));
  const convert = useActorRef(
    convertMachine.provide({
      actions: {
        announceConvert: () =>
          void queryClient.invalidateQueries({ queryKey: convertQueries.all() }),
      },
    }),
    { input: parseConvertIntent(search), inspect },
  );
  const isSignInRequired = useSelector(convert, selectIsSignInRequired);
  const { from, to } = useSelector(convert, selectPair);
  const amount = useSelector(convert, selectAmount);

  // Signed out mid-flow, the flow itself says so and keeps the amount in its sign-in link; a session
  // ended by another call (a background read) keeps what the member typed in the same way.
  if (!viewer.isSignedIn)
    return (
      <div className="page convert-page">
        <BackLink />
        <h1 className="page-title">{t('wallet.convert.title')}</h1>
        {isSignInRequired ? (
          <ConvertOutcome convert={convert} />
        ) : (
          <>
            <p>{t('wallet.convert.signIn')}</p>
            <Link
              className="button button--primary button--block"
              to={signInReturningTo(convertAddress({ from, to, amount }))}
            >
              {t('wallet.convert.signInButton')}
            </Link>
          </>
        )}
      </div>
    );

  return (
    <div className="page convert-page">
      <BackLink />
      <h1 className="page-title">{t('wallet.convert.title')}</h1>
      <QueryState
        isPending={info.isPending}
        isError={info.isError && !info.data}
        isEmpty={false}
        errorKey="wallet.convert.loadFailed"
        emptyKey="wallet.convert.loadFailed"
        onRetry={() => void info.refetch()}
      />
      {info.data ? (
        <>
          <section className="convert-balances" aria-label={t('wallet.convert.balances')}>
            {(['GACT', 'USDT', 'POINT'] as const).map((a) => (
              <p key={a} className="convert-balances__item">
                <span className="muted">{asset(a)}</span>
                <strong>{formatAmount(info.data.balances[a])}</strong>
              </p>
            ))}
          </section>
          <ConvertForm convert={convert} info={info.data} />
          <ConvertOffer convert={convert} />
          <ConvertOutcome convert={convert} />
        </>
      ) : null}
    </div>
  );
}

export { ConvertPage as Component };
