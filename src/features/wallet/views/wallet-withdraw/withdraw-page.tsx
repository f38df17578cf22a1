import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { withdrawQueries } from '../../api/queries/withdraw-queries';
import { KYC_PASSED } from '../../api/schemas/kyc-status';
import { formatAmount } from '../../../../money/amount';
import { QueryState } from '../../../../shared/components/query-state';
import { WalletMemberGate } from './member-gate';
import { KycRequired } from './kyc-required';
import { WithdrawFlow } from './withdraw-flow';
import { WithdrawList } from './withdraw-list';
import './wallet-flow.css';

/** /profile/wallet/withdraw: withdraw GACT to an external address, and the member's withdrawals. */
export function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <WalletMemberGate heading={t('wallet.withdraw.title')}>
      {(uid) => <WithdrawScreen uid={uid} />}
    </WalletMemberGate>
  );
}

function WithdrawScreen({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const info = useQuery(withdrawQueries.withdrawals(uid));
  const member = useQuery(memberQueries.info(uid));
  // Asked before anything is typed: a member without a passed KYC learns it first, not after the
  // address and amount. An unreadable answer leaves it to the server's refusal (KycIncomplete).
  const kyc = useQuery(withdrawQueries.kyc(uid));
  const isKycKnown = kyc.isSuccess || kyc.isError;
  const isKycMissing =
    kyc.data !== undefined && (kyc.data.status === null || !KYC_PASSED.includes(kyc.data.status));
  // The flow's inputs, kept once read: a session that ends mid-flow empties the caches, and the
  // flow must stay to say so and keep what was typed.
  const [flowInput, setFlowInput] = useState<{ email: string; minAmount: string } | null>(null);
  if (!flowInput && info.data && member.data)
    setFlowInput({ email: member.data.email, minAmount: info.data.minAmount });
  if (!flowInput || !isKycKnown)
    return (
      <QueryState
        isPending={info.isPending || member.isPending || !isKycKnown}
        isError={info.isError || member.isError}
        isEmpty={false}
        errorKey="wallet.withdraw.loadFailed"
        emptyKey="wallet.withdraw.empty"
        onRetry={() => {
          void info.refetch();
          void member.refetch();
        }}
      />
    );
  const { data } = info;
  return (
    <>
      {data ? (
        <>
          <p className="wallet-balance">
            {t('wallet.withdraw.balance', { amount: formatAmount(data.balance) })}
          </p>
          <p className="muted">
            {t('wallet.withdraw.rules', {
              min: formatAmount(data.minAmount),
              rate: formatAmount(bpsAsPercent(data.feeRateBps)),
              gas: formatAmount(data.gas),
            })}
          </p>
        </>
      ) : null}
      {isKycMissing ? (
        <KycRequired />
      ) : (
        <WithdrawFlow uid={uid} email={flowInput.email} minAmount={flowInput.minAmount} />
      )}
      {data ? <WithdrawList items={data.items} /> : null}
    </>
  );
}

/** 50 basis points → "0.5", exactly (no float). */
function bpsAsPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export { WithdrawPage as Component };
