-- Lootboxes, their odds, the member's opens and inventory (issue 12, decision 028). Texts are jsonb
-- keyed by language (en-US, zh-TW, zh-CN), like quests. Costs are whole points, paid through the
-- ledger (kind 'lootboxOpen'); weights are basis points (1/10000) so odds are exact integers.

-- A box on sale. Retired boxes stay (opens point at them) but are no longer listed or opened.
CREATE TABLE lootboxes (
  id          serial PRIMARY KEY,
  name        jsonb NOT NULL,
  image       text NOT NULL,
  cost_points integer NOT NULL CHECK (cost_points > 0),
  is_active   boolean NOT NULL DEFAULT true,
  sort_order  integer NOT NULL DEFAULT 0
);

-- What can come out of a box. usable: the item can be used once from the inventory (an avatar is
-- worn, a land is not "used"). category: the spec's asset categories.
CREATE TABLE lootbox_items (
  id       serial PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('Land', 'Landmark', 'Building', 'Avatar')),
  name     jsonb NOT NULL,
  image    text NOT NULL,
  usable   boolean NOT NULL DEFAULT false
);

-- A box's odds table: one weight per item in basis points. The weights of a box sum to exactly
-- 10000 (100 %), checked at commit by the trigger below so a table can be rewritten in one
-- transaction; the odds shown before buying are these rows, and every open snapshots them.
CREATE TABLE lootbox_odds (
  lootbox_id integer NOT NULL REFERENCES lootboxes (id) ON DELETE CASCADE,
  item_id    integer NOT NULL REFERENCES lootbox_items (id),
  weight_bp  integer NOT NULL CHECK (weight_bp BETWEEN 1 AND 10000),
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (lootbox_id, item_id)
);

CREATE FUNCTION lootbox_odds_sum_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  box   integer := coalesce(NEW.lootbox_id, OLD.lootbox_id);
  total bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM lootboxes WHERE id = box) THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(weight_bp), 0) INTO total FROM lootbox_odds WHERE lootbox_id = box;
  IF total <> 10000 THEN
    RAISE EXCEPTION 'the odds of lootbox % sum to % basis points, not 10000', box, total;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER lootbox_odds_sum AFTER INSERT OR UPDATE OR DELETE ON lootbox_odds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lootbox_odds_sum_check();

-- One open per member and client-generated open key: a retry with the key returns this row (the
-- receipt) and is never charged twice. odds: the table at the time of opening (item id, weight,
-- name per language), so history shows what the member was told even after the odds change.
CREATE TABLE lootbox_opens (
  id              serial PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES members (id),
  lootbox_id      integer NOT NULL REFERENCES lootboxes (id),
  open_key        text NOT NULL CHECK (open_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  item_id         integer NOT NULL REFERENCES lootbox_items (id),
  ledger_entry_id integer NOT NULL UNIQUE REFERENCES ledger_entries (id),
  cost_points     integer NOT NULL CHECK (cost_points > 0),
  chest_name      text CHECK (chest_name IS NULL OR length(chest_name) BETWEEN 1 AND 12),
  odds            jsonb NOT NULL,
  opened_at       timestamptz NOT NULL,
  UNIQUE (member_id, open_key)
);
-- The member's history, newest first.
CREATE INDEX lootbox_opens_member_idx ON lootbox_opens (member_id, opened_at DESC, id DESC);

-- What a member owns. Available → Used happens once (used_at set in the same statement);
-- Frozen items (held by support or a pending trade) cannot be used.
CREATE TABLE inventory_items (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id),
  item_id     integer NOT NULL REFERENCES lootbox_items (id),
  open_id     integer UNIQUE REFERENCES lootbox_opens (id),
  status      text NOT NULL DEFAULT 'Available' CHECK (status IN ('Available', 'Used', 'Frozen')),
  acquired_at timestamptz NOT NULL,
  used_at     timestamptz,
  CHECK ((status = 'Used') = (used_at IS NOT NULL))
);
CREATE INDEX inventory_items_member_idx ON inventory_items (member_id, status, acquired_at DESC, id DESC);
