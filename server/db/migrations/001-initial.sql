-- Members, their sessions and messages; the game catalogue, news and banners.
-- Counts and ids are int4 so both drivers hand back JS numbers (int8 comes back as a string from pg).

CREATE TABLE members (
  id              serial PRIMARY KEY,
  uid             text NOT NULL UNIQUE,
  email           text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash   text NOT NULL,
  nickname        text NOT NULL,
  avatar          text,
  level           smallint NOT NULL DEFAULT 0 CHECK (level BETWEEN 0 AND 4),
  points          integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  gact            numeric(30, 8) NOT NULL DEFAULT 0 CHECK (gact >= 0),
  invite_code     text NOT NULL UNIQUE,
  invited_by      integer REFERENCES members (id),
  status          text NOT NULL DEFAULT 'WaitActive'
                  CHECK (status IN ('WaitActive', 'Actived', 'Frozen', 'Close', 'Black')),
  steam_connected boolean NOT NULL DEFAULT false,
  login_count     integer NOT NULL DEFAULT 0,
  last_login_at   timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- Only hashes of the bearer and session tokens are kept: a leaked table grants no access.
CREATE TABLE sessions (
  id                 serial PRIMARY KEY,
  member_id          integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  access_token_hash  text NOT NULL UNIQUE,
  session_token_hash text NOT NULL UNIQUE,
  created_at         timestamptz NOT NULL DEFAULT now(),
  expires_at         timestamptz NOT NULL,
  revoked_at         timestamptz
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

CREATE TABLE messages (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  icon       text NOT NULL,
  title      text NOT NULL,
  content    text NOT NULL,
  read_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_member_newest_idx ON messages (member_id, created_at DESC, id DESC);

CREATE TABLE games (
  id           serial PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  name         text NOT NULL,
  tag          text NOT NULL,
  description  text NOT NULL,
  icon         text NOT NULL,
  downloads    integer NOT NULL DEFAULT 0 CHECK (downloads >= 0),
  rating       double precision NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  released_at  date NOT NULL,
  status       text NOT NULL DEFAULT 'Active' CHECK (status IN ('None', 'Active', 'Freeze')),
  is_partnered boolean NOT NULL DEFAULT false,
  sort_order   integer NOT NULL DEFAULT 0
);

CREATE TABLE news (
  id           serial PRIMARY KEY,
  game_id      integer REFERENCES games (id) ON DELETE SET NULL,
  title        text NOT NULL,
  cover        text NOT NULL,
  body         text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL
);
CREATE INDEX news_published_idx ON news (published_at DESC);

CREATE TABLE banners (
  id         serial PRIMARY KEY,
  game_id    integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  image      text NOT NULL,
  title      text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_active  boolean NOT NULL DEFAULT true
);
