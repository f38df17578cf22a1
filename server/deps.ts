import type { Db } from './db/db.ts';
import type { Clock } from './clock.ts';
import type { CodeHasher } from './auth/codes.ts';
import type { PasswordHasher } from './auth/password.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MailLanguage } from './mail/language.ts';

/** What the account and sign-on routes need besides the database. */
export type AppDeps = {
  db: Db;
  clock: Clock;
  hasher: CodeHasher;
  passwords: PasswordHasher;
  mailer: Mailer;
  betaEnded: boolean;
  /** See ServerConfig.codeSendsPerAddressPerHour; unset: the default limit. */
  codeSendsPerAddressPerHour?: number;
  /** Per request (Accept-Language): the language of the mails it sends. */
  mailLanguage?: MailLanguage;
};
