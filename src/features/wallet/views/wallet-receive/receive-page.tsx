// /profile/wallet/receive (issue 14 item 2, decision 035): the member's USDT, GACT and NFT
// addresses, each as text and QR with a copy button ('Link has copied' / 'Copy Failed'). An
// address the server left empty, or one that fails its EIP-55 check, is never shown as one to
// send to: "Wallet address cannot be empty" / the invalid-address message instead.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletAddress } from '../../api/schemas/wallet-address';
import { walletAddressQuery } from '../../api/wallet-address-api';
import { PATHS } from '../../../../config/routes';
import { checkAddress } from '../../../../money/eip55';
import { useSessionEnded } from '../../../../shared/components/session-ended-notice';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { QueryState } from '../../../../shared/components/query-state';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { QrCode } from './qr-code';
import { CARD, TEXT } from './receive-styles';
import { BackLink } from '../../../../shared/components/back-link';

export function ReceivePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const hasEnded = useSessionEnded();
  return (
    <div className="page wallet-page">
      <BackLink />
      <h1 className="page-title">{t('wallet.receive.heading')}</h1>
      <p className="muted">{t('wallet.receive.intro')}</p>
      {viewer.isSignedIn ? (
        <Addresses uid={viewer.uid} />
      ) : (
        // The wallet home's sign-in prompt, not imported: sharing it would cost both routes a chunk.
        <div style={CARD}>
          {hasEnded ? (
            <p role="alert">{t('wallet.home.sessionEnded')}</p>
          ) : (
            <p>{t('wallet.home.signIn')}</p>
          )}
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(PATHS.WALLET_RECEIVE)}
          >
            {t('wallet.home.signInButton')}
          </Link>
        </div>
      )}
    </div>
  );
}

function Addresses({ uid }: { uid: string }) {
  const addresses = useQuery(walletAddressQuery(uid));
  return (
    <>
      <QueryState
        isPending={addresses.isPending}
        isError={addresses.isError}
        isEmpty={false}
        errorKey="wallet.receive.error"
        emptyKey="wallet.receive.error"
        onRetry={() => void addresses.refetch()}
      />
      {addresses.data ? (
        <ul className="item-list">
          {(['USDT', 'GACT', 'NFT'] as const).map((kind) => (
            <AddressCard
              key={kind}
              address={addresses.data.find((a) => a.kind === kind) ?? { kind, address: '' }}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function AddressCard({ address }: { address: WalletAddress }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const check = checkAddress(address.address);
  const title = t(`wallet.receive.kinds.${address.kind}`);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(address.address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <li style={CARD} data-testid={`address-${address.kind}`}>
      <h2 className="section-title">{title}</h2>
      {check === 'ok' ? (
        <>
          <QrCode text={address.address} label={t('wallet.receive.qr', { kind: title })} />
          <p style={TEXT}>{address.address}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void onCopy()}
          >
            {t('wallet.receive.copy')}
          </button>
          {copy ? (
            <p role="status" className={copy === 'copied' ? 'success-text' : 'error-text'}>
              {copy === 'copied' ? t('wallet.receive.copied') : t('wallet.receive.copyFailed')}
            </p>
          ) : null}
        </>
      ) : (
        <p role="alert" className="error-text">
          {check === 'empty'
            ? t('errors.status.WalletAddressEmpty')
            : t('errors.status.WalletAddressInvalid')}
        </p>
      )}
    </li>
  );
}

export { ReceivePage as Component };
