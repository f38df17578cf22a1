import { Tour, type StepType } from '@reactour/tour';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { settingsQueries } from '../../../../shared/api/queries/settings-queries';
import type { MemberSettings } from '../../../../shared/api/schemas/settings';
import { PATHS } from '../../../../config/routes';
import type { TourOptions, TourStep } from '../../machines/tour.machine';
import { tourMachine } from '../../machines/tour.machine';
import {
  selectIsConfirmingCancel,
  selectIsEnded,
  selectIsIdle,
  selectIsLocating,
  selectIsShowing,
  selectOptions,
  selectStep,
} from '../../machines/tour.selectors';
import { noticeStore } from '../../../../shared/components/notice-store';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { TourConfirm } from './tour-confirm';
import { TourPopover, type TourControls } from './tour-popover';
import { TARGET_WAIT_MS, TOUR_OPTIONS, TOUR_STEPS } from './tour-steps';
import { trapTab } from './trap-tab';
import './tour.css';

type TourRunnerProps = {
  uid: string;
  /** No popup, flow or session dialog wants the screen: the tour waits for that. */
  isScreenFree: boolean;
  /** For tests: another step list or options than the app's. */
  steps?: readonly TourStep[];
  options?: TourOptions;
};

const KEY = { TAB: 9, ESC: 27, LEFT: 37, RIGHT: 39 } as const;

/**
 * The guided tour on screen (issue 16 item 3, decision 048): the tour machine decides, @reactour/tour
 * draws the mask and places the popover on the current step's target. It starts on Home once the
 * screen is free, runs again when Settings turns showStep back on, and the keys follow docs/product/tour.md.
 */
