// The app's texts come in areas (DESIGN "Translations"): `common` (shell, home, menus, the spec's
// status messages) loads before the first render; every other area loads with the first route that
// needs it, in the active language only. Areas share one i18next namespace, so a key reads the same
// wherever it is used (`t('signIn.title')`) and moving a key between areas changes no call site.
export const TEXT_AREAS = ['common', 'account'] as const;
export type TextArea = (typeof TEXT_AREAS)[number];
