import { Link } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import type { Banner } from '../../api/schemas/banner';
import { PATHS } from '../../../../config/routes';

/** A game's page: /explore/game?id=3 (built by the explore screens). */
export function gameHref(gameId: number): string {
  return `${PATHS.GAME_DETAIL}?id=${gameId}`;
}

/**
 * One banner, the whole slide a link to its game. The first is the page's largest image (its LCP):
 * it loads at once with high priority; the others wait until they are near.
 */
export function BannerSlide({
  banner,
  index,

  label,
  isCurrent,
}: {
  banner: Banner;
  index: number;

  label: string;
  isCurrent: boolean;
}) {
  return (
    <div
      className="banner__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      // Off-screen slides are out of the tab order and the reading order until they come in view.
      inert={!isCurrent}
      data-index={index}
    >
      <Link className="banner__link" to={gameHref(banner.gameId)}>
        <img
          className="banner__image"
          src={imageUrl(banner.image)}
          alt=""
          width="750"
          height="300"
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'low'}
          draggable={false}
        />
        <span className="banner__title">{banner.title}</span>
      </Link>
    </div>
  );
}
