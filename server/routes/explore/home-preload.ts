// The LCP image of /home, named in the page's answer (issue 30 item 4, decision 059): the first
// banner is what a phone paints largest, and without a hint the browser finds it only after the
// entry script, the home chunk and the GameBanner answer. A `Link: rel=preload` header on the
// page starts it with the HTML. Banner images are the same in every language.
import type { Db } from '../../db/db.ts';
import { firstBannerImage } from '../../domain/explore/games.ts';

/** How long one process reuses what it read (banners change by hand, rarely). */
const TTL_MS = 10_000;
/** The app's image host (`VITE_IMAGE_HOST`'s default), which this server serves. */
const IMAGE_HOST = '/images';
const HOME_PATHS = new Set(['/home', '/home/']);

/** The image address as the client writes it (src/shared/api/image-url.ts), for the same file. */
export function imageAddress(path: string): string {
  const segments = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.' && s !== '..' && !s.includes(':'))
    .map((s) => {
      try {
        const decoded = decodeURIComponent(s);
        return encodeURIComponent(decoded.includes('/') || decoded === '..' ? s : decoded);
      } catch {
        return encodeURIComponent(s);
      }
    });
  return `${IMAGE_HOST}/${segments.join('/')}`;
}

/** The `Link` header for a page request, or null (not /home, or no banner). Never throws. */
export function homePreload(db: Db, now: () => number = Date.now) {
  let cached: { at: number; link: string | null } | null = null;
  return async (url: string): Promise<string | null> => {
    if (!HOME_PATHS.has(url.split('?')[0] ?? '')) return null;
    if (cached && now() - cached.at < TTL_MS) return cached.link;
    try {
      const image = await firstBannerImage(db);
      const link = image
        ? `<${imageAddress(image)}>; rel=preload; as=image; fetchpriority=high`
        : null;
      cached = { at: now(), link };
      return link;
    } catch {
      // The page matters more than the hint: a database that fails here serves it without one.
      return null;
    }
  };
}
