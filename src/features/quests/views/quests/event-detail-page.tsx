import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { imageUrl } from '../../../../shared/api/image-url';
import { questQueries } from '../../api/queries/quest-queries';
import type { Viewer } from '../../../../shared/api/viewer';
import { hasStatus } from '../../../../shared/api/refusals';
import type { MajorEvent, QuestSummary } from '../../api/schemas/quest';
import { claimMissionMachine } from '../../machines/claim-mission.machine';
import {
  missionBlock,
  selectMissionError,
  selectMissionReceipt,
} from '../../machines/claim-mission.selectors';
import {
  selectIsCheckFailed,
  selectIsChecking,
  selectIsClaimed,
  selectIsClaiming,
  selectIsEligible,
  selectIsFailed,
  selectIsNotEligible,
  selectIsSignInRequired,
} from '../../machines/claim-flow.selectors';
import { selectLang } from '../../../../shared/machines/preferences.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { selectUid } from '../../../../shared/machines/session.selectors';
import { formatNumber } from '../../../../i18n/format';
import { ClaimFailure } from './claim-failure';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { announceClaim, viewerNow } from '../../api/claim-cache';
import { ClaimReceiptCard } from './claim-receipt';
import { QuestCard } from './quest-card';
import { parseEventAddress, questAddress } from '../../../../shared/routing/detail-address';
import { formatInZone, zoneLabel } from '../../../../i18n/zoned-time';
import './detail-page.css';
import {
  SessionEndedAlert,
  useSessionEnded,
} from '../../../../shared/components/session-ended-notice';
import { BackLink } from '../../../../shared/components/back-link';

/** /quests/event_desc?id=N: a major event, its quests and their claims (ClaimMission). */
export function EventDetailPage() {
  const { search } = useLocation();
  const { id } = parseEventAddress(search);
  const [arrival] = useState(() => parseEventAddress(search));
  if (id === null) return <EventNotFound />;
  return (
    <EventDetailScreen
      key={id}
      eventId={id}
      claimQuestId={arrival.id === id ? arrival.claimQuestId : null}
    />
  );
}

function EventNotFound() {
  const { t } = useTranslation();
  return (
    <div className="page detail-page">
      <h1 className="page-title">{t('titles.quest')}</h1>
      <p role="alert">{t('quests.event.notFound')}</p>
      <BackLink className="button button--primary button--block" />
    </div>
  );
}

