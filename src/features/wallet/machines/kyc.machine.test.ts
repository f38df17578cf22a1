import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { KycInfo } from '../api/schemas/kyc';
import { KYC_FIELDS } from '../api/schemas/kyc';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { kycMachine, type KycDraft } from './kyc.machine';
import { validateKyc, type KycFormFields } from './kyc.validation';

const GOOD: KycFormFields = {
  firstName: 'Mei',
  lastName: 'Lin',
  gender: 'Female',
  dateOfBirth: '1994-06-01',
  idNumber: 'A123456789',
  issuingCountry: 'TW',
  nationality: 'TW',
  phone: '+886 912 345 678',
  industry: 'Technology',
  occupation: 'Engineer',
  placeOfBirth: 'Tainan',
  residenceCountry: 'TW',
  address: '12 Harbour Road, Tainan',
};
const info: KycInfo = {
  status: 'NoCheck',
  submittedAt: '2026-11-27T04:00:00.000Z',
  reviewedAt: null,
};
const refused = (name: StatusName) => new ApiError('status', STATUS[name].code, name);
const proof = {
  fileName: 'bill.pdf',
  content: 'JVBERi0=',
  size: 5,
  check: { ok: true, kind: 'pdf' } as const,
};

function start(outcomes: unknown[] = [], saved: KycDraft[] = []) {
  const machine = kycMachine.provide({
    actors: {
      submitKyc: fromPromise(() => {
        const value = outcomes.shift() ?? info;
        return value instanceof Error ? Promise.reject(value) : Promise.resolve(value as KycInfo);
      }),
    },
    actions: { saveDraft: (_, params) => void saved.push(params.draft) },
  });
  return createActor(machine, { input: {} }).start();
}

function fill(actor: ReturnType<typeof start>) {
  for (const field of KYC_FIELDS) actor.send({ type: 'field.change', field, value: GOOD[field] });
  actor.send({ type: 'proof.select', ...proof });
}

describe('kyc validation', () => {
  it('gives each field its own message and accepts a complete form', () => {
    expect(validateKyc(GOOD, true)).toEqual({});
    const empty = Object.fromEntries(KYC_FIELDS.map((f) => [f, ''])) as KycFormFields;
    const errors = validateKyc(empty, false);
    for (const field of KYC_FIELDS) expect(errors[field]).toBe(`wallet.kyc.errors.${field}`);
    expect(errors.proof).toBe('wallet.kyc.errors.proofMissing');
    expect(validateKyc({ ...GOOD, dateOfBirth: '2020-01-01' }, true)).toEqual({
      dateOfBirth: 'wallet.kyc.errors.dateOfBirth',
    });
  });
});

describe('kycMachine', () => {
  it('shows field errors, refuses a bad file, then sends', async () => {
    const actor = start();
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toHaveLength(KYC_FIELDS.length + 1);
    fill(actor);
    actor.send({ type: 'proof.select', ...proof, check: { ok: false, reason: 'type' } });
    expect(actor.getSnapshot().context.errors.proof).toBe('wallet.kyc.errors.proofType');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'proof.select', ...proof });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(actor.getSnapshot().context.info).toEqual(info);
  });

  it('keeps everything on a failure, shows an open application, saves the draft on a 401', async () => {
    const saved: KycDraft[] = [];
    const actor = start(
      [refused('UploadError'), refused('KycProcessing'), new ApiError('http', 401, '')],
      saved,
    );
    fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.submitError !== null);
    expect(actor.getSnapshot().context.fields).toEqual(GOOD);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'form.edit' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    expect(saved[0]!.fields).toEqual(GOOD);
    expect(saved[0]!.proof?.fileName).toBe('bill.pdf');
  });
});
