// Steam's return into the app (decision 040): the entry redirect lands on
// /profile?code=…&codeType=steam. Read strictly; anything else is no return at all.
import { PATHS } from '../../../../config/routes';

const CODE = /^[A-Za-z0-9_-]{16,128}$/;

export function steamCodeIn(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  return params.get('codeType') === 'steam' && code !== null && CODE.test(code) ? code : null;
}

/** Where a sign-in in the middle of the flow comes back to: the profile, with the code kept. */
export function steamReturnAddress(code: string | null): string {
  return code
    ? `${PATHS.PROFILE}?${new URLSearchParams({ code, codeType: 'steam' }).toString()}`
    : PATHS.PROFILE;
}

/** The browser leaves for Steam's sign-in (an object, so tests can stand in for the page load). */
export const steamNavigation = {
  leave(url: string): void {
    window.location.assign(url);
  },
};
