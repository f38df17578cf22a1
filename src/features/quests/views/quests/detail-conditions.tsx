import { useTranslation } from 'react-i18next';
import type { QuestCondition } from '../../api/schemas/quest';
import { env } from '../../../../config/env';

/** A condition in a sentence: the shared wording of the quests area, or an interactive task's label. */
export function useConditionText(): (condition: QuestCondition) => string {
  const { t } = useTranslation();
  return (c) => {
    const vars = { target: c.target, progress: c.progress, game: c.game?.name ?? '' };
    switch (c.type) {
      case 'playGame':
        return t('quests.conditions.playGame', vars);
      case 'reachLevel':
        return t('quests.conditions.reachLevel', vars);
      case 'connectSteam':
        return t('quests.conditions.connectSteam', vars);
      case 'inviteFriends':
        return t('quests.conditions.inviteFriends', vars);
      case 'checkInDays':
        return t('quests.conditions.checkInDays', vars);
      case 'interactive':
        return c.label ?? t('quests.detail.open');
    }
  };
}

/** Only an https address without credentials opens from an interactive task; else no link. */
export function safeTaskLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where "Play" goes for a game condition: the local platform's game stand-in (server/dev, on the
 * API's origin), which plays the game's part, reports the progress server to server, and sends the
 * member back with a one-time assessment (`/?state=…&code=…`), as a partnered game does.
 */
export function playAddress(uid: string, conditionId: number): string {
  const query = new URLSearchParams({ uid, conditionId: String(conditionId) });
  return `${env.apiBase}/dev/game?${query.toString()}`;
}

/**
 * The quest's conditions, each with its progress bar; a member gets "Play" for a game condition
 * and "Open" for an interactive task (which opens its link and marks it done).
 */
export function DetailConditions({
  conditions,
  uid,
  openingId,
  onOpen,
}: {
  conditions: readonly QuestCondition[];
  /** The member's uid; null for a visitor (no actions, progress 0). */
  uid: string | null;
  /** The interactive task being marked done, if any. */
  openingId: number | null;
  onOpen: (condition: QuestCondition) => void;
}) {
  const { t } = useTranslation();
  const textOf = useConditionText();
  return (
    <ul className="detail-conditions">
      {conditions.map((c) => {
        const text = textOf(c);
        const link = c.type === 'interactive' ? safeTaskLink(c.link) : null;
        return (
          <li key={c.id} className="detail-condition">
            <div className="detail-condition__head">
              <span className="detail-condition__text">{text}</span>
              {c.done ? (
                <span className="tag detail-condition__done">
                  {t('quests.detail.conditionDone')}
                </span>
              ) : null}
            </div>
            <progress
              className="detail-condition__bar"
              max={Math.max(1, c.target)}
              value={Math.min(c.progress, Math.max(1, c.target))}
              aria-label={text}
              aria-valuetext={t('quests.detail.conditionProgress', {
                progress: c.progress,
                target: c.target,
              })}
            />
            <span className="muted small" aria-hidden="true">
              {t('quests.detail.conditionProgress', { progress: c.progress, target: c.target })}
            </span>
            {uid !== null && !c.done && c.type === 'playGame' ? (
              <a
                className="button button--ghost button--small detail-condition__action"
                href={playAddress(uid, c.id)}
                rel="noopener noreferrer"
              >
                {t('quests.detail.play', { game: c.game?.name ?? '' })}
              </a>
            ) : null}
            {uid !== null && !c.done && link !== null ? (
              <a
                className="button button--ghost button--small detail-condition__action"
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('quests.detail.openLabel', { task: text })}
                aria-disabled={openingId === c.id}
                onClick={() => onOpen(c)}
              >
                {openingId === c.id ? t('quests.detail.opening') : t('quests.detail.open')}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
