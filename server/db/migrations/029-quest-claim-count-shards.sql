-- A quest's claim count (its winner count) moves from one column on the quest row to 16 counter
-- rows per quest (decision 071). With the count on the quest row, the claim trigger's update locked
-- that row until the claim committed, so every claim of one quest took turns (bench:api Claim ~100
-- req/s on both engines). Each claim now adds 1 to the row of its member's shard (member_id % 16):
-- still exact and in the claim's transaction, but claims of one quest by different members wait
-- for each other only when their shards meet, and then only from the claim row's insert to commit.
-- A read sums at most 16 rows by the primary key, whatever the number of claims.
CREATE TABLE quest_claim_counts (
  quest_id integer NOT NULL REFERENCES quests (id) ON DELETE CASCADE,
  shard    smallint NOT NULL CHECK (shard BETWEEN 0 AND 15),
  n        integer NOT NULL CHECK (n >= 0),
  PRIMARY KEY (quest_id, shard)
);

INSERT INTO quest_claim_counts (quest_id, shard, n)
SELECT quest_id, member_id % 16, count(*) FROM quest_claims GROUP BY quest_id, member_id % 16;

-- The trigger keeps its name (bulk-seed.ts turns it off by name while it loads).
CREATE OR REPLACE FUNCTION quest_claims_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO quest_claim_counts AS c (quest_id, shard, n)
    VALUES (NEW.quest_id, NEW.member_id % 16, 1)
    ON CONFLICT (quest_id, shard) DO UPDATE SET n = c.n + 1;
  ELSE
    UPDATE quest_claim_counts SET n = n - 1
     WHERE quest_id = OLD.quest_id AND shard = OLD.member_id % 16;
  END IF;
  RETURN NULL;
END;
$$;

ALTER TABLE quests DROP COLUMN claim_count;
