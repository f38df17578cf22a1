// The banner carousel proper, loaded after Home's first paint (decision 047): swipe, prev/next, dots,
// ← → while it has focus, and autoplay that pauses on touch, pointer and focus and is off for members
// who ask for reduced motion.
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../api/schemas/banner';
import type { BannerSlide } from './banner-slide';

const AUTOPLAY_DELAY_MS = 4000;

function Chevron({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Read once per mount: a member who changes the setting gets it on the next visit to Home. */
function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * `Slide` comes from Home's chunk as a prop rather than an import: importing it would make Home's
 * chunk export it, and the runtime helper that then takes would land on the first route.
 */
export default function BannerCarousel({
  banners,
  Slide,
}: {
  banners: readonly Banner[];
  Slide: typeof BannerSlide;
}) {
  const { t } = useTranslation();
  const [isAutoplay] = useState(() => !prefersReducedMotion());
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, duration: isAutoplay ? 25 : 10 },
    isAutoplay
      ? [
          Autoplay({
            delay: AUTOPLAY_DELAY_MS,
            // Paused while a finger, a pointer or the keyboard is on it; it goes on afterwards.
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ]
      : [],
  );
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const select = () => setCurrent(embla.selectedScrollSnap());
    select();
    embla.on('select', select).on('reInit', select);
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') embla?.scrollPrev();
      else if (event.key === 'ArrowRight') embla?.scrollNext();
      else return;
      event.preventDefault();
    },
    [embla],
  );

  const count = banners.length;
  return (
    <div
      className="banner__carousel"
      onKeyDown={onKeyDown}
      // Embla pauses for focus on a slide only; the arrows and dots count as the carousel too.
      onFocus={() => embla?.plugins().autoplay?.stop()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) embla?.plugins().autoplay?.play();
      }}
      data-autoplay={isAutoplay ? 'on' : 'off'}
      data-ready={embla ? 'true' : 'false'}
    >
      <div className="banner__viewport" ref={viewportRef}>
        <div className="banner__track">
          {banners.map((banner, index) => (
            <Slide
              key={banner.id}
              banner={banner}
              index={index}
              label={t('banner.slide', { index: index + 1, count })}
              isCurrent={index === current}
            />
          ))}
        </div>
      </div>
      <button
        type="button"
        className="banner__arrow banner__arrow--prev"
        aria-label={t('banner.previous')}
        onClick={() => embla?.scrollPrev()}
      >
        <Chevron direction="prev" />
      </button>
      <button
        type="button"
        className="banner__arrow banner__arrow--next"
        aria-label={t('banner.next')}
        onClick={() => embla?.scrollNext()}
      >
        <Chevron direction="next" />
      </button>
      <div className="banner__dots">
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className="banner__dot"
            aria-label={t('banner.goTo', { index: index + 1, count })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
