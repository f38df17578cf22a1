import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { STATUS, type StatusName } from '../api/status-codes';
import { formErrorFrom } from './form-error';
import { flowErrorFrom, hasSessionEnded, type FlowErrorTable } from './flow-errors';

const refusal = (name: StatusName) => new ApiError('status', STATUS[name].code, name);
const TABLE: FlowErrorTable = {
  offline: 'reward.checkIn.errors.offline',
  refusals: { CheckInDayOver: 'reward.checkIn.errors.dayOver' },
};

describe('flowErrorFrom', () => {
  it("says the flow's own sentence when no answer came, worth retrying", () => {
    for (const kind of ['offline', 'network'] as const) {
      expect(flowErrorFrom(new ApiError(kind, -1, ''), TABLE)).toEqual({
        key: 'reward.checkIn.errors.offline',
        text: '',
        status: null,
        retryable: true,
      });
    }
  });

  it("words a refusal of the flow's table in the flow's sentence, keeping the status", () => {
    const error = refusal('CheckInDayOver');
    expect(flowErrorFrom(error, TABLE)).toEqual({
      ...formErrorFrom(error),
      key: 'reward.checkIn.errors.dayOver',
    });
  });

  it('says a refusal the flow words itself cannot be retried when the table says so', () => {
    const shown = flowErrorFrom(refusal('CheckInDayOver'), { ...TABLE, refusalsAreFinal: true });
    expect(shown.key).toBe('reward.checkIn.errors.dayOver');
    expect(shown.retryable).toBe(false);
  });

  it('leaves any other failure to the shared reading', () => {
    for (const error of [
      refusal('DataNotExist'),
      new ApiError('schema', 200, ''),
      new Error('x'),
    ]) {
      expect(flowErrorFrom(error, TABLE)).toEqual(formErrorFrom(error));
    }
  });
});

describe('hasSessionEnded', () => {
  it('is true for HTTP 401/403 and a token status, false otherwise', () => {
    expect(hasSessionEnded(new ApiError('http', 401, ''))).toBe(true);
    expect(hasSessionEnded(new ApiError('http', 403, ''))).toBe(true);
    expect(hasSessionEnded(new ApiError('http', 500, ''))).toBe(false);
    expect(hasSessionEnded(refusal('TokenExpired'))).toBe(true);
    expect(hasSessionEnded(refusal('DataNotExist'))).toBe(false);
    expect(hasSessionEnded(new ApiError('offline', -1, ''))).toBe(false);
  });
});
