import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { TextKey } from '../../../../i18n/text-key';
import type { tourMachine } from '../../machines/tour.machine';
import {
  selectHasBack,
  selectIsLastStep,
  selectProgress,
  selectStep,
} from '../../machines/tour.selectors';
import { CloseIcon } from '../../../../shared/components/screen-icons';

export type TourControls = {
  next: () => void;
  back: () => void;
  complete: () => void;
  cancel: () => void;
};

/**
 * The step's popover: where the member is ("Step 2 of 5"), what the highlighted part is for, and
 * Back, Next (Done on the last step) and the close icon. Focus moves to it as each step shows.
 */
export function TourPopover({
  tour,
  controls,
}: {
  tour: ActorRefFrom<typeof tourMachine>;
  controls: TourControls;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const step = useSelector(tour, selectStep);
  const progress = useSelector(tour, selectProgress);
  const hasBack = useSelector(tour, selectHasBack);
  const isLast = useSelector(tour, selectIsLastStep);
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    primary.current?.focus({ preventScroll: true });
  }, [step]);
  if (!step) return null;
  const key = (part: 'title' | 'text') => `tour.steps.${step.id}.${part}` as TextKey;
  return (
    <div className="tour-card" role="dialog" aria-labelledby={titleId} data-step={step.id}>
      <div className="tour-card__head">
        <p className="tour-card__progress">{t('tour.progress', progress)}</p>
        <button
          type="button"
          className="icon-button tour-card__close"
          aria-label={t('tour.close')}
          onClick={controls.cancel}
        >
          <CloseIcon />
        </button>
      </div>
      <h2 id={titleId} className="tour-card__title">
        {t(key('title'))}
      </h2>
      <p className="tour-card__text">{t(key('text'))}</p>
      <div className="tour-card__actions">
        {hasBack ? (
          <button type="button" className="button button--ghost" onClick={controls.back}>
            {t('tour.back')}
          </button>
        ) : null}
        <button
          ref={primary}
          type="button"
          className="button button--primary"
          onClick={isLast ? controls.complete : controls.next}
        >
          {t(isLast ? 'tour.done' : 'tour.next')}
        </button>
      </div>
    </div>
  );
}
