-- The points ledger (decision 024, docs/architecture.md "Money, points and the ledger") and quests, major events
-- and their claims (issue 11). Amounts are bigint minor units (points 1, GACT and USDT 10^-6); ids
-- stay int4 so both drivers hand back JS numbers, and bigint is read as text and parsed.

-- Each member's IANA time zone: "a day" of daily quests and check-ins is a calendar day there, "a
-- week" an ISO week. Everyone starts on UTC until settings let them choose.
ALTER TABLE members ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC'
  CHECK (time_zone ~ '^[A-Za-z0-9_+/-]{1,64}$');

-- One row per member and asset: the balance, changed only in the same transaction as the ledger
-- entry that explains it, under SELECT … FOR UPDATE of this row. Never below zero.
CREATE TABLE balances (
  member_id integer NOT NULL REFERENCES members (id),
  asset     text NOT NULL CHECK (asset IN ('POINT', 'GACT', 'USDT')),
  amount    bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  PRIMARY KEY (member_id, asset)
);

-- Append-only: every credit and debit, with the balance it left. (member_id, kind, source) is the
-- idempotency key: asking again for a key returns this first entry (the receipt), never a second.
CREATE TABLE ledger_entries (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id),
  asset         text NOT NULL CHECK (asset IN ('POINT', 'GACT', 'USDT')),
  direction     text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount        bigint NOT NULL CHECK (amount > 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  kind          text NOT NULL CHECK (kind ~ '^[a-zA-Z]{1,32}$'),
  source        text NOT NULL CHECK (length(source) BETWEEN 1 AND 200),
  created_at    timestamptz NOT NULL,
  UNIQUE (member_id, kind, source)
);
-- History (newest first) and the per-kind reads (check-in days, points ever earned).
CREATE INDEX ledger_entries_member_idx ON ledger_entries (member_id, asset, created_at DESC, id DESC);
CREATE INDEX ledger_entries_kind_idx ON ledger_entries (member_id, kind, created_at);

-- Entries are never changed or removed: a correction is a new entry.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- members.points and members.gact become opening entries and balances (one truth), then go.
-- GACT is numeric with up to 8 decimals; the ledger counts 10^-6. Finer dust would be lost, so the
-- migration refuses to run rather than silently drop value.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM members WHERE gact * 1000000 <> trunc(gact * 1000000)) THEN
    RAISE EXCEPTION 'members.gact holds amounts finer than 0.000001 GACT: settle them before migrating';
  END IF;
END;
$$;

INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
SELECT id, 'POINT', 'credit', points, points, 'opening', 'migration:006:POINT', created_at
  FROM members WHERE points > 0;
INSERT INTO ledger_entries (member_id, asset, direction, amount, balance_after, kind, source, created_at)
SELECT id, 'GACT', 'credit', (gact * 1000000)::bigint, (gact * 1000000)::bigint, 'opening',
       'migration:006:GACT', created_at
  FROM members WHERE gact > 0;
INSERT INTO balances (member_id, asset, amount)
SELECT id, 'POINT', points FROM members
UNION ALL
SELECT id, 'GACT', (gact * 1000000)::bigint FROM members;

ALTER TABLE members DROP COLUMN points;
ALTER TABLE members DROP COLUMN gact;

