import { env } from '../../config/env';

/**
 * Joins a server-given image path onto the image host. Whatever the server sends (an absolute URL,
 * `..`, backslashes, a `javascript:` scheme), the result is a path on the image host.
 */
export function imageUrl(path: string): string {
  const segments = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.' && s !== '..' && !s.includes(':'))
    .map((s) => encodeURIComponent(decodeSafely(s)));
  return `${env.imageHost.replace(/\/+$/, '')}/${segments.join('/')}`;
}

function decodeSafely(segment: string): string {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.includes('/') || decoded === '..' ? segment : decoded;
  } catch {
    return segment;
  }
}
