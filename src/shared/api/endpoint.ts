// One call of docs/product/app.md: its path, method and whether it needs the bearer. The calls are listed by
// feature (member-, account-, game-, mission-endpoints.ts) so a screen's chunk carries only its own
// rows, and the first route only the member calls it makes; endpoints.ts joins them for the server.
export type Endpoint = {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /**
   * true: needs the bearer; false: public; 'optional': public, but a signed-in member's bearer is
   * sent and the answer is about them (a quest's state for this member), an unknown one is ignored.
   */
  readonly auth: boolean | 'optional';
  /** false for message polling and mark-as-read, which must not flash the loading bar (docs/product/app.md). */
  readonly tracksLoading: boolean;
};

type Auth = Endpoint['auth'];

export const post = (path: string, auth: Auth, tracksLoading = true): Endpoint => ({
  path,
  method: 'POST',
  auth,
  tracksLoading,
});
export const get = (path: string, auth: Auth): Endpoint => ({
  path,
  method: 'GET',
  auth,
  tracksLoading: true,
});
