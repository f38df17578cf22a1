import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { imageUrl } from '../../../../shared/api/image-url';
import { questQueries } from '../../api/queries/quest-queries';
import { refreshAfterWrite } from '../../../../shared/api/queries/refresh-after-write';
import type { Viewer } from '../../../../shared/api/viewer';
import { questApi } from '../../api/quest-api';
import { hasStatus } from '../../../../shared/api/refusals';
import type { QuestCondition, QuestDetail } from '../../api/schemas/quest';
import { assessmentMachine } from '../../machines/assessment.machine';
import {
  selectAssessmentError,
  selectIsInvalid,
  selectIsRedeemFailed,
  selectIsRedeeming,
  selectIsSignInToVerify,
  selectIsVerified,
} from '../../machines/assessment.selectors';
import { claimMachine } from '../../machines/claim.machine';
import { selectLang } from '../../../../shared/machines/preferences.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { selectUid } from '../../../../shared/machines/session.selectors';
import { formatNumber } from '../../../../i18n/format';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { announceClaim, viewerNow } from '../../api/claim-cache';
import { ClaimPanel } from './claim-panel';
import {
  parseQuestAddress,
  questAddress,
  type Assessment,
} from '../../../../shared/routing/detail-address';
import { DetailConditions } from './detail-conditions';
import { QuestOpenInApp } from './quest-open-in-app';
import { formatInZone, zoneLabel } from '../../../../i18n/zoned-time';
import './detail-page.css';
import {
  SessionEndedAlert,
  useSessionEnded,
} from '../../../../shared/components/session-ended-notice';
import { BackLink } from '../../../../shared/components/back-link';

/** /quests/desc?id=N: one quest, its conditions and progress, and the claim. */
export function QuestDetailPage() {
  const { search } = useLocation();
  const { id } = parseQuestAddress(search);
  // What the address asked for when the page opened (claim intent, a game's verification): read
  // once, because both leave the address bar as soon as they are taken up.
  const [arrival] = useState(() => parseQuestAddress(search));
  if (id === null) return <QuestNotFound />;
  return (
    <QuestDetailScreen
      key={id}
      questId={id}
      hasClaimIntent={arrival.id === id && arrival.hasClaimIntent}
      assessment={arrival.id === id ? arrival.assessment : null}
    />
  );
}

function QuestNotFound() {
  const { t } = useTranslation();
  return (
    <div className="page detail-page">
      <h1 className="page-title">{t('titles.quest')}</h1>
      <p role="alert">{t('quests.detail.notFound')}</p>
      <BackLink className="button button--primary button--block" />
    </div>
  );
}

function useViewer(): Viewer {
  const { session, preferences } = useAppActors();
  const uid = useSelector(session, selectUid);
  const lang = useSelector(preferences, selectLang);
  return { uid: uid ?? '', lang };
}

