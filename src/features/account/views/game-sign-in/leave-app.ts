/**
 * Leaving the app for a partnered game's address: one object, so a test can observe the hand-over
 * (jsdom cannot navigate away). Only the game sign-in page calls it, with an address already checked
 * by parseReturnUrl.
 */
export const leaveApp = {
  to(url: string): void {
    window.location.assign(url);
  },
};
