import type { ParseKeys } from 'i18next';

/**
 * A key of the en-US texts (i18next.d.ts), e.g. `'signIn.title'`. Tables that carry keys (route
 * titles, status messages, form errors) use it, so a misspelt key fails the typecheck where it is
 * written, not on a screen.
 */
export type TextKey = ParseKeys<'translation'>;
