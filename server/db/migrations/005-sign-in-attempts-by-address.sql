-- Sign-in limits per (account, client address) instead of per account, so that wrong guesses from
-- one address cannot keep an account's owner out from another one (see login-attempts.ts).

-- Replaces login_attempts (one row per account and one per address for each attempt). Its rows
-- only ever held the last hour of failures, so nothing worth keeping is dropped with it.
DROP TABLE login_attempts;

-- One row per failed (or in-flight, reserved) sign-in attempt: which account (normalised email,
-- known or not; for 'secret', the partnered game), from which client address, and what was wrong:
-- a password, an e-mailed code or a game's client secret (CheckThirdToken). Wrong passwords must
-- never slow down code sign-in or password reset, so each factor has its own limits.
CREATE TABLE sign_in_attempts (
  id           serial PRIMARY KEY,
  account      text NOT NULL,
  address      text NOT NULL,
  factor       text NOT NULL CHECK (factor IN ('password', 'code', 'secret')),
  attempted_at timestamptz NOT NULL
);
CREATE INDEX sign_in_attempts_account_idx ON sign_in_attempts (account, factor, attempted_at);
CREATE INDEX sign_in_attempts_address_idx ON sign_in_attempts (address, attempted_at);
CREATE INDEX sign_in_attempts_time_idx ON sign_in_attempts (attempted_at);

-- When an account's owner was last mailed that its password sign-in hit the hourly ceiling, so
-- one flood of guesses sends one mail, not one per refused guess.
CREATE TABLE sign_in_ceiling_notices (
  account     text PRIMARY KEY,
  notified_at timestamptz NOT NULL
);

-- The language of the owner's last sign-in (the app sends it as Accept-Language): mails not
-- answering one of their own requests (the ceiling notice) are written in it.
ALTER TABLE members ADD COLUMN mail_language text
  CHECK (mail_language IN ('en-US', 'zh-TW', 'zh-CN'));

-- VerificationCode answers whether an email is registered (Register: taken; Login, ResetPassword:
-- unknown). Each such refusal is kept here and counts toward the same per-address hourly limit as
-- the codes mailed, so one address cannot test a list of emails faster than it could get codes.
CREATE TABLE code_request_refusals (
  id         serial PRIMARY KEY,
  address    text NOT NULL,
  refused_at timestamptz NOT NULL
);
CREATE INDEX code_request_refusals_address_idx ON code_request_refusals (address, refused_at);
