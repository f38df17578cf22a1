-- Accounts and single sign-on: e-mailed verification codes, sign-in limits, one-time sign-on codes,
-- partnered games with their registered return address, the grants members give them, and the
-- local mail outbox. Times that drive expiry are written from the app's clock, not now().

ALTER TABLE members ADD COLUMN phone text;

-- uids of members who sign up (the seeded ones are 10000001…).
CREATE SEQUENCE member_uid_seq START WITH 10001001;

-- Only an HMAC of each 6-digit code is kept. A newer code for the same email and type supersedes
-- the older ones; five wrong tries kill a code.
CREATE TABLE verification_codes (
  id              serial PRIMARY KEY,
  email           text NOT NULL CHECK (email = lower(email)),
  code_type       text NOT NULL,
  code_hash       text NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  used_at         timestamptz,
  dead_at         timestamptz
);
CREATE INDEX verification_codes_email_idx ON verification_codes (email, code_type, id DESC);
CREATE INDEX verification_codes_sent_idx ON verification_codes (email, created_at);

-- Failed sign-in attempts (and in-flight ones, reserved before the check), per account (the email)
-- and per client address. Kept in the database so the limits survive a restart.
CREATE TABLE login_attempts (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('account', 'address')),
  subject      text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_subject_idx ON login_attempts (kind, subject, attempted_at);
CREATE INDEX login_attempts_time_idx ON login_attempts (attempted_at);

-- Games that may ask members to sign in with the platform. The return address is registered here
-- and never taken from a request. Only a SHA-256 of the client secret is stored.
CREATE TABLE partner_games (
  game_id            integer PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  return_url         text NOT NULL,
  client_secret_hash text NOT NULL,
  scopes             text[] NOT NULL
);

-- What a member allowed a game to see. Revoking deletes the row, and with it the game's unredeemed codes.
CREATE TABLE game_grants (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id    integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  scopes     text[] NOT NULL,
  granted_at timestamptz NOT NULL,
  UNIQUE (member_id, game_id)
);

-- One-time codes: 'reback' exchanges for a platform login, 'game' is redeemed by a partnered game.
-- Only SHA-256 digests of the (256-bit random) codes are stored.
CREATE TABLE sign_on_codes (
  id         serial PRIMARY KEY,
  purpose    text NOT NULL CHECK (purpose IN ('reback', 'game')),
  code_hash  text NOT NULL UNIQUE,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id    integer REFERENCES games (id) ON DELETE CASCADE,
  grant_id   integer REFERENCES game_grants (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  CHECK ((purpose = 'game') = (grant_id IS NOT NULL AND game_id IS NOT NULL))
);

-- Mails kept locally when no SMTP server is configured (the demo's /outbox page).
CREATE TABLE outbox (
  id         serial PRIMARY KEY,
  to_email   text NOT NULL,
  subject    text NOT NULL,
  text_body  text NOT NULL,
  html_body  text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_to_idx ON outbox (to_email, id DESC);