-- Major events: a set of event quests (claimed with ClaimMission) under one banner and time span.
-- Texts are jsonb keyed by language (en-US, zh-TW, zh-CN). is_trending: shown on /quests.
-- winner_limit: the first N members who claim every quest of the event are its winners.
CREATE TABLE major_events (
  id           serial PRIMARY KEY,
  title        jsonb NOT NULL,
  description  jsonb NOT NULL,
  image        text NOT NULL,
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz NOT NULL CHECK (ends_at > starts_at),
  winner_limit integer CHECK (winner_limit > 0),
  is_trending  boolean NOT NULL DEFAULT false,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX major_events_time_idx ON major_events (ends_at, starts_at);

-- A quest belongs to a partnered game (game_id) or to the platform (null), and an event quest to
-- its major event. Daily and weekly quests are claimed once per period (the member's calendar day
-- or ISO week); oneTime and event quests once. winner_limit counts every claim of the quest.
CREATE TABLE quests (
  id            serial PRIMARY KEY,
  game_id       integer REFERENCES games (id) ON DELETE CASCADE,
  event_id      integer REFERENCES major_events (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('daily', 'weekly', 'oneTime', 'event')),
  title         jsonb NOT NULL,
  description   jsonb NOT NULL,
  item          jsonb,
  image         text NOT NULL,
  reward_points integer NOT NULL CHECK (reward_points > 0),
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  winner_limit  integer CHECK (winner_limit > 0),
  min_level     smallint NOT NULL DEFAULT 0 CHECK (min_level BETWEEN 0 AND 4),
  sort_order    integer NOT NULL DEFAULT 0,
  CHECK ((kind = 'event') = (event_id IS NOT NULL))
);
-- QuestList: platform and game quests by end time (the 7-day tail of ended ones), per game, per event.
CREATE INDEX quests_list_idx ON quests (ends_at, sort_order, id) WHERE event_id IS NULL;
CREATE INDEX quests_game_idx ON quests (game_id, sort_order, id) WHERE game_id IS NOT NULL;
CREATE INDEX quests_event_idx ON quests (event_id, sort_order, id) WHERE event_id IS NOT NULL;

-- What a quest asks. playGame names its game; interactive its https link and a label per language.
-- reachLevel, connectSteam, inviteFriends and checkInDays are read from the member's data.
CREATE TABLE quest_conditions (
  id         serial PRIMARY KEY,
  quest_id   integer NOT NULL REFERENCES quests (id) ON DELETE CASCADE,
  type       text NOT NULL CHECK (type IN ('playGame', 'reachLevel', 'connectSteam',
                                            'inviteFriends', 'checkInDays', 'interactive')),
  target     integer NOT NULL CHECK (target >= 1),
  game_id    integer REFERENCES games (id) ON DELETE CASCADE,
  link       text CHECK (link IS NULL OR link ~ '^https://[^\s<>"]+$'),
  label      jsonb,
  sort_order integer NOT NULL DEFAULT 0,
  CHECK ((type = 'playGame') = (game_id IS NOT NULL)),
  CHECK ((type = 'interactive') = (link IS NOT NULL AND label IS NOT NULL))
);
CREATE INDEX quest_conditions_quest_idx ON quest_conditions (quest_id, sort_order, id);

-- Progress of the stored conditions (playGame, interactive) per member and period ('once' for
-- oneTime and event quests). Only ever raised. started_at: when the member joined the quest.
CREATE TABLE condition_progress (
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  condition_id integer NOT NULL REFERENCES quest_conditions (id) ON DELETE CASCADE,
  period_key   text NOT NULL,
  progress     integer NOT NULL CHECK (progress >= 0),
  started_at   timestamptz NOT NULL,
  completed_at timestamptz,
  PRIMARY KEY (member_id, condition_id, period_key)
);
CREATE INDEX condition_progress_condition_idx ON condition_progress (condition_id, started_at);

-- One claim per member, quest and period, pointing at the ledger entry that paid it. Winners are
-- the first claims of a quest by claimed_at.
CREATE TABLE quest_claims (
  id              serial PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES members (id),
  quest_id        integer NOT NULL REFERENCES quests (id),
  period_key      text NOT NULL,
  ledger_entry_id integer NOT NULL UNIQUE REFERENCES ledger_entries (id),
  claimed_at      timestamptz NOT NULL,
  UNIQUE (member_id, quest_id, period_key)
);
CREATE INDEX quest_claims_quest_idx ON quest_claims (quest_id, claimed_at, id);

-- One-time assessments a partnered game issues for a member's playGame condition; the member brings
-- the code back through the entry redirect. Only a SHA-256 of the (256-bit random) code is kept.
CREATE TABLE game_assessments (
  id           serial PRIMARY KEY,
  code_hash    text NOT NULL UNIQUE,
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  condition_id integer NOT NULL REFERENCES quest_conditions (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