function QuestDetailScreen({
  questId,
  hasClaimIntent,
  assessment,
}: {
  questId: number;
  hasClaimIntent: boolean;
  assessment: Assessment | null;
}) {
  const { t, i18n } = useTranslation();
  const hasSessionEnded = useSessionEnded();
  const { inspect, session, preferences } = useAppActors();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const uid = viewer.uid === '' ? null : viewer.uid;
  // Signed out mid-claim, the quest is read again as a visitor's: the page stays meanwhile.
  const quest = useQuery({
    ...questQueries.detail(viewer, questId),
    placeholderData: (previous) => previous,
  });
  const claim = useActorRef(
    claimMachine.provide({
      actors: {
        // The re-read shares the page's query: one request when both ask at once, and the page
        // shows what the check read.
        readQuest: fromPromise<QuestDetail, { questId: number }>(({ input }) =>
          queryClient.fetchQuery({
            ...questQueries.detail(viewerNow(session, preferences), input.questId),
            staleTime: 0,
            networkMode: 'always',
          }),
        ),
      },
      actions: {
        announceClaim: () => announceClaim(queryClient, viewerNow(session, preferences)),
      },
    }),
    { input: { questId, isSignedIn: uid !== null, hasClaimIntent }, inspect },
  );

  // The intent is taken up: a reload must not ask again (the claim itself is safe either way).
  useEffect(() => {
    if (hasClaimIntent) void navigate(questAddress.detail(questId), { replace: true });
  }, [hasClaimIntent, navigate, questId]);

  // Back from the game (another tab): its progress may have been reported meanwhile.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') claim.send({ type: 'eligibility.check' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [claim]);

  const [openFailed, setOpenFailed] = useState(false);
  const interactive = useMutation({
    mutationFn: (conditionId: number) =>
      questApi.interactive({ conditionId }, { suppressNotice: true }),
    onMutate: () => setOpenFailed(false),
    onSuccess: () => claim.send({ type: 'eligibility.check' }),
    onError: () => setOpenFailed(true),
  });
  const openTask = (condition: QuestCondition) => {
    if (!interactive.isPending) interactive.mutate(condition.id);
  };

  if (quest.isPending) {
    return (
      <div className="page detail-page">
        <p className="muted" role="status">
          {t('quests.detail.loading')}
        </p>
      </div>
    );
  }
  // A re-read that fails keeps the quest on screen (the claim area says why); only a first read
  // that fails, or a quest that does not exist, takes the whole page.
  if (quest.data === undefined) {
    return hasStatus(quest.error, ['DataNotExist', 'ParameterError']) ? (
      <QuestNotFound />
    ) : (
      <div className="page detail-page">
        <h1 className="page-title">{t('titles.quest')}</h1>
        <div className="query-error" role="alert">
          <p>{t('quests.detail.loadFailed')}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              // A member's claim check reads the quest again too (one request for both).
              uid === null ? void quest.refetch() : claim.send({ type: 'eligibility.check' })
            }
          >
            {t('quests.detail.retry')}
          </button>
        </div>
        <BackLink />
      </div>
    );
  }

  const q = quest.data;
  return (
    <div className="page detail-page">
      <BackLink />
      {hasSessionEnded ? <SessionEndedAlert /> : null}
      <img
        className="detail-page__image"
        src={imageUrl(q.image)}
        alt=""
        width="390"
        height="195"
        decoding="async"
      />
      <div className="detail-page__tags">
        <span className="tag">{t(`quests.kinds.${q.kind}`)}</span>
        <span className="tag">{t(`quests.states.${q.state}`)}</span>
      </div>
      <h1 className="page-title">{q.title}</h1>
      <p className="muted">
        {q.game ? t('quests.detail.game', { game: q.game.name }) : t('quests.platform')}
      </p>
      {q.game ? <QuestOpenInApp gameId={q.game.id} /> : null}
      {assessment ? (
        <AssessmentNotice
          questId={questId}
          assessment={assessment}
          isSignedIn={uid !== null}
          claim={claim}
        />
      ) : null}

      <section className="detail-section" aria-labelledby="detail-reward">
        <h2 id="detail-reward" className="section-title">
          {t('quests.detail.rewardHeading')}
        </h2>
        <p className="detail-page__reward">
          {q.rewardItem
            ? t('quests.rewardWithItem', {
                points: formatNumber(q.rewardPoints),
                item: q.rewardItem,
              })
            : t('quests.reward', { points: formatNumber(q.rewardPoints) })}
        </p>
        <p>
          {q.winnerLimit !== null
            ? t('quests.detail.winners', { count: q.winnerCount, limit: q.winnerLimit })
            : t('quests.detail.winnersOpen', { count: q.winnerCount })}
        </p>
        <p className="detail-page__links">
          <Link to={questAddress.questers({ questId })}>
            {t('quests.detail.questers', { count: q.questerCount })}
          </Link>
          {q.winnerLimit !== null ? (
            <Link to={questAddress.winners({ questId })}>{t('quests.detail.seeWinners')}</Link>
          ) : null}
        </p>
      </section>

      <section className="detail-section" aria-labelledby="detail-time">
        <h2 id="detail-time" className="section-title">
          {t('quests.detail.timeHeading')}
        </h2>
        <p>{t('quests.detail.starts', { time: formatInZone(q.startsAt, q.timeZone) })}</p>
        <p>
          {q.endsAt
            ? t('quests.detail.ends', { time: formatInZone(q.endsAt, q.timeZone) })
            : t('quests.detail.noEnd')}
        </p>
        {q.periodEndsAt && (q.kind === 'daily' || q.kind === 'weekly') ? (
          <p>
            {t(`quests.detail.periodEnds.${q.kind}`, {
              time: formatInZone(q.periodEndsAt, q.timeZone),
            })}
          </p>
        ) : null}
        <p className="muted small">
          {t('quests.detail.timeZone', { zone: zoneLabel(q.timeZone, i18n.language) })}
        </p>
      </section>

      {q.description ? (
        <section className="detail-section" aria-labelledby="detail-about">
          <h2 id="detail-about" className="section-title">
            {t('quests.detail.descriptionHeading')}
          </h2>
          <p className="detail-page__description">{q.description}</p>
        </section>
      ) : null}

      {q.conditions.length > 0 ? (
        <section className="detail-section" aria-labelledby="detail-conditions">
          <h2 id="detail-conditions" className="section-title">
            {t('quests.detail.conditionsHeading')}
          </h2>
          <DetailConditions
            conditions={q.conditions}
            uid={uid}
            openingId={interactive.isPending ? (interactive.variables ?? null) : null}
            onOpen={openTask}
          />
          {openFailed ? (
            <p className="error-text" role="alert">
              {t('quests.detail.openFailed')}
            </p>
          ) : null}
        </section>
      ) : null}

      <ClaimPanel claim={claim} questId={questId} timeZone={q.timeZone} />
    </div>
  );
}

