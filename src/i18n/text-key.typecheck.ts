// Compiled by `npm run typecheck`, never imported: proves keys are checked. If a misspelt or missing
// key were accepted, the `@ts-expect-error` lines below would be unused, and that is an error too.
import type { TFunction } from 'i18next';
import type { TextKey } from './text-key';

export function keysAreChecked(t: TFunction): string[] {
  const known: TextKey = 'signIn.heading';
  return [
    t(known),
    t('errors.status.TokenInvalid'),
    // @ts-expect-error a misspelt key
    t('signIn.headng'),
    // @ts-expect-error a key no locale has
    t('nowhere.toBeFound'),
  ];
}
