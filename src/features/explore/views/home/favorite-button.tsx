import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PartneredGame } from '../../api/schemas/favorite';
import { PATHS } from '../../../../config/routes';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { useFavorite } from './use-favorite';

/** Filled when on, an outline when off: the state reads without colour too. */
function HeartIcon({ isOn }: { isOn: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.1C1.4 8 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
        fill={isOn ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A partnered game's heart, beside (never inside) the card's link, and why it turned back if the
 * platform said no. A visitor is sent to sign in and brought back to Home.
 */
export function FavoriteButton({
  game,
  viewer,
}: {
  game: PartneredGame;
  viewer: { uid: string; lang: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favorite = useFavorite(game, viewer);
  return (
    <>
      <button
        type="button"
        className="favorite-button"
        aria-pressed={game.favorite}
        aria-label={t('favorite.toggle', { name: game.name })}
        data-game-id={game.id}
        onClick={() => {
          if (viewer.uid === '') void navigate(signInReturningTo(PATHS.HOME));
          else favorite.set(!game.favorite);
        }}
      >
        <HeartIcon isOn={game.favorite} />
      </button>
      {favorite.failure ? (
        <p className="favorite-failure" role="alert">
          {favorite.failure}
        </p>
      ) : null}
    </>
  );
}
