import { ApiError } from '../../api/errors';
import type { TextKey } from '../../i18n/text-key';

/** What went wrong, in words: offline, a server error, an unreadable answer… or the board's own. */
export function boardErrorKey(error: unknown): TextKey {
  return (error instanceof ApiError && error.messageKey) || 'leaderboard.loadFailed';
}
