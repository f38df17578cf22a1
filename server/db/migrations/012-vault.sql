-- The vault (issue 13, decision 032): what a member holds inside each partnered game. This is
-- game-side wealth, reported by the games, not platform points: nothing here touches the points
-- ledger, and the platform never pays or charges these amounts. Texts members read are jsonb keyed
-- by language (en-US, zh-TW, zh-CN), like quests. Amounts are exact decimals in the game's currency.

-- The vault's view of a partnered game: its name per language (games.name is one English name; the
-- vault sorts A–Z by the name the member reads), the name of its currency per language ("Rare
-- Earth", "稀土") and whether the platform features it. A partnered game without a row has no
-- rewards in the vault yet ("Rewards coming soon").
CREATE TABLE vault_games (
  game_id  integer PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  name     jsonb NOT NULL,
  currency jsonb NOT NULL,
  featured boolean NOT NULL DEFAULT false
);

-- A member's balance in one game's currency, as the game last reported it: the game is the source
-- of truth and the vault shows its latest figure (decision 032), so a report replaces the amount
-- rather than adding to it. Never negative, whatever a game sends.
CREATE TABLE vault_balances (
  member_id   integer NOT NULL REFERENCES members (id),
  game_id     integer NOT NULL REFERENCES vault_games (game_id) ON DELETE CASCADE,
  amount      numeric(24, 4) NOT NULL CHECK (amount >= 0),
  reported_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

-- An item a member holds in a game: an NFT (on-chain, with its NFT status) or a game asset (with
-- its asset status). Both kinds have one of the spec's asset categories, so one filter serves both.
-- value: what the game says the item is worth in its currency, summed into the game's total value.
-- status is the latest entry of the item's history (vault_item_history), written together with it.
CREATE TABLE vault_items (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id),
  game_id     integer NOT NULL REFERENCES vault_games (game_id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('NFT', 'Asset')),
  category    text NOT NULL CHECK (category IN ('Land', 'Landmark', 'Building', 'Avatar')),
  name        jsonb NOT NULL,
  image       text NOT NULL,
  token_id    text CHECK (token_id IS NULL OR length(token_id) BETWEEN 1 AND 80),
  value       numeric(24, 4) NOT NULL DEFAULT 0 CHECK (value >= 0),
  status      text NOT NULL,
  acquired_at timestamptz NOT NULL,
  CHECK (
    (kind = 'NFT' AND status IN ('NotListed', 'Listed', 'TransferredOut', 'Withdraw', 'Unknown'))
    OR (kind = 'Asset' AND status IN ('Available', 'Used', 'Frozen'))
  ),
  -- Only NFTs have a token on chain.
  CHECK ((kind = 'NFT') = (token_id IS NOT NULL))
);
CREATE INDEX vault_items_member_idx ON vault_items (member_id, game_id, acquired_at DESC, id DESC);

-- Every status an item has had, oldest first: append-only (the trigger below refuses updates and
-- deletes), so the detail's timeline is what really happened. note: why, per language, or null.
CREATE TABLE vault_item_history (
  id      serial PRIMARY KEY,
  item_id integer NOT NULL REFERENCES vault_items (id) ON DELETE CASCADE,
  status  text NOT NULL,
  at      timestamptz NOT NULL,
  note    jsonb
);
CREATE INDEX vault_item_history_item_idx ON vault_item_history (item_id, at, id);

CREATE FUNCTION vault_item_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A cascade from a deleted item (a member's data erased) may remove rows; nothing else may.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM vault_items WHERE id = OLD.item_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'vault_item_history is append-only';
END;
$$;
CREATE TRIGGER vault_item_history_append_only BEFORE UPDATE OR DELETE ON vault_item_history
  FOR EACH ROW EXECUTE FUNCTION vault_item_history_append_only();