export default function TourRunner({
  uid,
  isScreenFree,
  steps = TOUR_STEPS,
  options = TOUR_OPTIONS,
}: TourRunnerProps) {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const settingsKey = settingsQueries.settings({ uid, lang: '' }).queryKey;
  const settings = useQuery({
    ...settingsQueries.settings({ uid, lang: '' }),
    staleTime: Infinity,
  });
  const setShowStep = (value: MemberSettings | undefined) => {
    if (value) queryClient.setQueryData(settingsKey, value);
    else
      queryClient.setQueryData<MemberSettings>(settingsKey, (old) =>
        old ? { ...old, showStep: false } : old,
      );
  };
  const [input] = useState(() => ({
    steps,
    options,
    // A first run comes from a first sign-in; a restart from Settings stored showStep on the server.
    conditions: {
      firstRun: settings.data?.showStep !== true,
      touch: window.matchMedia?.('(pointer: coarse)').matches === true,
    },
  }));
  const tour = useActorRef(
    tourMachine.provide({
      actions: {
        navigateToStep: ({ context }) => {
          const step = context.steps[context.index];
          if (step && window.location.pathname !== step.route) navigate(step.route);
        },
        announceEnded: () => setShowStep(undefined),
        announceSaved: ({ event }) => setShowStep((event as { output?: MemberSettings }).output),
        reportUnsaved: () => {
          noticeStore.push('danger', t('tour.unsaved'));
        },
      },
    }),
    { input, inspect },
  );
  const isIdle = useSelector(tour, selectIsIdle);
  const isLocating = useSelector(tour, selectIsLocating);
  const isShowing = useSelector(tour, selectIsShowing);
  const isConfirming = useSelector(tour, selectIsConfirmingCancel);
  const isEnded = useSelector(tour, selectIsEnded);
  const step = useSelector(tour, selectStep);
  const tourOptions = useSelector(tour, selectOptions);
  const atHome = pathname === PATHS.HOME;

  // Restarted from Settings (here or on another device): the cached settings say showStep again.
  const wantsAgain = settings.data?.showStep === true;
  useEffect(() => {
    if (!atHome || !isScreenFree) return;
    if (isIdle) tour.send({ type: 'tour.start' });
    else if (isEnded && wantsAgain) tour.send({ type: 'tour.restart' });
  }, [tour, atHome, isScreenFree, isIdle, isEnded, wantsAgain]);

  // Lazily loaded pages render their target a little later: watch for it before skipping it.
  useEffect(() => {
    if (!isLocating || !step) return;
    return whenTargetAppears(step.selector, TARGET_WAIT_MS, (found) =>
      tour.send({ type: found ? 'target.found' : 'target.missing' }),
    );
  }, [tour, isLocating, step]);

  const controls: TourControls = useMemo(
    () => ({
      next: () => tour.send({ type: 'tour.next' }),
      back: () => tour.send({ type: 'tour.back' }),
      complete: () => tour.send({ type: 'tour.complete' }),
      cancel: () => tour.send({ type: 'tour.cancel' }),
    }),
    [tour],
  );
  // Read at key time: @reactour/tour keeps the handler it was first given between steps.
  const onKey = (event: KeyboardEvent) => {
    const snapshot = tour.getSnapshot();
    if (snapshot.matches('confirmingCancel')) return; // the question's own popup handles its keys
    if (event.keyCode === KEY.TAB) return trapTab(event, '.tour-popover');
    if (!snapshot.matches({ running: 'showing' })) return;
    if (event.keyCode === KEY.ESC) {
      event.preventDefault();
      controls.cancel();
    } else if (event.keyCode === KEY.RIGHT) {
      event.preventDefault();
      if (snapshot.can({ type: 'tour.next' })) controls.next();
      else controls.complete();
    } else if (event.keyCode === KEY.LEFT) {
      event.preventDefault();
      controls.back();
    }
  };
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });
  const [keyboardHandler] = useState(() => (event: KeyboardEvent) => onKeyRef.current(event));
  // One component for the tour's life: a new one each render would drop the popover's focus.
  const [Content] = useState(() => {
    const TourContent = () => <TourPopover tour={tour} controls={controls} />;
    return TourContent;
  });

  if (!step || !(isShowing || isConfirming)) return null;
  const reactourSteps: StepType[] = [{ selector: step.selector, content: step.id }];
  return (
    <>
      <Tour
        steps={reactourSteps}
        isOpen
        currentStep={0}
        setCurrentStep={() => {}}
        setIsOpen={() => controls.cancel()}
        disabledActions={false}
        setDisabledActions={() => {}}
        // Spec §4 defaults: close icon, smooth scroll to the centre, padding 4, radius 8, target
        // not clickable; the overlay can be switched off.
        padding={4}
        scrollSmooth
        disableInteraction
        onClickMask={() => {}}
        keyboardHandler={keyboardHandler}
        className="tour-popover"
        maskClassName="tour-mask"
        styles={{
          maskArea: (base) => ({ ...base, rx: 8 }),
          // Under the question's popup (z-index 50), over the header and the bottom nav.
          maskWrapper: (base) => ({
            ...base,
            zIndex: 45,
            ...(tourOptions.overlay ? {} : { display: 'none' }),
          }),
          popover: (base) => ({
            ...base,
            zIndex: 46,
            padding: 0,
            borderRadius: 8,
            background: 'none',
            boxShadow: 'none',
            color: 'inherit',
          }),
        }}
        ContentComponent={Content}
      />
      {isConfirming ? (
        <TourConfirm
          onConfirm={() => tour.send({ type: 'tour.confirm' })}
          onDismiss={() => tour.send({ type: 'tour.dismissConfirm' })}
        />
      ) : null}
    </>
  );
}

/** Calls `done(true)` once `selector` matches, or `done(false)` after `ms`; returns the cleanup. */
function whenTargetAppears(selector: string, ms: number, done: (found: boolean) => void) {
  if (document.querySelector(selector)) {
    done(true);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    stop();
    done(true);
  });
  const timer = setTimeout(() => {
    stop();
    done(false);
  }, ms);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
