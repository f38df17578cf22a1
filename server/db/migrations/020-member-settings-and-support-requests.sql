-- The menu's setting and support screens (issue 15 item 4, decision 042).

-- A member's notification choices and whether the guided tour should be shown again (issue 16 reads
-- show_step). One row per member, written on the first save; no row reads as the defaults below, so
-- no back-fill of existing members is needed. The time zone stays on members.time_zone, where every
-- "a day" rule already reads it.
-- notify_reward_email: a mail when reward points arrive; notify_quest / notify_wallet /
-- notify_invite: activity messages for quest, wallet and invite events.
CREATE TABLE member_settings (
  member_id           integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  notify_reward_email boolean NOT NULL DEFAULT true,
  notify_quest        boolean NOT NULL DEFAULT true,
  notify_wallet       boolean NOT NULL DEFAULT true,
  notify_invite       boolean NOT NULL DEFAULT true,
  show_step           boolean NOT NULL DEFAULT false,
  updated_at          timestamptz NOT NULL
);

-- Customer service 24/7: what a member or a visitor asked, kept until someone answers it (the
-- answer itself is outside this app). Named support_requests because "tickets" are event tickets
-- (migration 011). member_id is null for a visitor; reply_email is where the confirmation and the
-- answer go. number is what the member quotes (GH-000123), derived from id at insert. draft_id is
-- made by the client once per draft: a retry of the same draft finds its first row instead of a
-- second request and a second mail. mailed: whether the confirmation went out. The indexes serve the per-email, per-member and per-address
-- hourly limits against abuse.
CREATE TABLE support_requests (
  id          bigserial PRIMARY KEY,
  number      text NOT NULL UNIQUE,
  draft_id    text NOT NULL,
  member_id   integer REFERENCES members (id) ON DELETE SET NULL,
  reply_email text NOT NULL CHECK (reply_email = lower(reply_email)),
  topic       text NOT NULL
              CHECK (topic IN ('account', 'quests', 'rewards', 'wallet', 'games', 'other')),
  subject     text NOT NULL CHECK (length(subject) BETWEEN 1 AND 120),
  message     text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  language    text NOT NULL CHECK (language IN ('en-US', 'zh-TW', 'zh-CN')),
  client_ip   text NOT NULL,
  mailed      boolean NOT NULL DEFAULT false,
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX support_requests_draft_idx ON support_requests (reply_email, draft_id);
CREATE INDEX support_requests_email_idx ON support_requests (reply_email, created_at DESC);
CREATE INDEX support_requests_member_idx ON support_requests (member_id, created_at DESC);
CREATE INDEX support_requests_ip_idx ON support_requests (client_ip, created_at DESC);
