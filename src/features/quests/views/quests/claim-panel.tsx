import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { claimMachine } from '../../machines/claim.machine';
import {
  ineligibleReasons,
  selectClaimError,
  selectClaimQuest,
  selectReceipt,
  type IneligibleReason,
} from '../../machines/claim.selectors';
import {
  selectIsCheckFailed,
  selectIsChecking,
  selectIsClaimed,
  selectIsClaiming,
  selectIsEligible,
  selectIsFailed,
  selectIsIdle,
  selectIsNotEligible,
  selectIsSignInRequired,
} from '../../machines/claim-flow.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { ClaimFailure } from './claim-failure';
import { ClaimReceiptCard } from './claim-receipt';
import { questAddress } from '../../../../shared/routing/detail-address';
import { useConditionText } from './detail-conditions';
import { formatInZone } from '../../../../i18n/zoned-time';

type ClaimActor = ActorRefFrom<typeof claimMachine>;

/** The claim area of /quests/desc, driven by the claim machine: one block per state. */
export function ClaimPanel({
  claim,
  questId,
  timeZone,
}: {
  claim: ClaimActor;
  questId: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const isIdle = useSelector(claim, selectIsIdle);
  const isChecking = useSelector(claim, selectIsChecking);
  const isEligible = useSelector(claim, selectIsEligible);
  const isNotEligible = useSelector(claim, selectIsNotEligible);
  const isCheckFailed = useSelector(claim, selectIsCheckFailed);
  const isClaiming = useSelector(claim, selectIsClaiming);
  const isClaimed = useSelector(claim, selectIsClaimed);
  const isFailed = useSelector(claim, selectIsFailed);
  const isSignInRequired = useSelector(claim, selectIsSignInRequired);
  const quest = useSelector(claim, selectClaimQuest);
  const receipt = useSelector(claim, selectReceipt);
  const error = useSelector(claim, selectClaimError);

  const checkAgain = (
    <button
      type="button"
      className="button button--ghost button--block"
      onClick={() => claim.send({ type: 'eligibility.check' })}
    >
      {t('quests.claim.checkAgain')}
    </button>
  );

  return (
    <section className="claim-panel" aria-labelledby="claim-heading">
      <h2 id="claim-heading" className="section-title">
        {t('quests.claim.heading')}
      </h2>
      {isIdle ? (
        <div className="claim-panel__block">
          <p>{t('quests.detail.signInToStart')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(questAddress.detail(questId))}
          >
            {t('quests.detail.signIn')}
          </Link>
        </div>
      ) : null}
      {isChecking ? (
        <p className="muted" role="status">
          {t('quests.claim.checking')}
        </p>
      ) : null}
      {isEligible || isClaiming ? (
        <div className="claim-panel__block">
          <p>{t('quests.claim.ready')}</p>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={isClaiming}
            aria-busy={isClaiming}
            onClick={() => claim.send({ type: 'claim.submit' })}
          >
            {isClaiming ? t('quests.claim.claiming') : t('quests.claim.button')}
          </button>
        </div>
      ) : null}
      {isNotEligible && quest ? (
        <div className="claim-panel__block">
          <h3 className="claim-panel__subheading">{t('quests.claim.notYet')}</h3>
          <Explainer reasons={ineligibleReasons(quest)} timeZone={timeZone} />
          {checkAgain}
        </div>
      ) : null}
      {isCheckFailed ? (
        <div className="claim-panel__block">
          <FormErrorText error={error} asAlert />
          {checkAgain}
        </div>
      ) : null}
      {isClaimed && receipt ? <ClaimReceiptCard receipt={receipt} timeZone={timeZone} /> : null}
      {isFailed ? (
        <ClaimFailure
          error={error}
          onRetry={() => claim.send({ type: 'claim.retry' })}
          checkAgain={checkAgain}
          className="claim-panel__block"
          buttonSize="block"
        />
      ) : null}
      {isSignInRequired ? (
        <div className="claim-panel__block">
          <p role="alert">{t('quests.claim.sessionEnded')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(questAddress.claim(questId))}
          >
            {t('quests.claim.signInAgain')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** Every reason the quest cannot be claimed now, in sentences; unmet conditions one a line. */
function Explainer({
  reasons,
  timeZone,
}: {
  reasons: readonly IneligibleReason[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const textOf = useConditionText();
  if (reasons.length === 0) return <p>{t('quests.claim.reasons.nothingLeft')}</p>;
  return (
    <ul className="claim-explainer">
      {reasons.map((reason) => {
        switch (reason.kind) {
          case 'signIn':
            return <li key="signIn">{t('quests.claim.reasons.signIn')}</li>;
          case 'notOpen':
            return (
              <li key="notOpen">
                {t('quests.claim.reasons.notOpen', {
                  time: formatInZone(reason.opensAt, timeZone),
                })}
              </li>
            );
          case 'level':
            return <li key="level">{t('quests.claim.reasons.level', { level: reason.level })}</li>;
          case 'ended':
            return (
              <li key="ended">
                {reason.endedAt
                  ? t('quests.claim.reasons.ended', {
                      time: formatInZone(reason.endedAt, timeZone),
                    })
                  : t('quests.claim.reasons.endedNoTime')}
              </li>
            );
          case 'winnersFull':
            return (
              <li key="winnersFull">
                {t('quests.claim.reasons.winnersFull', { limit: reason.winnerLimit })}
              </li>
            );
          case 'claimed':
            return <li key="claimed">{t('quests.claim.reasons.claimed')}</li>;
          case 'unmet':
            return (
              <li key="unmet">
                {t('quests.claim.stillToDo')}
                <ul className="claim-explainer__unmet">
                  {reason.conditions.map((c) => (
                    <li key={c.id}>{textOf(c)}</li>
                  ))}
                </ul>
              </li>
            );
        }
      })}
    </ul>
  );
}
