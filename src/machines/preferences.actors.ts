import { fromPromise } from 'xstate';
import type { Language } from '../config/constants';
import { loadLanguage } from '../i18n/i18n';

export const loadLanguageActor = fromPromise<void, { lang: Language }>(({ input }) =>
  loadLanguage(input.lang),
);
