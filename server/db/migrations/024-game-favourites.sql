-- Favourite games on Home (issue 16 item 1, decision 047).

-- Which partnered games a member has marked as a favourite. A row means "favourite"; no row means
-- not: setting false deletes the row, so the table holds only what members chose and needs no
-- back-fill. The primary key makes a set idempotent and race-safe: fifty concurrent sets of the
-- same game leave one row (INSERT … ON CONFLICT DO NOTHING), and a retry after a lost answer is
-- harmless. created_at orders a member's favourites should a list of them be shown. A game or member
-- that is removed takes its favourites with it.
CREATE TABLE member_favourite_games (
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id    integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
