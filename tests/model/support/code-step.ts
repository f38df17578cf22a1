// Helpers for the flows that embed the verification code step (code sign-in, password reset):
// reading the real emailed code, a fresh mailbox per path, and a real fault in the code step.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { codeFromOutbox } from '../../../server/test-support/test-app';
import type { CoverageRecorder } from './coverage';
import type { LiveApi } from './live-api';
import type { RenderedApp } from './render-app';

export const SEND_CODE = '/api/Member/VerificationCode';
export const LOGIN_BY_CODE = '/api/Member/LoginByCode';
export const RESET_PASSWORD = '/api/Member/ResetPassword';

/** Sent-code limits (5 an hour) and sign-in limits: every path starts with none used. */
export async function forgetCodesAndAttempts(api: LiveApi): Promise<void> {
  const { db } = api.testApp.testDb;
  await db.query('DELETE FROM verification_codes');
  await db.query('DELETE FROM sign_in_attempts');
  await db.query('DELETE FROM code_request_refusals');
}

/** The code mailed last to `email`; `wrong` gives another 6-digit code that is surely not it. */
export async function mailedCode(api: LiveApi, email: string, wrong = false): Promise<string> {
  const code = await codeFromOutbox(api.testApp.app, email);
  if (!wrong) return code;
  return code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
}

/** Waits until the code step says where the code went (it is no longer sending). */
export async function codeWasSent(app: RenderedApp, email: string): Promise<void> {
  await screen.findByText(app.t('verification.sentTo', { email }));
}

/** Remembers the newest actor of the given id, so a test can break it (a real fault, not a stub). */
export function watchActor(
  recorder: CoverageRecorder,
  id: string,
): { current(): AnyActorRef | undefined } {
  let latest: AnyActorRef | undefined;
  const record = recorder.inspect;
  (recorder as { inspect: (e: InspectionEvent) => void }).inspect = (event) => {
    record(event);
    const actor = event.actorRef as AnyActorRef;
    if (event.type === '@xstate.actor' && actor.id === id) latest = actor;
  };
  return { current: () => latest };
}

/** Makes the running code step throw (an action fails on a malformed event): the flow must recover. */
export async function breakCodeStep(watch: { current(): AnyActorRef | undefined }): Promise<void> {
  const actor = watch.current();
  if (!actor) throw new Error('no code step is running');
  actor.send({ type: 'code.change', value: undefined });
  await waitFor(() => expect(actor.getSnapshot().status).toBe('error'));
}

/** Makes the running email code step throw (a malformed email reaches its check): a real fault. */
export async function breakEmailCodeStep(watch: {
  current(): AnyActorRef | undefined;
}): Promise<void> {
  const actor = watch.current();
  if (!actor) throw new Error('no email code step is running');
  actor.send({ type: 'email.edit' });
  actor.send({ type: 'email.change', value: undefined });
  actor.send({ type: 'email.submit' });
  await waitFor(() => expect(actor.getSnapshot().status).toBe('error'));
}
