// HistoryStatus of an entry from its order's status (decision 038), and the reader registry keyed
// by source prefix, with readers defined here (the real convert and withdraw readers are wired at merge).
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/db.ts';
import { entryStatus, orderStatuses, type OrderStatusReader } from './history-status.ts';

describe('entryStatus', () => {
  it.each([
    ['convertOut', 'Processing', 'Dealing'],
    ['convertIn', 'Succeed', 'Success'],
    ['convertFee', 'Failed', 'Fail'],
    ['withdraw', 'NoApprove', 'Dealing'],
    ['withdraw', 'CustomerServicePass', 'Dealing'],
    ['withdrawFee', 'AdminPass', 'Success'],
    ['withdraw', 'Reject', 'Fail'],
    ['prizeRedeem', 'Dealing', 'Dealing'],
    ['prizeRedeem', 'NeedConfirm', 'NeedConfirm'],
    ['prizeRedeem', 'Success', 'Success'],
    ['prizeRedeem', 'Fail', 'Fail'],
  ] as const)('%s of an order %s is %s', (kind, order, status) => {
    expect(entryStatus(kind, order)).toEqual({ status, orderStatus: order });
  });

  it('is Success for a posted entry without an order', () => {
    expect(entryStatus('checkIn', undefined)).toEqual({ status: 'Success', orderStatus: null });
    expect(entryStatus('checkIn', null)).toEqual({ status: 'Success', orderStatus: null });
  });

  it('is Success for the refund of a rejected or failed order: the refund itself was posted', () => {
    expect(entryStatus('withdrawRefund', 'Reject')).toEqual({
      status: 'Success',
      orderStatus: 'Reject',
    });
    expect(entryStatus('prizeRefund', 'Fail').status).toBe('Success');
  });

  it('is Dealing for an order status this build does not know, and never echoes it', () => {
    expect(entryStatus('convertOut', 'Teleported')).toEqual({
      status: 'Dealing',
      orderStatus: null,
    });
  });
});

describe('orderStatuses', () => {
  const db = {} as Queryable;
  it('asks each registered reader once for its own sources and skips unregistered prefixes', async () => {
    const calls: string[][] = [];
    const convert: OrderStatusReader = async (_db, memberId, sources) => {
      calls.push(sources);
      expect(memberId).toBe(7);
      return new Map(sources.map((s) => [s, s.endsWith(':1') ? 'Succeed' : 'Processing']));
    };
    const found = await orderStatuses(
      db,
      7,
      ['convert:1', 'convert:2', 'convert:1', 'withdraw:9', 'quest:3:once', 'nocolon'],
      { convert },
    );
    expect(calls).toEqual([['convert:1', 'convert:2']]);
    expect([...found]).toEqual([
      ['convert:1', 'Succeed'],
      ['convert:2', 'Processing'],
    ]);
  });

  it('never treats an inherited name as a prefix', async () => {
    expect((await orderStatuses(db, 1, ['constructor:1', 'toString:2'], {})).size).toBe(0);
  });
});
