// The tour a new member walks (issue 16 item 3): Home → Quests → Reward → Profile. Each target is
// inside a `data-tour` area of its page, except the last, which points at the menu link on Profile
// (where Settings → "Show the guided tour again" lives) and shows only on a first run: a member who
// restarted the tour from there already knows the way.
// Every target is one card or panel, never a whole list: a spotlight taller than a phone's screen
// dims nothing and pushes its own title off screen, and the popover then has nowhere to go but over
// what it explains (issue 28 item 11, seen at 360 × 740).
import { PATHS } from '../../../../config/routes';
import type { TourOptions, TourStep } from '../../machines/tour.machine';

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'homeGames',
    route: PATHS.HOME,
    selector: '[data-tour="home-games"] .game-card',
    showWhen: 'always',
  },
  {
    id: 'questsList',
    route: PATHS.QUESTS,
    selector: '[data-tour="quests-list"] .quest-card',
    showWhen: 'always',
  },
  {
    id: 'rewardCalendar',
    route: PATHS.REWARD,
    // The check-in panel above the calendar: the calendar itself is a screen tall.
    selector: '.check-in',
    showWhen: 'always',
  },
  {
    id: 'profileWallet',
    route: PATHS.PROFILE,
    // The balances, not the whole card: with its notes and links the card is most of a screen.
    selector: '[data-tour="profile-wallet"] .profile-stats',
    showWhen: 'always',
  },
  {
    id: 'profileMenu',
    route: PATHS.PROFILE,
    selector: `.profile-card a[href="${PATHS.MENU}"]`,
    showWhen: 'firstRun',
  },
];

/** The app's choices: the overlay on (spec default) and a question before the tour stops. */
export const TOUR_OPTIONS: TourOptions = { overlay: true, confirmCancel: true };

/** How long the view waits for a lazily loaded page to render a step's target before skipping it. */
export const TARGET_WAIT_MS = 4000;
