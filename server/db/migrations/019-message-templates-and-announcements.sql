-- Activity messages as i18n templates, and server-driven announcements (issue 15 items 3 and 5,
-- decision 041).

-- messages: a message is stored as a template key and its parameters, not as English sentences, so
-- every language reads its own (the server renders title and content from its catalogue in the
-- request's Accept-Language). Rows written before this migration are mapped to the template they
-- were written from when their text is one the seed wrote; any other row keeps its words under the
-- `plain` template, which shows them as they are in every language (nothing to translate from).
ALTER TABLE messages
  ADD COLUMN template text,
  ADD COLUMN params jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(params) = 'object');

UPDATE messages m
   SET template = k.template, params = k.params::jsonb
  FROM (VALUES
    ('Daily reward claimed', 'You received 20 points from the reward calendar.',
     'reward.dailyClaimed', '{"points":20}'),
    ('Lootbox opened', 'Your lootbox contained a Rare avatar frame.',
     'reward.lootboxOpened',
     '{"item":{"en-US":"a Rare avatar frame","zh-TW":"稀有頭像框","zh-CN":"稀有头像框"}}'),
    ('Quest completed', 'You finished "Reach level 10 in Ember Realms" and earned 50 points.',
     'quest.completed',
     '{"quest":{"en-US":"Reach level 10 in Ember Realms","zh-TW":"在 Ember Realms 達到 10 級","zh-CN":"在 Ember Realms 达到 10 级"},"points":50}'),
    ('New quest available', 'A new major event quest is waiting for you in Quests.',
     'quest.newAvailable', '{}'),
    ('Security notice',
     'A new sign-in to your account was detected. If this was not you, change your password.',
     'system.newSignIn', '{}'),
    ('Scheduled maintenance', 'Services will pause for 30 minutes on Sunday at 02:00 UTC.',
     'system.maintenance', '{"minutes":30,"at":"02:00 UTC"}'),
    ('Friend joined', 'LunaByte joined with your invite code. Claim your invite reward.',
     'invite.friendJoined', '{"name":"LunaByte"}'),
    ('Invite reward ready', 'Your invite reward of 100 points is ready to claim.',
     'invite.rewardReady', '{"points":100}'),
    ('Event starts soon', 'The Neon Drift weekly cup opens in 2 hours.',
     'event.startsSoon', '{"event":"Neon Drift","hours":2}'),
    ('You placed in an event', 'You finished 42nd in the Starfall Tactics tournament.',
     'event.placed', '{"event":"Starfall Tactics","rank":42}'),
    ('GACT received', 'You received 12.5 GACT from a quest reward.',
     'wallet.gactReceived', '{"amount":"12.5"}'),
    ('Points exchanged', 'You exchanged 200 points for a Pixel Orchard seed pack.',
     'wallet.pointsExchanged',
     '{"points":200,"item":{"en-US":"a Pixel Orchard seed pack","zh-TW":"Pixel Orchard 種子包","zh-CN":"Pixel Orchard 种子包"}}')
  ) AS k(title, content, template, params)
 WHERE m.title = k.title AND m.content = k.content;

UPDATE messages
   SET template = 'plain', params = jsonb_build_object('title', title, 'content', content)
 WHERE template IS NULL;

ALTER TABLE messages
  ALTER COLUMN template SET NOT NULL,
  DROP COLUMN title,
  DROP COLUMN content;

-- The bell's badge counts a member's unread messages on every poll: this index holds only those.
CREATE INDEX messages_member_unread_idx ON messages (member_id) WHERE read_at IS NULL;

-- announcements: notices the platform shows members and visitors (the beta-ended notice of docs/product/README.md
-- first), each once. Texts are jsonb keyed by language, like quests. An announcement shows between
-- starts_at and ends_at (open-ended when null); slug names it for the seed and for support.
CREATE TABLE announcements (
  id         serial PRIMARY KEY,
  slug       text NOT NULL UNIQUE,
  title      jsonb NOT NULL,
  body       jsonb NOT NULL,
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);

-- announcement_dismissals: which member has dismissed which announcement, so it is shown once per
-- member on every device. Visitors keep theirs in the browser (localStorage). The primary key makes
-- a repeated dismissal a no-op.
CREATE TABLE announcement_dismissals (
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  dismissed_at    timestamptz NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);
