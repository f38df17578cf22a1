// The one place the deep link leaves the page: the app's address or its store page. A module of
// its own so the model test can observe where the page would go (jsdom cannot navigate).
export function leavePageFor(address: string): void {
  window.location.assign(address);
}
