import type { SnapshotFrom } from 'xstate';
import type { verificationCodeMachine } from './verification-code.machine';

type Snapshot = SnapshotFrom<typeof verificationCodeMachine>;

export const selectCode = (s: Snapshot) => s.context.code;
export const selectCodeError = (s: Snapshot) => s.context.error;
export const selectSentAt = (s: Snapshot) => s.context.sentAt;
export const selectEmail = (s: Snapshot) => s.context.email;
export const selectIsSending = (s: Snapshot) => s.matches('sending');
export const selectSendFailed = (s: Snapshot) => s.matches('failed');
/**
 * A send that failed on the way (connection, mail server) is worth trying again at once; a refusal
 * (unknown or taken email, too many codes) is not: the member changes the email or waits.
 */
const RETRYABLE_KEYS: readonly (string | null)[] = [
  null,
  'errors.network',
  'errors.badResponse',
  'errors.generic',
  'errors.status.ServerError',
  'errors.status.VerificationCodeSendFailed',
];
export const selectCanRetry = (s: Snapshot) =>
  s.matches('failed') && RETRYABLE_KEYS.includes(s.context.error?.key ?? null);
export const selectCanResend = (s: Snapshot) =>
  s.matches({ waiting: 'resendable' }) || s.matches('failed');
