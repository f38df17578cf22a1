-- Achievements (badges) and event tickets (issue 13, decision 031). Texts are jsonb keyed by language
-- (en-US, zh-TW, zh-CN), like quests. Neither moves points: a badge pays nothing, a ticket is an
-- entry to an event's draw or a partner's tournament.

-- The badge catalogue. A badge is product, not demo data, so it ships with the migration. Each is
-- one criterion over data the platform already keeps, met at `target`: questClaims (quest rewards
-- claimed), checkInStreak (days in a row), invites (invited members signed up), steamConnected,
-- level, lootboxOpens, prizeRedeems (redemptions that did not fail).
CREATE TABLE achievements (
  id          serial PRIMARY KEY,
  code        text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9-]{1,40}$'),
  criterion   text NOT NULL CHECK (criterion IN ('questClaims', 'checkInStreak', 'invites',
                                                 'steamConnected', 'level', 'lootboxOpens',
                                                 'prizeRedeems')),
  target      integer NOT NULL CHECK (target >= 1),
  name        jsonb NOT NULL,
  description jsonb NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0
);

-- A badge a member unlocked: one row per member and badge, ever (the primary key), written with
-- INSERT … ON CONFLICT DO NOTHING when the list is read, so two reads at once store one row and
-- every later read shows its date. unlocked_at: when the criterion was first met, taken from the
-- data (the first claim's time, …), or the first read's time where the data keeps no time.
CREATE TABLE member_achievements (
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  achievement_id integer NOT NULL REFERENCES achievements (id) ON DELETE CASCADE,
  unlocked_at    timestamptz NOT NULL,
  PRIMARY KEY (member_id, achievement_id)
);
-- The profile summary's latest badges.
CREATE INDEX member_achievements_latest_idx ON member_achievements (member_id, unlocked_at DESC);

-- What an event hands out. A ticket is earned by claiming one of its quests (quest_id), by
-- checking in `check_in_days` days while the event runs, or, with neither, granted by the event's
-- team (a stream raffle, a partner's invitation). purpose: what the ticket is for. Every ticket of
-- an offer expires at expires_at (the draw or the tournament), whenever it was issued.
CREATE TABLE ticket_offers (
  id            serial PRIMARY KEY,
  event_id      integer NOT NULL REFERENCES major_events (id) ON DELETE CASCADE,
  quest_id      integer UNIQUE REFERENCES quests (id) ON DELETE CASCADE,
  check_in_days integer CHECK (check_in_days BETWEEN 1 AND 366),
  purpose       jsonb NOT NULL,
  expires_at    timestamptz NOT NULL,
  CHECK (quest_id IS NULL OR check_in_days IS NULL)
);
CREATE INDEX ticket_offers_event_idx ON ticket_offers (event_id);

-- A ticket a member holds: at most one per offer (unique), issued when the offer's criterion was
-- met (the claim's time, the n-th check-in's time). Earned tickets are written on read with
-- INSERT … ON CONFLICT DO NOTHING, like badges. used_at: the draw or tournament took it. Expired is
-- not stored: it is expires_at against the server's clock.
CREATE TABLE member_tickets (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  offer_id   integer NOT NULL REFERENCES ticket_offers (id) ON DELETE CASCADE,
  issued_at  timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > issued_at),
  used_at    timestamptz CHECK (used_at IS NULL OR used_at >= issued_at),
  UNIQUE (member_id, offer_id)
);
CREATE INDEX member_tickets_member_idx ON member_tickets (member_id, expires_at);

INSERT INTO achievements (code, criterion, target, name, description, sort_order) VALUES
  ('first-claim', 'questClaims', 1,
   '{"en-US":"First reward","zh-TW":"首次領獎","zh-CN":"首次领奖"}',
   '{"en-US":"Claim the reward of a quest.","zh-TW":"領取一個任務的獎勵。","zh-CN":"领取一个任务的奖励。"}', 1),
  ('ten-quests', 'questClaims', 10,
   '{"en-US":"Quest veteran","zh-TW":"任務老手","zh-CN":"任务老手"}',
   '{"en-US":"Claim 10 quest rewards.","zh-TW":"領取 10 個任務獎勵。","zh-CN":"领取 10 个任务奖励。"}', 2),
  ('week-streak', 'checkInStreak', 7,
   '{"en-US":"Seven-day streak","zh-TW":"連續七天","zh-CN":"连续七天"}',
   '{"en-US":"Check in 7 days in a row.","zh-TW":"連續 7 天簽到。","zh-CN":"连续 7 天签到。"}', 3),
  ('first-invite', 'invites', 1,
   '{"en-US":"Friend bringer","zh-TW":"好友召集人","zh-CN":"好友召集人"}',
   '{"en-US":"A friend signs up with your invite link.","zh-TW":"一位好友用你的邀請連結註冊。","zh-CN":"一位好友用你的邀请链接注册。"}', 4),
  ('steam-connected', 'steamConnected', 1,
   '{"en-US":"Steam linked","zh-TW":"已連結 Steam","zh-CN":"已连接 Steam"}',
   '{"en-US":"Connect your Steam account.","zh-TW":"連結你的 Steam 帳號。","zh-CN":"连接你的 Steam 账号。"}', 5),
  ('level-two', 'level', 2,
   '{"en-US":"Rising player","zh-TW":"新星玩家","zh-CN":"新星玩家"}',
   '{"en-US":"Reach level 2.","zh-TW":"升到等級 2。","zh-CN":"升到等级 2。"}', 6),
  ('level-four', 'level', 4,
   '{"en-US":"Top tier","zh-TW":"頂尖玩家","zh-CN":"顶尖玩家"}',
   '{"en-US":"Reach level 4.","zh-TW":"升到等級 4。","zh-CN":"升到等级 4。"}', 7),
  ('first-lootbox', 'lootboxOpens', 1,
   '{"en-US":"Box opener","zh-TW":"開箱新手","zh-CN":"开箱新手"}',
   '{"en-US":"Open a lootbox.","zh-TW":"開啟一個寶箱。","zh-CN":"开启一个宝箱。"}', 8),
  ('first-prize', 'prizeRedeems', 1,
   '{"en-US":"First prize","zh-TW":"首次兌換","zh-CN":"首次兑换"}',
   '{"en-US":"Redeem a prize with points.","zh-TW":"用積分兌換一個獎品。","zh-CN":"用积分兑换一个奖品。"}', 9);
