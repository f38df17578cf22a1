import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withdrawQueries } from '../../api/queries/withdraw-queries';
import { KYC_PASSED, KYC_PROCESSING } from '../../api/schemas/kyc-status';
import { PATHS } from '../../../../config/routes';
import { QueryState } from '../../../../shared/components/query-state';
import { WalletMemberGate } from '../wallet-withdraw/member-gate';
import { KycForm } from './kyc-form';
import { KycStatusCard } from './kyc-status';
import '../wallet-withdraw/wallet-flow.css';

/** /profile/wallet/kyc: the member's KYC status and, when none passed or is being checked, the form. */
export function KycPage() {
  const { t } = useTranslation();
  return (
    <WalletMemberGate heading={t('wallet.kyc.title')}>
      {(uid) => <KycScreen uid={uid} />}
    </WalletMemberGate>
  );
}

function KycScreen({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const kyc = useQuery(withdrawQueries.kyc(uid));
  if (!kyc.data)
    return (
      <QueryState
        isPending={kyc.isPending}
        isError={kyc.isError}
        isEmpty={false}
        errorKey="wallet.kyc.loadFailed"
        emptyKey="wallet.kyc.none"
        onRetry={() => void kyc.refetch()}
      />
    );
  const { status } = kyc.data;
  const isPassed = status !== null && KYC_PASSED.includes(status);
  const isOpen = isPassed || (status !== null && KYC_PROCESSING.includes(status));
  return (
    <>
      <KycStatusCard info={kyc.data} />
      {isPassed ? (
        <Link className="button button--primary button--block" to={PATHS.WALLET_WITHDRAW}>
          {t('wallet.kyc.toWithdraw')}
        </Link>
      ) : null}
      {isOpen ? null : <KycForm uid={uid} />}
    </>
  );
}

export { KycPage as Component };
