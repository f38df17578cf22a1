import type { Mail } from './mailer.ts';

const PURPOSE: Record<string, string> = {
  Register: 'finish signing up',
  ResetPassword: 'reset your password',
  Login: 'sign in',
  Authorize: 'make this your GamerHub sign-in email',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The e-mail with a verification code: English, the code, its 10-minute validity. */
export function verificationCodeMail(
  to: string,
  code: string,
  codeType: string,
  validMinutes: number,
): Mail {
  // A code type may carry its owner (`Authorize:42`): the mail and the log name only the type.
  const kind = codeType.split(':')[0] ?? codeType;
  const purpose = PURPOSE[kind] ?? 'continue';
  const subject = `Your GamerHub verification code`;
  const lines = [
    `Your GamerHub verification code is ${code}.`,
    '',
    `Enter it to ${purpose}. It is valid for ${validMinutes} minutes and can be used once.`,
    'If you did not ask for it, you can ignore this e-mail: nobody can use your account without the code.',
    '',
    'GamerHub',
  ];
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif">',
    `<p>Your GamerHub verification code is</p>`,
    `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>`,
    `<p>Enter it to ${escapeHtml(purpose)}. It is valid for ${validMinutes} minutes and can be used once.</p>`,
    '<p>If you did not ask for it, you can ignore this e-mail: nobody can use your account without the code.</p>',
    '<p>GamerHub</p>',
    '</body></html>',
  ].join('');
  return { to, subject, text: lines.join('\n'), html, code: { value: code, type: kind } };
}

/**
 * Tells the old address that the sign-in email moved: if the member did not do it, they know at
 * once and whom to contact. The new address is only hinted at (first letter and domain).
 */
export function emailChangedMail(oldEmail: string, newEmail: string): Mail {
  const [local = '', domain = ''] = newEmail.split('@');
  const hint = `${local.slice(0, 1)}***@${domain}`;
  const lines = [
    `The sign-in email of your GamerHub account was changed to ${hint}.`,
    '',
    'If you did not do this, contact GamerHub customer service (24/7) right away.',
    '',
    'GamerHub',
  ];
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif">',
    `<p>The sign-in email of your GamerHub account was changed to ${escapeHtml(hint)}.</p>`,
    '<p>If you did not do this, contact GamerHub customer service (24/7) right away.</p>',
    '<p>GamerHub</p>',
    '</body></html>',
  ].join('');
  return {
    to: oldEmail,
    subject: 'Your GamerHub sign-in email was changed',
    text: lines.join('\n'),
    html,
  };
}

/** Tells the member their password was changed while signed in, and what to do if it was not them. */
export function passwordChangedMail(to: string): Mail {
  const lines = [
    'The password of your GamerHub account was changed. Every other device was signed out.',
    '',
    'If you did not do this, reset your password (Forgot password? on the sign-in page) and contact GamerHub customer service (24/7).',
    '',
    'GamerHub',
  ];
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif">',
    '<p>The password of your GamerHub account was changed. Every other device was signed out.</p>',
    '<p>If you did not do this, reset your password (Forgot password? on the sign-in page) and contact GamerHub customer service (24/7).</p>',
    '<p>GamerHub</p>',
    '</body></html>',
  ].join('');
  return { to, subject: 'Your GamerHub password was changed', text: lines.join('\n'), html };
}
