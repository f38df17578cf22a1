import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { imageUrl } from '../../../../shared/api/image-url';
import type { Invitee } from '../../api/schemas/invite-reward';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { formatNumber } from '../../../../i18n/format';
import type { inviteClaimMachine } from '../../machines/invite-claim.machine';
import {
  selectClaimError,
  selectInviteeId,
  selectIsClaimed,
  selectIsClaiming,
  selectIsFailed,
  selectReceipt,
} from '../../machines/invite-claim.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { BlankAvatar } from '../../../../shared/components/blank-avatar';

type InviteClaimActor = ActorRefFrom<typeof inviteClaimMachine>;

/** One invitee: who, when they joined, where their reward stands, and its claim when it is ready. */
export function InviteeRow({ invitee, claim }: { invitee: Invitee; claim: InviteClaimActor }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  const isMine = useSelector(claim, selectInviteeId) === invitee.id;
  const isAnyClaiming = useSelector(claim, selectIsClaiming);
  const isClaiming = isAnyClaiming && isMine;
  const isClaimed = useSelector(claim, selectIsClaimed) && isMine;
  const isFailed = useSelector(claim, selectIsFailed) && isMine;
  const receipt = useSelector(claim, selectReceipt);
  const error = useSelector(claim, selectClaimError);
  const isFailedElsewhere = useSelector(claim, selectIsFailed) && !isMine;
  const points = formatNumber(Number(invitee.rewardPoints));
  // The receipt just paid wins over a list not read again yet.
  const state = isClaimed ? 'claimed' : invitee.state;
  return (
    <li className="item-list__item invitee-row">
      {invitee.avatar ? (
        <img src={imageUrl(invitee.avatar)} alt="" width="40" height="40" loading="lazy" />
      ) : (
        <BlankAvatar seed={invitee.nickname} size={40} />
      )}
      <div className="item-list__body invitee">
        <h2 className="item-list__name" translate="no">
          {invitee.nickname}
        </h2>
        <p className="muted small">
          {t('invited.joinedAt', { date: zoned(invitee.joinedAt, 'DATE') })}
        </p>
        <p className={`invitee__state invitee__state--${state}`}>
          {t(`inviteReward.states.${state}`)}
        </p>
        {state === 'claimable' && !isFailed ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={isAnyClaiming || isFailedElsewhere}
            aria-busy={isClaiming}
            aria-label={
              isClaiming
                ? t('inviteReward.claiming')
                : t('inviteReward.claimFor', { points, name: invitee.nickname })
            }
            onClick={() => claim.send({ type: 'claim.submit', inviteeId: invitee.id })}
          >
            {isClaiming ? t('inviteReward.claiming') : t('inviteReward.claim', { points })}
          </button>
        ) : null}
        {isClaimed && receipt ? (
          <p className="invitee__feedback" role="status">
            {t('inviteReward.receipt', {
              points: formatNumber(Number(receipt.amount)),
              balance: formatNumber(Number(receipt.balanceAfter)),
              id: receipt.entryId,
            })}
          </p>
        ) : null}
        {isFailed ? (
          <div className="invitee__feedback">
            <FormErrorText error={error} asAlert />
            <div className="invitee__actions">
              {error?.retryable ? (
                <button
                  type="button"
                  className="button button--primary button--small"
                  onClick={() => claim.send({ type: 'claim.retry' })}
                >
                  {t('inviteReward.retry')}
                </button>
              ) : null}
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => claim.send({ type: 'claim.dismiss' })}
              >
                {t('inviteReward.dismiss')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
