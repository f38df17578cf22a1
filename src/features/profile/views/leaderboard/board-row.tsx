import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import type { LeaderboardRow } from '../../api/schemas/leaderboard';
import { BlankAvatar } from '../../../../shared/components/blank-avatar';
import { formatPoints } from '../../../../i18n/points';

/** One place on the board: rank, avatar, name (masked unless it is the member), level and points. */
export function BoardRow({ row }: { row: LeaderboardRow }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`board-row${row.isMe ? ' board-row--me' : ''}`}>
      <span className="board-row__rank">
        <span className="visually-hidden">{t('leaderboard.rank', { rank: row.rank })}</span>
        <span aria-hidden="true">{row.rank}</span>
      </span>
      {row.avatar ? (
        <img
          className="board-row__avatar"
          src={imageUrl(row.avatar)}
          alt=""
          width="36"
          height="36"
          decoding="async"
        />
      ) : (
        <BlankAvatar className="board-row__avatar" seed={row.name} size={36} />
      )}
      <span className="board-row__who">
        {/* A member's own name: not ours to translate (nor a browser translator's). */}
        <span className="board-row__name" translate="no">
          {row.name}
          {row.isMe ? (
            <span className="tag board-row__you" translate="yes">
              {t('leaderboard.you')}
            </span>
          ) : null}
        </span>
        <span className="small muted">{t('leaderboard.level', { level: row.level })}</span>
      </span>
      <span className="board-row__points">
        {t('leaderboard.points', { points: formatPoints(row.points, i18n.language) })}
      </span>
    </div>
  );
}
