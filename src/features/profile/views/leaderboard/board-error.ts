import { ApiError, GENERIC_ERROR_KEY } from '../../../../shared/api/errors';
import type { TextKey } from '../../../../i18n/text-key';

/**
 * What went wrong, in words: offline, no connection or an unreadable answer say so; anything else
 * (a server error, a time-out) is the board's own "couldn't be loaded".
 */
export function boardErrorKey(error: unknown): TextKey {
  const key = error instanceof ApiError ? error.messageKey : null;
  return key && key !== GENERIC_ERROR_KEY ? key : 'leaderboard.loadFailed';
}
