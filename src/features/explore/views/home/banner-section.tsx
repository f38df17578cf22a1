import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeQueries } from '../../api/queries/home-queries';
import type { Banner } from '../../api/schemas/banner';
import { QueryState } from '../../../../shared/components/query-state';
import { BannerSlide } from './banner-slide';

// Embla and its autoplay stay out of Home's chunk: the first banner paints as plain markup, and the
// carousel that takes over draws the same box, so nothing moves (decision 047).
const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * Home's banner carousel. Its box keeps its size (aspect-ratio in home.css) from the first paint,
 * through loading, to the carousel: the page below never shifts.
 */
export function BannerSection() {
  const { t, i18n } = useTranslation();
  const banners = useQuery(homeQueries.banners(i18n.language));
  const list = banners.data ?? [];
  const isEnhanced = useAfterFirstPaint(list.length > 1);

  if (banners.isSuccess && list.length === 0) return null;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('banner.label')}>
      {banners.isError ? (
        <div className="banner__viewport banner__viewport--message">
          <QueryState
            isPending={false}
            isError
            isEmpty={false}
            errorKey="banner.loadFailed"
            emptyKey="banner.loadFailed"
            onRetry={() => void banners.refetch()}
          />
        </div>
      ) : list.length === 0 ? (
        <div className="banner__carousel" aria-hidden="true">
          <div className="banner__viewport banner__viewport--loading" />
          <div className="banner__dots" />
        </div>
      ) : isEnhanced ? (
        <Suspense fallback={<FirstBanner banners={list} />}>
          <BannerCarousel banners={list} Slide={BannerSlide} />
        </Suspense>
      ) : (
        <FirstBanner banners={list} />
      )}
    </section>
  );
}

/** The first banner alone, as the carousel will show it: what the member sees before it loads. */
function FirstBanner({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  return (
    <div className="banner__carousel">
      <div className="banner__viewport">
        <div className="banner__track">
          <BannerSlide
            banner={banners[0]!}
            index={0}
            label={t('banner.slide', { index: 1, count: banners.length })}
            isCurrent
          />
        </div>
      </div>
      {/* The dots' row, kept empty until the carousel fills it: the same height before and after. */}
      <div className="banner__dots" />
    </div>
  );
}

/** True once `ready` and a frame has been painted since: the carousel code waits for that. */
function useAfterFirstPaint(ready: boolean): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    if (!ready || isAfter) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setIsAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, isAfter]);
  return isAfter;
}
