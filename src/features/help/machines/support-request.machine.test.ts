import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { SupportReceipt, SupportRequest } from '../api/schemas/support';
import { STATUS } from '../../../shared/api/status-codes';
import { supportRequestMachine, type SupportRequestInput } from './support-request.machine';

const receipt: SupportReceipt = { number: 'GH-000042', replyEmail: 'a@b.co', mailed: true };

function run(answers: (() => Promise<SupportReceipt>)[], input: SupportRequestInput) {
  const sent: SupportRequest[] = [];
  const kept: string[] = [];
  const actor = createActor(
    supportRequestMachine.provide({
      actors: {
        sendRequest: fromPromise(async ({ input: request }: { input: SupportRequest }) => {
          sent.push(request);
          const next = answers.shift();
          if (!next) throw new Error('unexpected send');
          return next();
        }),
      },
      actions: { keepDraftForSignIn: ({ context }) => void kept.push(context.draft.message) },
    }),
    { input },
  ).start();
  return { actor, sent, kept };
}

function fill(actor: ReturnType<typeof run>['actor'], email = '') {
  actor.send({ type: 'field.change', field: 'topic', value: 'wallet' });
  actor.send({ type: 'field.change', field: 'subject', value: '  Pending  ' });
  actor.send({ type: 'field.change', field: 'message', value: 'Still pending.' });
  if (email) actor.send({ type: 'field.change', field: 'email', value: email });
}

describe('support-request machine', () => {
  it('names what is missing and sends nothing', () => {
    const { actor, sent } = run([], {});
    actor.send({ type: 'request.send', isSignedIn: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({
      topic: 'required',
      subject: 'required',
      message: 'required',
      email: 'required',
    });
    actor.send({ type: 'field.change', field: 'topic', value: 'other' });
    expect(actor.getSnapshot().context.problems.topic).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('sends a trimmed request, without an email for a member, and keeps the receipt', async () => {
    const { actor, sent } = run([async () => receipt], {});
    fill(actor);
    actor.send({ type: 'request.send', isSignedIn: true });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual([
      {
        draftId: actor.getSnapshot().context.draftId,
        topic: 'wallet',
        subject: 'Pending',
        message: 'Still pending.',
      },
    ]);
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    const first = actor.getSnapshot().context.draftId;
    actor.send({ type: 'request.new' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ subject: '', message: '' });
    expect(actor.getSnapshot().context.draftId).not.toBe(first);
  });

  it('keeps the draft on a failure and retries with the same draft id', async () => {
    const { actor, sent } = run(
      [
        async () => {
          throw new ApiError('network', -1, 'Failed to fetch');
        },
        async () => receipt,
      ],
      { draftId: 'draft-kept-0001' },
    );
    fill(actor, 'me@example.com');
    actor.send({ type: 'request.send', isSignedIn: false });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.key).toBe('support.errors.offline');
    expect(actor.getSnapshot().context.draft.message).toBe('Still pending.');
    actor.send({ type: 'request.retry' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent.map((r) => r.draftId)).toEqual(['draft-kept-0001', 'draft-kept-0001']);
    expect(sent[1]?.email).toBe('me@example.com');
  });

  it('keeps the draft for sign-in when the session ended', async () => {
    const { actor, kept } = run(
      [
        async () => {
          throw new ApiError('status', STATUS.TokenExpired.code, 'expired');
        },
      ],
      { draft: { topic: 'quests', subject: 'S', message: 'Kept text' } },
    );
    actor.send({ type: 'request.send', isSignedIn: true });
    await waitFor(actor, (s) => s.matches('signInRequired'));
    expect(kept).toEqual(['Kept text']);
  });
});
