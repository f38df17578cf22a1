// The service worker's data caches (docs/decisions/018-offline-read-only.md): their names, shared by
// the build (vite.config.ts → src/app/sw-routes.ts) and the app, which empties the member's cache
// whenever a login ends. Nothing else in the app reads or writes them: the service worker serves
// them to the request helper as ordinary answers.
export const OFFLINE_CACHES = {
  /** Public lists (partnered games, banners, search answers): not the member's, kept on logout. */
  PUBLIC_DATA: 'gamerhub-public-data-v1',
  /** The member's own reads (MemberInfo, messages, invited count, connected games). */
  MEMBER_DATA: 'gamerhub-member-data-v1',
  /**
   * Game art from the image host, kept cache-first by address. v2: the pictures at the same
   * addresses became wordless (issue 28 item 7); a new name keeps v1's lettered copies from being
   * served for their 30 days.
   */
  IMAGES: 'gamerhub-images-v2',
  /** The text chunks of the member's language (decision 068: not precached, kept per language). */
  TEXTS: 'gamerhub-texts-v1',
} as const;

/**
 * Forgets every answer the service worker kept for a member. Called with the session's
 * `clearMemberCache` (logout, also offline; session expiry; a logout in another tab). Never throws:
 * a browser without Cache Storage (or a private window that refuses it) has nothing to clear.
 */
export async function clearMemberData(
  storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  try {
    await storage.delete(OFFLINE_CACHES.MEMBER_DATA);
  } catch {
    // Nothing stored, or storage refused: nothing a member could read later either.
  }
}
