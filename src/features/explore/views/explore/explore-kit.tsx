// What the explore, game and news pages share, in one module so the three load it as one chunk
// (each chunk is a row in the first route's preload table: decision 045): their addresses, read
// strictly (docs/architecture.md "Safety rules": `?id=` is one positive decimal id, anything else
// counts as absent, and every address built here is a fixed path with a numeric query), the
// not-found and load-failed states, the rating stars and the pages' styles.
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../config/routes';
import { formatNumber } from '../../../../i18n/format';
import type { TextKey } from '../../../../i18n/text-key';
import { formErrorFrom } from '../../../../shared/machines/form-error';
import { BackLink } from '../../../../shared/components/back-link';
import './explore.css';
import { singleIdParam } from '../../../../shared/api/single-param';

export const idOfSearch = (search: string): number | null => singleIdParam(search, 'id');

export const gameHref = (id: number) => `${PATHS.GAME_DETAIL}?id=${id}`;
export const newsHref = (id: number) => `${PATHS.NEWS_DETAIL}?id=${id}`;

/**
 * A read that failed: what the page could not load, why (offline, a server fault, an unreadable
 * answer, a refusal, in the member's language) and "Try again".
 */
export function LoadFailed({
  headingKey,
  error,
  onRetry,
}: {
  headingKey: TextKey;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const reason = formErrorFrom(error);
  return (
    <div className="query-error" role="alert">
      <p>{t(headingKey)}</p>
      <p className="muted">{reason.key ? t(reason.key, { ...reason.values }) : reason.text}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('explore.retry')}
      </button>
    </div>
  );
}

/** A bad or unknown id in the address: what is missing, and the way back to explore. */
export function NotFound({ messageKey }: { messageKey: TextKey }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <BackLink />
      <h1 className="page-title">{t('explore.heading')}</h1>
      <p role="alert">{t(messageKey)}</p>
    </div>
  );
}

/** Five stars filled to the rating (one decimal), the rating in words for screen readers. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const { t } = useTranslation();
  const label = t('game.rating', { rating: rating.toFixed(1) });
  return (
    <span className="rating">
      <span className="rating__stars" role="img" aria-label={label}>
        <span className="rating__fill" style={{ width: `${(rating / 5) * 100}%` }} />
      </span>
      <span aria-hidden="true">{rating.toFixed(1)}</span>
      {reviewCount === undefined ? null : (
        <span className="muted">
          {t('game.reviews', { count: reviewCount, formatted: formatNumber(reviewCount) })}
        </span>
      )}
    </span>
  );
}

/**
 * A read on its way, or waiting for the connection: offline, the query pauses (and resumes by
 * itself once back online), so the page says so instead of "Loading…" for ever.
 */
export function Pending({ isPaused, loadingKey }: { isPaused: boolean; loadingKey: TextKey }) {
  const { t } = useTranslation();
  return (
    <p className="muted" role={isPaused ? 'alert' : 'status'}>
      {t(isPaused ? 'explore.offline' : loadingKey)}
    </p>
  );
}
