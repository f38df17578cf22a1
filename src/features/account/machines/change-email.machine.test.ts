// The change-email flow against a fake platform: which code goes to the platform after a refusal.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { ApiError } from '../../../shared/api/errors';
import type { MemberInfo } from '../../../shared/api/schemas/member';
import { STATUS, type StatusName } from '../../../shared/api/status-codes';
import { changeEmailMachine } from './change-email.machine';
import { emailCodeMachine } from './email-code.machine';
import { verificationCodeMachine } from './verification-code.machine';

const refusal = (name: StatusName) => new ApiError('status', STATUS[name].code, name);
const settle = () => new Promise((r) => setTimeout(r, 0));

/** The flow with a fake platform: code requests and change requests are counted. */
function run(answers: (() => Promise<MemberInfo>)[]) {
  const sent: unknown[] = [];
  const changes: { code: string; password: string }[] = [];
  const machine = changeEmailMachine.provide({
    actors: {
      emailCode: emailCodeMachine.provide({
        actors: {
          verificationCode: verificationCodeMachine.provide({
            actors: {
              sendCode: fromPromise(async ({ input }) => {
                sent.push(input);
                return null;
              }),
            },
          }),
        },
      }),
      changeEmail: fromPromise(async ({ input }) => {
        changes.push({ code: input.code, password: input.password });
        const answer = answers[changes.length - 1];
        if (!answer) throw new Error('no answer given');
        return answer();
      }),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'email.change', value: 'luna.new@model.test' });
  actor.send({ type: 'password.change', value: 'Luna#2026pass' });
  actor.send({ type: 'form.submit' });
  return { actor, sent, changes };
}

type Flow = ReturnType<typeof run>['actor'];
const codeStepOf = (actor: Flow) =>
  (
    actor.getSnapshot().children.emailCode as ActorRefFrom<typeof emailCodeMachine> | undefined
  )?.getSnapshot().children.verificationCode as
    ActorRefFrom<typeof verificationCodeMachine> | undefined;
async function typeCode(actor: Flow, code: string) {
  await settle();
  const step = codeStepOf(actor);
  if (!step) throw new Error('no code step is running');
  step.send({ type: 'code.change', value: code });
  step.send({ type: 'code.submit' });
  await settle();
}

describe('change email after the platform refused something', () => {
  it('a refused code is not sent again from the form: the code step comes back, no new mail', async () => {
    const { actor, sent, changes } = run([
      async () => {
        throw refusal('VerificationCodeError');
      },
      async () => ({ uid: 'u', email: 'luna.new@model.test' }) as MemberInfo,
    ]);
    await typeCode(actor, '000000');
    expect(actor.getSnapshot().value).toBe('code');
    // Back to the form (say, to look at the email), and on again.
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('code');
    expect(changes).toEqual([{ code: '000000', password: 'Luna#2026pass' }]);
    expect(sent).toHaveLength(1);
    expect(codeStepOf(actor)?.getSnapshot().value).toEqual({ waiting: 'cooling' });
    // The right code goes on.
    await typeCode(actor, '111111');
    expect(changes.map((c) => c.code)).toEqual(['000000', '111111']);
    expect(actor.getSnapshot().value).toBe('changed');
  });

  it('after a refused password the code is kept: fixed, the change goes straight on with it', async () => {
    const { actor, sent, changes } = run([
      async () => {
        throw refusal('PasswordNotMatch');
      },
      async () => ({ uid: 'u', email: 'luna.new@model.test' }) as MemberInfo,
    ]);
    await typeCode(actor, '111111');
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'password.change', value: 'Luna#2026pass!' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(changes).toEqual([
      { code: '111111', password: 'Luna#2026pass' },
      { code: '111111', password: 'Luna#2026pass!' },
    ]);
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('changed');
  });
});
