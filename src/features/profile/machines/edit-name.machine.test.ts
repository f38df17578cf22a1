import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { MemberInfo } from '../../../shared/api/schemas/member';
import { STATUS } from '../../../shared/api/status-codes';
import { editNameMachine } from './edit-name.machine';
import { selectIsEditing, selectNameError } from './edit-name.selectors';

const member = (nickname: string): MemberInfo => ({
  uid: '10000001',
  email: 'demo@gamerhub.test',
  nickname,
  avatar: null,
  level: 2,
  points: 1250,
  gact: '12.5',
  inviteCode: 'GHDEMO01',
  status: 'Actived',
  steamConnected: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function run(answers: ((nickname: string) => Promise<MemberInfo>)[]) {
  const sent: string[] = [];
  const actor = createActor(
    editNameMachine.provide({
      actors: {
        saveName: fromPromise(async ({ input }: { input: { nickname: string } }) => {
          sent.push(input.nickname);
          const next = answers.shift();
          if (!next) throw new Error('unexpected save');
          return next(input.nickname);
        }),
      },
    }),
    { input: { nickname: 'DemoPlayer' } },
  ).start();
  return { actor, sent };
}

describe('edit-name machine', () => {
  it('saves a trimmed new name and remembers the platform’s answer', async () => {
    const { actor, sent } = run([async (n) => member(n)]);
    actor.send({ type: 'name.edit' });
    actor.send({ type: 'name.change', value: '  星際飛行員 ' });
    actor.send({ type: 'name.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual(['星際飛行員']);
    expect(actor.getSnapshot().context.member?.nickname).toBe('星際飛行員');
    expect(actor.getSnapshot().context.saved).toBe('星際飛行員');
  });

  it('never sends a name that breaks the rule, and says why', () => {
    const { actor, sent } = run([]);
    actor.send({ type: 'name.edit' });
    for (const [value, key] of [
      ['abcdefghijklm', 'profile.name.format'],
      ['星星星星星星星星星', 'profile.name.format'],
      ['   ', 'profile.name.required'],
      ['', 'profile.name.required'],
      ['BigAdmin', 'errors.status.NameSensitiveWords'],
    ] as const) {
      actor.send({ type: 'name.change', value });
      expect(selectNameError(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'name.save' });
      expect(selectNameError(actor.getSnapshot())?.key).toBe(key);
      expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    }
    expect(sent).toEqual([]);
  });

  it('does not call the platform for an unchanged name', () => {
    const { actor, sent } = run([]);
    actor.send({ type: 'name.edit' });
    actor.send({ type: 'name.change', value: ' DemoPlayer ' });
    actor.send({ type: 'name.save' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(sent).toEqual([]);
  });

  it('keeps what was typed when the platform refuses or cannot be reached', async () => {
    const { actor } = run([
      async () => {
        throw new ApiError('status', STATUS.NameSensitiveWords.code, 'x');
      },
      async () => {
        throw new ApiError('offline', 0, '');
      },
    ]);
    actor.send({ type: 'name.edit' });
    actor.send({ type: 'name.change', value: 'NewName' });
    actor.send({ type: 'name.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.status).toBe('NameSensitiveWords');
    expect(actor.getSnapshot().context.draft).toBe('NewName');
    actor.send({ type: 'name.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error?.retryable === true);
    expect(actor.getSnapshot().context.draft).toBe('NewName');
    actor.send({ type: 'name.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
  });
});
