-- Steam connect (issue 15 item 2, decision 040): a member links one Steam account through Steam's
-- OpenID 2.0 sign-in and earns 100 reward points once per member and once per Steam account (ledger
-- kind steamConnect, source member:<id>). Steam ids are the 64-bit ids as decimal text.

-- A sign-in the member started: the random state names it in the return address, so an assertion
-- can only land on the attempt (and member) that asked for it. provider_url and return_to are the
-- exact values sent, checked against the assertion's op_endpoint and return_to.
CREATE TABLE steam_attempts (
  id           serial PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id),
  state        text NOT NULL UNIQUE,
  provider_url text NOT NULL,
  return_to    text NOT NULL,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX steam_attempts_member_idx ON steam_attempts (member_id, created_at);

-- The one-time codes the return address hands to the app (only their SHA-256 is kept). A code
-- carries either the verified Steam id or the reason the assertion was refused (a status name), so
-- the app shows every outcome in the member's language. used_at: the code was answered once;
-- a retry by the same member answers the same link again, never pays twice.
CREATE TABLE steam_codes (
  code_hash  text PRIMARY KEY,
  attempt_id integer NOT NULL REFERENCES steam_attempts (id),
  member_id  integer NOT NULL REFERENCES members (id),
  steam_id   text CHECK (steam_id IS NULL OR steam_id ~ '^[0-9]{1,20}$'),
  failure    text,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((steam_id IS NULL) <> (failure IS NULL))
);

-- Assertion nonces already seen, per provider: a replayed assertion (the same return address
-- loaded twice, or copied) is refused before it is checked with the provider.
CREATE TABLE steam_nonces (
  provider_url text NOT NULL,
  nonce        text NOT NULL,
  seen_at      timestamptz NOT NULL,
  PRIMARY KEY (provider_url, nonce)
);

-- The current links: one Steam account per member and one member per Steam account (both unique, so
-- two members racing for one account: the second insert waits, then is refused). Disconnecting
-- deletes the row; members.steam_connected mirrors it for the reads that already use it.
CREATE TABLE steam_links (
  steam_id  text PRIMARY KEY,
  member_id integer NOT NULL UNIQUE REFERENCES members (id),
  linked_at timestamptz NOT NULL
);

-- Every Steam account ever rewarded, never deleted: relinking it (by anyone, after a disconnect)
-- pays nothing more. The member side of "once" is the ledger key (steamConnect, member:<id>).
CREATE TABLE steam_rewards (
  steam_id    text PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id),
  entry_id    integer NOT NULL REFERENCES ledger_entries (id),
  rewarded_at timestamptz NOT NULL
);
