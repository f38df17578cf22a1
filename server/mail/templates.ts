import type { Mail } from './mailer.ts';

const PURPOSE: Record<string, string> = {
  Register: 'finish signing up',
  ResetPassword: 'reset your password',
  Login: 'sign in',
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
  const purpose = PURPOSE[codeType] ?? 'continue';
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
  return { to, subject, text: lines.join('\n'), html, code: { value: code, type: codeType } };
}
