-- The game page and the explore search (issue 16 item 2, decision 045), and the "open in the app"
-- deep link (item 4, decision 046). Member-facing texts are jsonb keyed by language with English
-- required, as in 021 (decision 044). News already has a translated title and body and its date
-- (021), so news needs nothing here.

-- genres: the genre chips of /explore and the genres a game page lists. A game had one genre
-- (games.tag, what cards show); it may now have several, each translated once here rather than
-- per game. `slug` is what a client filters by, so a chip survives a re-worded name.
CREATE TABLE genres (
  slug       text PRIMARY KEY CHECK (slug ~ '^[a-z][a-z0-9-]{0,31}$'),
  name       jsonb NOT NULL CHECK (coalesce(jsonb_typeof(name -> 'en-US'), '') = 'string'),
  sort_order integer NOT NULL DEFAULT 0
);

-- game_genres: which genres a game belongs to, in the order its page lists them. The index
-- answers the explore filter (all games of one genre).
CREATE TABLE game_genres (
  game_id  integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  genre    text NOT NULL REFERENCES genres (slug) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, genre)
);
CREATE INDEX game_genres_genre_idx ON game_genres (genre, game_id);

-- game_details: what only the game page shows, one row per game. `about` is the long description
-- (games.description stays the one-line blurb of cards). Reviews are an aggregate the platform
-- publishes (games.rating, 0–5, with `review_count` reviews), not member reviews: the app has no
-- screen to write one (decision 045). `app_link` is the installed app's own address; the fallback
-- is an https store page, further limited to the allowlisted hosts of src/config/deep-link.ts by
-- the server and the client (decision 046), so an address never comes from a URL. Both or neither.
CREATE TABLE game_details (
  game_id      integer PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  about        jsonb NOT NULL CHECK (coalesce(jsonb_typeof(about -> 'en-US'), '') = 'string'),
  review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  app_link     text CHECK (app_link ~ '^gamerhub-[a-z0-9-]+://[!-~]*$'),
  fallback_url text CHECK (fallback_url ~ '^https://[a-z0-9.-]+(/[!-~]*)?$'),
  CHECK ((app_link IS NULL) = (fallback_url IS NULL))
);

-- game_social_links: the game's official channels on its page, one per kind, https only (the page
-- opens them in a new tab).
CREATE TABLE game_social_links (
  game_id  integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  kind     text NOT NULL CHECK (kind IN ('website', 'discord', 'x', 'youtube', 'twitch', 'facebook')),
  url      text NOT NULL CHECK (url ~ '^https://[a-z0-9.-]+(/[!-~]*)?$'),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, kind)
);

-- The genres games.tag already names (021's table) plus finer ones; every existing game gets its
-- card genre as its first genre, so the explore filter finds every game in a database seeded
-- before this migration too.
INSERT INTO genres (slug, name, sort_order) VALUES
  ('rpg', '{"en-US":"RPG","zh-TW":"角色扮演","zh-CN":"角色扮演"}', 1),
  ('strategy', '{"en-US":"Strategy","zh-TW":"策略","zh-CN":"策略"}', 2),
  ('action', '{"en-US":"Action","zh-TW":"動作","zh-CN":"动作"}', 3),
  ('racing', '{"en-US":"Racing","zh-TW":"競速","zh-CN":"竞速"}', 4),
  ('puzzle', '{"en-US":"Puzzle","zh-TW":"益智","zh-CN":"益智"}', 5),
  ('casual', '{"en-US":"Casual","zh-TW":"休閒","zh-CN":"休闲"}', 6),
  ('simulation', '{"en-US":"Simulation","zh-TW":"模擬","zh-CN":"模拟"}', 7),
  ('multiplayer', '{"en-US":"Multiplayer","zh-TW":"多人連線","zh-CN":"多人联机"}', 8),
  ('open-world', '{"en-US":"Open world","zh-TW":"開放世界","zh-CN":"开放世界"}', 9),
  ('sci-fi', '{"en-US":"Sci-fi","zh-TW":"科幻","zh-CN":"科幻"}', 10),
  ('co-op', '{"en-US":"Co-op","zh-TW":"合作","zh-CN":"合作"}', 11);

INSERT INTO game_genres (game_id, genre, position)
SELECT g.id, ge.slug, 0
  FROM games g JOIN genres ge ON ge.name ->> 'en-US' = g.tag ->> 'en-US'
ON CONFLICT DO NOTHING;
