// The mails the platform sends, in the member's language (the app sends it as Accept-Language;
// see language.ts). Every language has every text: the type below makes a missing one a type error.
import type { Mail } from './mailer.ts';
import type { MailLanguage } from './language.ts';

type MailTexts = {
  codeSubject: string;
  codeIntro: string;
  /** What the code is for, by code type. */
  purpose: Record<
    'Register' | 'ResetPassword' | 'Login' | 'Authorize' | 'Transfer' | 'other',
    string
  >;
  codeUse: (purpose: string, minutes: number) => string;
  codeIgnore: string;
  emailChangedSubject: string;
  emailChanged: (hint: string) => string;
  emailChangedHelp: string;
  passwordChangedSubject: string;
  passwordChanged: string;
  passwordChangedHelp: string;
  ceilingSubject: string;
  ceiling: string;
  ceilingHelp: string;
};

const TEXTS: Record<MailLanguage, MailTexts> = {
  'en-US': {
    codeSubject: 'Your GamerHub verification code',
    codeIntro: 'Your GamerHub verification code is',
    purpose: {
      Register: 'finish signing up',
      ResetPassword: 'reset your password',
      Login: 'sign in',
      Authorize: 'make this your GamerHub sign-in email',
      Transfer: 'confirm your GACT withdrawal',
      other: 'continue',
    },
    codeUse: (purpose, minutes) =>
      `Enter it to ${purpose}. It is valid for ${minutes} minutes and can be used once.`,
    codeIgnore:
      'If you did not ask for it, you can ignore this e-mail: nobody can use your account without the code.',
    emailChangedSubject: 'Your GamerHub sign-in email was changed',
    emailChanged: (hint) => `The sign-in email of your GamerHub account was changed to ${hint}.`,
    emailChangedHelp:
      'If you did not do this, contact GamerHub customer service (24/7) right away.',
    passwordChangedSubject: 'Your GamerHub password was changed',
    passwordChanged:
      'The password of your GamerHub account was changed. Every other device was signed out.',
    passwordChangedHelp:
      'If you did not do this, reset your password (Forgot password? on the sign-in page) and contact GamerHub customer service (24/7).',
    ceilingSubject: 'Many wrong passwords were tried on your GamerHub account',
    ceiling:
      'Someone entered a wrong password for your GamerHub account many times within an hour, so signing in with the password is paused for up to an hour.',
    ceilingHelp:
      'You can still sign in with a code sent to this e-mail, or reset your password (Forgot password? on the sign-in page). If these tries were not yours, choosing a new, strong password is a good idea.',
  },
  'zh-TW': {
    codeSubject: '你的 GamerHub 驗證碼',
    codeIntro: '你的 GamerHub 驗證碼是',
    purpose: {
      Register: '完成註冊',
      ResetPassword: '重設密碼',
      Login: '登入',
      Authorize: '將此電子郵件設為你的 GamerHub 登入電子郵件',
      Transfer: '確認你的 GACT 提領',
      other: '繼續',
    },
    codeUse: (purpose, minutes) =>
      `請輸入此驗證碼以${purpose}。驗證碼 ${minutes} 分鐘內有效，僅能使用一次。`,
    codeIgnore: '如果這不是你本人的請求，請忽略此郵件：沒有驗證碼，任何人都無法使用你的帳號。',
    emailChangedSubject: '你的 GamerHub 登入電子郵件已變更',
    emailChanged: (hint) => `你的 GamerHub 帳號登入電子郵件已變更為 ${hint}。`,
    emailChangedHelp: '如果這不是你本人的操作，請立即聯絡 GamerHub 24/7 客服。',
    passwordChangedSubject: '你的 GamerHub 密碼已變更',
    passwordChanged: '你的 GamerHub 帳號密碼已變更，其他裝置皆已登出。',
    passwordChangedHelp:
      '如果這不是你本人的操作，請在登入頁點選「忘記密碼？」重設密碼，並聯絡 GamerHub 24/7 客服。',
    ceilingSubject: '有人多次以錯誤密碼嘗試登入你的 GamerHub 帳號',
    ceiling: '一小時內有人多次輸入你的 GamerHub 帳號的錯誤密碼，因此密碼登入將暫停最多一小時。',
    ceilingHelp:
      '你仍可使用寄到此電子郵件的驗證碼登入，或在登入頁點選「忘記密碼？」重設密碼。如果這些嘗試不是你本人所為，建議設定一個新的高強度密碼。',
  },
  'zh-CN': {
    codeSubject: '你的 GamerHub 验证码',
    codeIntro: '你的 GamerHub 验证码是',
    purpose: {
      Register: '完成注册',
      ResetPassword: '重置密码',
      Login: '登录',
      Authorize: '将此邮箱设为你的 GamerHub 登录邮箱',
      Transfer: '确认你的 GACT 提现',
      other: '继续',
    },
    codeUse: (purpose, minutes) =>
      `请输入此验证码以${purpose}。验证码 ${minutes} 分钟内有效，仅能使用一次。`,
    codeIgnore: '如果这不是你本人的请求，请忽略此邮件：没有验证码，任何人都无法使用你的账号。',
    emailChangedSubject: '你的 GamerHub 登录邮箱已更改',
    emailChanged: (hint) => `你的 GamerHub 账号登录邮箱已更改为 ${hint}。`,
    emailChangedHelp: '如果这不是你本人的操作，请立即联系 GamerHub 24/7 客服。',
    passwordChangedSubject: '你的 GamerHub 密码已更改',
    passwordChanged: '你的 GamerHub 账号密码已更改，其他设备均已退出登录。',
    passwordChangedHelp:
      '如果这不是你本人的操作，请在登录页点击“忘记密码？”重置密码，并联系 GamerHub 24/7 客服。',
    ceilingSubject: '有人多次使用错误密码尝试登录你的 GamerHub 账号',
    ceiling: '一小时内有人多次输入你的 GamerHub 账号的错误密码，因此密码登录将暂停最多一小时。',
    ceilingHelp:
      '你仍可使用发送到此邮箱的验证码登录，或在登录页点击“忘记密码？”重置密码。如果这些尝试不是你本人所为，建议设置一个新的高强度密码。',
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain mail: the text lines, the same as HTML paragraphs, signed GamerHub. */
function plainMail(
  to: string,
  subject: string,
  language: MailLanguage,
  paragraphs: string[],
): Mail {
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<p>GamerHub</p>',
    '</body></html>',
  ].join('');
  return {
    to,
    subject,
    text: [...paragraphs.flatMap((p) => [p, '']), 'GamerHub'].join('\n'),
    html,
  };
}

/** The e-mail with a verification code: the code, what it is for, its validity. */
export function verificationCodeMail(
  to: string,
  code: string,
  codeType: string,
  validMinutes: number,
  language: MailLanguage = 'en-US',
): Mail {
  const texts = TEXTS[language];
  // A code type may carry its owner (`Authorize:42`): the mail and the log name only the type.
  const kind = codeType.split(':')[0] ?? codeType;
  const purpose = texts.purpose[kind as keyof MailTexts['purpose']] ?? texts.purpose.other;
  const use = texts.codeUse(purpose, validMinutes);
  const lines = [`${texts.codeIntro} ${code}`, '', use, texts.codeIgnore, '', 'GamerHub'];
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(texts.codeIntro)}</p>`,
    `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(use)}</p>`,
    `<p>${escapeHtml(texts.codeIgnore)}</p>`,
    '<p>GamerHub</p>',
    '</body></html>',
  ].join('');
  return {
    to,
    subject: texts.codeSubject,
    text: lines.join('\n'),
    html,
    code: { value: code, type: kind },
  };
}

/**
 * Tells the old address that the sign-in email moved: if the member did not do it, they know at
 * once and whom to contact. The new address is only hinted at (first letter and domain).
 */
export function emailChangedMail(
  oldEmail: string,
  newEmail: string,
  language: MailLanguage = 'en-US',
): Mail {
  const texts = TEXTS[language];
  const [local = '', domain = ''] = newEmail.split('@');
  const hint = `${local.slice(0, 1)}***@${domain}`;
  return plainMail(oldEmail, texts.emailChangedSubject, language, [
    texts.emailChanged(hint),
    texts.emailChangedHelp,
  ]);
}

/** Tells the member their password was changed while signed in, and what to do if it was not them. */
export function passwordChangedMail(to: string, language: MailLanguage = 'en-US'): Mail {
  const texts = TEXTS[language];
  return plainMail(to, texts.passwordChangedSubject, language, [
    texts.passwordChanged,
    texts.passwordChangedHelp,
  ]);
}

/**
 * Tells the owner that wrong passwords hit the account's hourly ceiling, so they know why password
 * sign-in is refused and that code sign-in and reset still work.
 */
export function signInCeilingMail(to: string, language: MailLanguage = 'en-US'): Mail {
  const texts = TEXTS[language];
  return plainMail(to, texts.ceilingSubject, language, [texts.ceiling, texts.ceilingHelp]);
}
