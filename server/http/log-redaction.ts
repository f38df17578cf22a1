// What the request log may show of an address. One-time codes (`/reback?code=`, a game's
// `?code=`), the `_token` handover (docs/product/app.md) and anything named like a secret are replaced: a log
// line outlives the code's two minutes and is read by more people than the member.

/** Query parameter names (compared case-insensitively, after decoding) whose values never reach the log. */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'code',
  '_token',
  'token',
  'access_token',
  'refresh_token',
  'secret',
  'password',
]);

export const REDACTED = '[redacted]';

/** `url` with the value of every secret query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_PARAMS.has(decodedName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

/** `%63ode` and `CODE` are `code` to the app's parser, so they are to the redaction too. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