function EventDetailScreen({
  eventId,
  claimQuestId,
}: {
  eventId: number;
  claimQuestId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const hasSessionEnded = useSessionEnded();
  const { session, preferences } = useAppActors();
  const navigate = useNavigate();
  const uid = useSelector(session, selectUid);
  const lang = useSelector(preferences, selectLang);
  const viewer: Viewer = { uid: uid ?? '', lang };
  // Signed out mid-claim, the event is read again as a visitor's: the rows stay meanwhile.
  const event = useQuery({
    ...questQueries.majorEvent(viewer, eventId),
    placeholderData: (previous) => previous,
  });

  // The intent is taken up by the row it names; a reload must not ask again.
  useEffect(() => {
    if (claimQuestId !== null) void navigate(questAddress.event(eventId), { replace: true });
  }, [claimQuestId, eventId, navigate]);

  if (event.isPending) {
    return (
      <div className="page detail-page">
        <p className="muted" role="status">
          {t('quests.event.loading')}
        </p>
      </div>
    );
  }
  if (event.data === undefined) {
    return hasStatus(event.error, ['DataNotExist', 'ParameterError']) ? (
      <EventNotFound />
    ) : (
      <div className="page detail-page">
        <h1 className="page-title">{t('titles.quest')}</h1>
        <div className="query-error" role="alert">
          <p>{t('quests.event.loadFailed')}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void event.refetch()}
          >
            {t('quests.detail.retry')}
          </button>
        </div>
        <BackLink />
      </div>
    );
  }

  const e = event.data;
  // The viewer's zone from the server (the member's, the device's for a visitor), as on a quest's page.
  const { timeZone } = e;
  const start = formatInZone(e.startsAt, timeZone);
  const end = formatInZone(e.endsAt, timeZone);
  return (
    <div className="page detail-page">
      <BackLink />
      {hasSessionEnded ? <SessionEndedAlert /> : null}
      <img
        className="detail-page__image"
        src={imageUrl(e.image)}
        alt=""
        width="390"
        height="195"
        decoding="async"
      />
      <div className="detail-page__tags">
        <span className="tag">{t(`quests.event.state.${e.state}`)}</span>
      </div>
      <h1 className="page-title">{e.title}</h1>
      <p>{t(`quests.event.when.${e.state}`, { start, end })}</p>
      <p className="muted small">
        {t('quests.event.timeZone', { zone: zoneLabel(timeZone, i18n.language) })}
      </p>
      <p className="detail-page__reward">
        {t('quests.event.reward', { points: formatNumber(e.rewardPoints) })}
      </p>
      {e.description ? <p className="detail-page__description">{e.description}</p> : null}
      <p className="detail-page__links">
        <Link to={questAddress.questers({ eventId })}>
          {t('quests.event.questers', { count: e.questerCount })}
        </Link>
        <Link to={questAddress.winners({ eventId })}>{t('quests.event.winners')}</Link>
      </p>
      {uid === null ? (
        <div className="claim-panel">
          <p>{t('quests.event.signInToStart')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(questAddress.event(eventId))}
          >
            {t('quests.detail.signIn')}
          </Link>
        </div>
      ) : null}

      <section className="detail-section" aria-labelledby="event-quests">
        <h2 id="event-quests" className="section-title">
          {t('quests.event.questsHeading')}
        </h2>
        {e.quests.length === 0 ? <p className="muted">{t('quests.event.empty')}</p> : null}
        <ul className="event-quests">
          {e.quests.map((quest) => (
            <EventQuestRow
              key={quest.id}
              eventId={eventId}
              quest={quest}
              isSignedIn={uid !== null}
              hasClaimIntent={claimQuestId === quest.id}
              timeZone={timeZone}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

/** One quest of the event: the shared quest card, then its own claim (a claim-mission actor). */
function EventQuestRow({
  eventId,
  quest,
  isSignedIn,
  hasClaimIntent,
  timeZone,
}: {
  eventId: number;
  quest: QuestSummary;
  isSignedIn: boolean;
  hasClaimIntent: boolean;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { inspect, session, preferences } = useAppActors();
  const queryClient = useQueryClient();
  const claim = useActorRef(
    claimMissionMachine.provide({
      actors: {
        // Every row's check shares the page's read of the event: one request for all of them.
        readEvent: fromPromise<MajorEvent, { eventId: number }>(({ input }) =>
          queryClient.fetchQuery({
            ...questQueries.majorEvent(viewerNow(session, preferences), input.eventId),
            staleTime: 0,
            networkMode: 'always',
          }),
        ),
      },
      actions: {
        announceClaim: () => announceClaim(queryClient, viewerNow(session, preferences)),
      },
    }),
    { input: { eventId, questId: quest.id, isSignedIn, hasClaimIntent }, inspect },
  );
  // Back from the game or a task in another tab: the quest may have moved on meanwhile.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') claim.send({ type: 'eligibility.check' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [claim]);
  const isChecking = useSelector(claim, selectIsChecking);
  const isEligible = useSelector(claim, selectIsEligible);
  const isNotEligible = useSelector(claim, selectIsNotEligible);
  const isCheckFailed = useSelector(claim, selectIsCheckFailed);
  const isClaiming = useSelector(claim, selectIsClaiming);
  const isClaimed = useSelector(claim, selectIsClaimed);
  const isFailed = useSelector(claim, selectIsFailed);
  const isSignInRequired = useSelector(claim, selectIsSignInRequired);
  const block = useSelector(claim, missionBlock);
  const receipt = useSelector(claim, selectMissionReceipt);
  const error = useSelector(claim, selectMissionError);
  const headingId = `event-quest-${quest.id}`;

  const checkAgain = (
    <button
      type="button"
      className="button button--ghost button--small"
      onClick={() => claim.send({ type: 'eligibility.check' })}
    >
      {t('quests.claim.checkAgain')}
    </button>
  );

  return (
    <li className="event-quest" aria-labelledby={headingId}>
      <QuestCard quest={quest} isVisitor={!isSignedIn} headingId={headingId} timeZone={timeZone} />
      {isChecking ? (
        <p className="muted small" role="status">
          {t('quests.claim.checking')}
        </p>
      ) : null}
      {isEligible || isClaiming ? (
        <button
          type="button"
          className="button button--primary"
          disabled={isClaiming}
          aria-busy={isClaiming}
          aria-label={
            isClaiming
              ? t('quests.claim.claiming')
              : t('quests.event.claimLabel', { quest: quest.title })
          }
          onClick={() => claim.send({ type: 'claim.submit' })}
        >
          {isClaiming ? t('quests.claim.claiming') : t('quests.claim.button')}
        </button>
      ) : null}
      {isNotEligible ? (
        <div>
          {block.kind === 'eventEnded' ? <p>{t('errors.status.QuestEnded')}</p> : null}
          {block.kind === 'eventUpcoming' ? (
            <p>{t('quests.event.opensAt', { time: formatInZone(block.opensAt, timeZone) })}</p>
          ) : null}
          {block.kind === 'notFound' ? <p>{t('quests.event.questUnavailable')}</p> : null}
          {block.kind === 'questState' ? (
            <p className="muted small">{t('quests.claim.notYet')}</p>
          ) : null}
          {block.kind === 'questState' ? checkAgain : null}
        </div>
      ) : null}
      {isCheckFailed ? (
        <div>
          <FormErrorText error={error} asAlert />
          {checkAgain}
        </div>
      ) : null}
      {isClaimed ? (
        receipt ? (
          <ClaimReceiptCard receipt={receipt} timeZone={timeZone} headingLevel={3} />
        ) : (
          <p className="success-text">{t('quests.event.claimedEarlier')}</p>
        )
      ) : null}
      {isFailed ? (
        <ClaimFailure
          error={error}
          onRetry={() => claim.send({ type: 'claim.retry' })}
          checkAgain={checkAgain}
          buttonSize="small"
        />
      ) : null}
      {isSignInRequired ? (
        <div>
          <p role="alert">{t('quests.claim.sessionEnded')}</p>
          <Link
            className="button button--primary"
            to={signInReturningTo(questAddress.eventClaim(eventId, quest.id))}
          >
            {t('quests.claim.signInAgain')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}

export { EventDetailPage as Component };
