-- How many claims each quest has (its winner count), kept beside the quest instead of counted on
-- every read. A claim, a quest list page and a quest's detail all read it, and counting grew with the
-- claims: a popular quest with thousands of claimers cost every claim an index scan of all of them
-- (issue 11, bench:api Claim). A trigger keeps it exact whoever writes quest_claims (claims, seeds,
-- tests). A claim already holds the quest row's lock when it inserts, so the update waits for nobody.
ALTER TABLE quests ADD COLUMN claim_count integer NOT NULL DEFAULT 0 CHECK (claim_count >= 0);

UPDATE quests q SET claim_count = (SELECT count(*) FROM quest_claims c WHERE c.quest_id = q.id);

CREATE FUNCTION quest_claims_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE quests SET claim_count = claim_count + 1 WHERE id = NEW.quest_id;
  ELSE
    UPDATE quests SET claim_count = claim_count - 1 WHERE id = OLD.quest_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER quest_claims_count AFTER INSERT OR DELETE ON quest_claims
  FOR EACH ROW EXECUTE FUNCTION quest_claims_count();
