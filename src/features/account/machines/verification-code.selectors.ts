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
export const selectCanRetry = (s: Snapshot) =>
  s.matches('failed') && s.context.error?.retryable !== false;
export const selectCanResend = (s: Snapshot) =>
  s.matches({ waiting: 'resendable' }) || s.matches('failed');
