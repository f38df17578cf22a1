// The app-lifetime actors as the views receive them (docs/architecture.md "Machines" 8). The composition root
// (src/app/app-actors.ts) creates them; views read them through their context provider. The type
// lives here, below both, so that no view imports the composition root.
import type { ActorRefFrom, createActor } from 'xstate';
import type { loadingMachine } from './loading.machine';
import type { preferencesMachine } from './preferences.machine';
import type { sessionMachine } from './session.machine';

type ActorOptions = NonNullable<Parameters<typeof createActor>[1]>;

/** Observes every actor (the Stately inspector in development, coverage in model tests). */
export type InspectionObserver = ActorOptions['inspect'];

export type AppActors = {
  session: ActorRefFrom<typeof sessionMachine>;
  preferences: ActorRefFrom<typeof preferencesMachine>;
  loading: ActorRefFrom<typeof loadingMachine>;
  /** Handed to flow actors (a page's own machine) so they are observed like the app-lifetime ones. */
  inspect?: InspectionObserver;
  /**
   * Tears the app down after its view is unmounted: cancels the calls in flight, waits until each
   * has reported its end (to the loading actor), then stops the actors. Tests run many apps in turn.
   */
  stop(): Promise<void>;
};
