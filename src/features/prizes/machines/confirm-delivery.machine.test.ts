import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { ExchangeRecord } from '../api/schemas/prize';
import { STATUS } from '../../../shared/api/status-codes';
import { confirmDeliveryMachine } from './confirm-delivery.machine';
import { validateDelivery, type DeliveryFields } from './confirm-delivery.validation';

const delivery: DeliveryFields = {
  name: 'Ada',
  phone: '+886 912 345 678',
  address: '1 Long Road, Taipei',
};
const record = { id: 5, status: 'Dealing', delivery } as unknown as ExchangeRecord;

function run(answers: (() => Promise<ExchangeRecord>)[]) {
  const sent: { id: number; delivery: DeliveryFields }[] = [];
  const actor = createActor(
    confirmDeliveryMachine.provide({
      actors: {
        confirmExchange: fromPromise(
          async ({ input }: { input: { id: number; delivery: DeliveryFields } }) => {
            sent.push(input);
            const next = answers.shift();
            if (!next) throw new Error('unexpected confirm');
            return next();
          },
        ),
      },
    }),
    { input: { recordId: 5 } },
  ).start();
  const type = (f: DeliveryFields) => {
    for (const field of ['name', 'phone', 'address'] as const)
      actor.send({ type: 'field.change', field, value: f[field] });
  };
  return { actor, sent, type };
}

describe('validateDelivery', () => {
  it('names each field with a problem', () => {
    expect(validateDelivery({ name: ' ', phone: 'call me', address: 'x' })).toEqual({
      name: 'exchange.delivery.errors.nameRequired',
      phone: 'exchange.delivery.errors.phone',
      address: 'exchange.delivery.errors.addressShort',
    });
    expect(validateDelivery(delivery)).toEqual({});
  });
});

describe('confirmDelivery machine', () => {
  it('refuses to send an invalid form and says why per field', () => {
    const { actor, sent } = run([]);
    actor.send({ type: 'delivery.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual([
      'name',
      'phone',
      'address',
    ]);
    actor.send({ type: 'field.change', field: 'name', value: 'Ada' });
    expect(actor.getSnapshot().context.fieldErrors.name).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed details and ends confirmed', async () => {
    const { actor, sent, type } = run([async () => record]);
    type({ ...delivery, name: '  Ada ' });
    actor.send({ type: 'delivery.submit' });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(sent).toEqual([{ id: 5, delivery }]);
  });

  it('keeps every typed field through a failure and sends them again', async () => {
    const { actor, sent, type } = run([
      async () => {
        throw new ApiError('http', 500, 'Internal Server Error');
      },
      async () => record,
    ]);
    type(delivery);
    actor.send({ type: 'delivery.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.fields).toEqual(delivery);
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'delivery.submit' });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(sent[1]).toEqual(sent[0]);
  });

  it('a session end keeps the typed details for the way back through sign-in, once', async () => {
    const first = run([
      async () => {
        throw new ApiError('status', STATUS.TokenExpired.code, 'TokenExpired');
      },
    ]);
    first.type(delivery);
    first.actor.send({ type: 'delivery.submit' });
    await waitFor(first.actor, (s) => s.matches('signInRequired'));
    const back = run([]);
    expect(back.actor.getSnapshot().context.fields).toEqual(delivery);
    expect(run([]).actor.getSnapshot().context.fields).toEqual({
      name: '',
      phone: '',
      address: '',
    });
  });
});