/**
 * A partnered game sent the member back with a one-time verification (docs/product/quests.md rule 1): redeemed
 * once by the assessment machine, then taken out of the address bar.
 */
function AssessmentNotice({
  questId,
  assessment,
  isSignedIn,
  claim,
}: {
  questId: number;
  assessment: Assessment;
  isSignedIn: boolean;
  claim: ActorRefFrom<typeof claimMachine>;
}) {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redeem = useActorRef(
    assessmentMachine.provide({
      actions: {
        clearAddress: () => void navigate(questAddress.detail(questId), { replace: true }),
        // The condition is done: the quest is read again, then the claim checked again. The code
        // is redeemed on arrival, so the page's first read of the quest may still be on its way:
        // the check waits until that read is replaced, or it would join it and decide on it.
        announceProgress: () => {
          void refreshAfterWrite(queryClient, [questQueries.all()]).then(() =>
            claim.send({ type: 'eligibility.check' }),
          );
        },
      },
    }),
    { input: { questId, ...assessment, isSignedIn }, inspect },
  );
  const isRedeeming = useSelector(redeem, selectIsRedeeming);
  const isVerified = useSelector(redeem, selectIsVerified);
  const isInvalid = useSelector(redeem, selectIsInvalid);
  const isFailed = useSelector(redeem, selectIsRedeemFailed);
  const isSignInRequired = useSelector(redeem, selectIsSignInToVerify);
  const error = useSelector(redeem, selectAssessmentError);

  return (
    <div className="detail-verify">
      {isRedeeming ? <p role="status">{t('quests.detail.verify.working')}</p> : null}
      {isVerified ? (
        <p role="status" className="success-text">
          {t('quests.detail.verify.done')}
        </p>
      ) : null}
      {isInvalid || isFailed ? <FormErrorText error={error} asAlert /> : null}
      {isFailed ? (
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => redeem.send({ type: 'assessment.retry' })}
        >
          {t('quests.detail.verify.retry')}
        </button>
      ) : null}
      {isSignInRequired ? (
        <>
          <p role="alert">{t('quests.detail.verify.signIn')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(questAddress.verify(questId, assessment))}
          >
            {t('quests.detail.signIn')}
          </Link>
        </>
      ) : null}
    </div>
  );
}

export { QuestDetailPage as Component };
