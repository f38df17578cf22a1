/**
 * The error an actor failed with, read from its `xstate.error.actor.*` event: named guards and
 * actions see the machine's own event types, so this reads it without a cast (other events: none).
 * Its own module: the session machine (first route) needs only this of form-error.ts.
 */
export function errorOf(event: object): unknown {
  return 'error' in event ? event.error : undefined;
}
