import { describe, expect, it } from 'vitest';
import { ApiError, isUnreachable } from './errors';
import { hasStatus, isWorthRetrying, statusOf } from './refusals';
import { STATUS } from './status-codes';

describe('ApiError', () => {
  it('carries the platform status by name, which flows branch on', () => {
    const error = new ApiError('status', STATUS.BetaEnded.code, 'Beta ended');
    expect(error.statusName).toBe('BetaEnded');
    expect(statusOf(error)).toBe('BetaEnded');
    expect(hasStatus(error, ['VerificationCodeError', 'BetaEnded'])).toBe(true);
    expect(hasStatus(error, ['VerificationCodeError'])).toBe(false);
    expect(error.messageKey).toBe('errors.status.BetaEnded');
  });

  it('knows no status for a code this client does not know, nor for failures on the way', () => {
    expect(new ApiError('status', 9999, 'Brand new').statusName).toBeNull();
    expect(statusOf(new ApiError('network', -1, 'x'))).toBeNull();
    expect(statusOf(new Error('thrown'))).toBeNull();
    expect(hasStatus(undefined, ['ServerError'])).toBe(false);
  });

  it('says when to try again when the platform says how long to wait', () => {
    const error = new ApiError('status', STATUS.TooManyRequests.code, 'Too many', {
      retryAfterSeconds: 61,
    });
    expect(error.messageKey).toBe('errors.tryAgainIn');
    expect(error.messageValues).toEqual({ minutes: 2 });
    const bare = new ApiError('status', STATUS.TooManyRequests.code, 'Too many', { other: 1 });
    expect(bare.messageKey).toBe('errors.status.TooManyRequests');
    expect(bare.messageValues).toBeUndefined();
  });

  it('explains a disabled account by the status its proven owner was told (decision 033)', () => {
    const disabled = (data?: unknown) =>
      new ApiError('status', STATUS.AccountDisabled.code, 'Account Is Disabled', data).messageKey;
    expect(disabled({ memberStatus: 'Frozen' })).toBe('errors.memberStatus.Frozen');
    expect(disabled({ memberStatus: 'Close' })).toBe('errors.memberStatus.Close');
    expect(disabled({ memberStatus: 'Black' })).toBe('errors.memberStatus.Black');
    for (const data of [undefined, null, {}, { memberStatus: 'Actived' }, { memberStatus: 7 }])
      expect(disabled(data)).toBe('errors.status.AccountDisabled');
    const other = new ApiError('status', STATUS.DataError.code, 'x', { memberStatus: 'Frozen' });
    expect(other.messageKey).toBe('errors.status.DataError');
  });

  it('tells a failure on the way (worth retrying) from a refusal', () => {
    expect(isWorthRetrying(new ApiError('network', -1, 'x'))).toBe(true);
    expect(isWorthRetrying(new ApiError('status', STATUS.ServerError.code, 'x'))).toBe(true);
    expect(isWorthRetrying(new ApiError('status', STATUS.TooManyCodeRequests.code, 'x'))).toBe(
      false,
    );
    expect(isUnreachable(new ApiError('offline', -1, 'x'))).toBe(true);
    expect(isUnreachable(new ApiError('status', STATUS.ServerError.code, 'x'))).toBe(false);
  });
});
