-- The leaderboard (issue 13, decision 030): points EARNED per member, all time and per week, kept
-- by the ledger itself so no write path can forget it and a board read never sums the ledger.

-- One row per member and period: 'all', or the Monday (UTC) that starts a week, as 'YYYY-MM-DD'.
-- Everyone competes in the same week, so the week starts at one instant for all (Monday 00:00
-- UTC); the screen states it in the member's own zone. points only grow (spending is a debit and
-- never counted, decision 024); reached_at is the time of the entry that brought the member to
-- `points`: of two members with the same points, the one who got there first ranks higher.
CREATE TABLE leaderboard_scores (
  period     text NOT NULL CHECK (period = 'all' OR period ~ '^\d{4}-\d{2}-\d{2}$'),
  member_id  integer NOT NULL REFERENCES members (id),
  points     bigint NOT NULL CHECK (points > 0),
  reached_at timestamptz NOT NULL,
  PRIMARY KEY (period, member_id)
);
-- The board in rank order: the top 50 is the first 50 entries of this index.
CREATE INDEX leaderboard_scores_rank_idx
  ON leaderboard_scores (period, points DESC, reached_at, member_id);

-- Earned = POINT credits except the kinds that give back points already held (NOT_EARNED_KINDS in
-- server/domain/ledger.ts; a test keeps the two lists equal). Runs in the posting's transaction,
-- under its balance lock; ON CONFLICT makes a member's first entries of a week race-safe.
CREATE FUNCTION leaderboard_scores_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  week text := to_char(date_trunc('week', NEW.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD');
BEGIN
  INSERT INTO leaderboard_scores AS s (period, member_id, points, reached_at)
  VALUES ('all', NEW.member_id, NEW.amount, NEW.created_at), (week, NEW.member_id, NEW.amount, NEW.created_at)
  ON CONFLICT (period, member_id) DO UPDATE
    SET points = s.points + EXCLUDED.points, reached_at = greatest(s.reached_at, EXCLUDED.reached_at);
  RETURN NULL;
END;
$$;
CREATE TRIGGER leaderboard_scores_add AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.asset = 'POINT' AND NEW.direction = 'credit'
                     AND NEW.kind NOT IN ('prizeRefund', 'prizeSeed'))
  EXECUTE FUNCTION leaderboard_scores_add();

-- What was earned before this migration.
INSERT INTO leaderboard_scores (period, member_id, points, reached_at)
SELECT p.period, e.member_id, sum(e.amount), max(e.created_at)
  FROM ledger_entries e
 CROSS JOIN LATERAL (VALUES ('all'),
   (to_char(date_trunc('week', e.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD'))) p (period)
 WHERE e.asset = 'POINT' AND e.direction = 'credit' AND e.kind NOT IN ('prizeRefund', 'prizeSeed')
 GROUP BY p.period, e.member_id;
