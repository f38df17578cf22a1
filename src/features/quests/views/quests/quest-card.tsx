import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import type { QuestSummary } from '../../api/schemas/quest';
import { PATHS } from '../../../../config/routes';
import { progressShare } from './quest-format';
import { formatCount, formatPoints } from '../../../../i18n/points';
import { QuestStateBadge } from './quest-state-badge';
import { QuestTiming } from './quest-timing';
import './quests.css';

/** The detail page of a quest: /quests/desc?id=42. */
export function questHref(id: number): string {
  return `${PATHS.QUEST_DESC}?id=${id}`;
}

/**
 * One quest as a card, the whole card a link to its detail page (no dead cards): image, title, the
 * game or "Platform quest", kind, reward, the member's state, progress, when it ends, and winners.
 * Its name is all it says, title first (axe: a link's name holds its visible text). A visitor's
 * locked card says "Sign in to start".
 */
export const QuestCard = memo(function QuestCard({
  quest,
  isVisitor = false,
  eagerImage = false,
  headingId,
  timeZone,
}: {
  quest: QuestSummary;
  isVisitor?: boolean;
  /** The title's id, for a container the card's title names (an event's quest row). */
  headingId?: string;
  /** The zone the screen states its times in (useScreenZone, or an event page's); none: no dates yet. */
  timeZone?: string;
  /** In view at once (the first cards of a screen): load its image at once. */
  eagerImage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const points = formatPoints(quest.rewardPoints, lang);
  const { done, total, unit } = quest.progress;
  return (
    <Link
      className={`quest-card quest-card--${quest.state}`}
      to={questHref(quest.id)}
      data-quest-id={quest.id}
    >
      <img
        className="quest-card__image"
        src={imageUrl(quest.image)}
        alt=""
        width="64"
        height="64"
        loading={eagerImage ? 'eager' : 'lazy'}
      />
      <div className="quest-card__body">
        <h3 id={headingId} className="quest-card__title">
          {quest.title}
        </h3>
        <div className="quest-card__details">
          <p className="quest-card__tags">
            <QuestStateBadge state={quest.state} />
            <span className="tag">{t(`quests.kinds.${quest.kind}`)}</span>
            <span className="quest-card__game">{quest.game?.name ?? t('quests.platform')}</span>
          </p>
          <p className="quest-card__reward">
            {quest.rewardItem
              ? t('quests.rewardWithItem', { points, item: quest.rewardItem })
              : t('quests.reward', { points })}
          </p>
          <p className="quest-card__progress">
            <span className="quest-meter" aria-hidden="true">
              <span style={{ width: `${progressShare(done, total) * 100}%` }} />
            </span>
            <span>
              {t(unit === 'friends' ? 'quests.progressFriends' : 'quests.progress', {
                done: formatCount(done, lang),
                total: formatCount(total, lang),
              })}
            </span>
          </p>
          <p className="quest-card__meta">
            <span>
              <QuestTiming startsAt={quest.startsAt} endsAt={quest.endsAt} timeZone={timeZone} />
            </span>
            {quest.winnerLimit !== null ? (
              <span>
                {t('quests.card.winnersLimited', {
                  won: formatCount(quest.winnerCount, lang),
                  limit: formatCount(quest.winnerLimit, lang),
                })}
              </span>
            ) : quest.winnerCount > 0 ? (
              <span>
                {t('quests.card.winnersOpen', { won: formatCount(quest.winnerCount, lang) })}
              </span>
            ) : null}
          </p>
          {isVisitor && quest.state === 'locked' ? (
            <p className="quest-card__sign-in">{t('quests.card.signInToStart')}</p>
          ) : null}
        </div>
      </div>
    </Link>
  );
});
