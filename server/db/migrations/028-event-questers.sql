-- How many members took part in each major event (its quester count), kept beside the event instead
-- of counted on every read (decision 064). The event lists counted distinct members over every
-- progress and claim row of the event's quests on each read: about 64 ms per event at 100,000
-- members, so TrendingEvents and MajorEventList fell from ~450 to ~50 req/s (issue 31, bench:scale).
--
-- event_questers holds each (event, member) pair once; the count goes up only when a pair is new.
-- Triggers keep both whoever makes a member a quester — a claim, a progress report, an interactive
-- task, an assessment, seeds, tests — in the transaction of that write. Two first writes of one
-- member at once (two quests of one event, two processes) meet at the primary key: the second
-- insert waits for the first transaction and then does nothing, so the pair counts once; the
-- event row's lock orders the increments of different members. Progress and claim rows are never
-- deleted and quests never move between events, so the triggers only watch inserts.
CREATE TABLE event_questers (
  event_id  integer NOT NULL REFERENCES major_events (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id),
  PRIMARY KEY (event_id, member_id)
);

ALTER TABLE major_events ADD COLUMN quester_count integer NOT NULL DEFAULT 0
  CHECK (quester_count >= 0);

-- The rule of the read it replaces: a progress row on a condition of the event's quests, or a claim.
INSERT INTO event_questers (event_id, member_id)
SELECT q.event_id, cp.member_id
  FROM condition_progress cp
  JOIN quest_conditions qc ON qc.id = cp.condition_id JOIN quests q ON q.id = qc.quest_id
 WHERE q.event_id IS NOT NULL
UNION
SELECT q.event_id, c.member_id
  FROM quest_claims c JOIN quests q ON q.id = c.quest_id
 WHERE q.event_id IS NOT NULL;

UPDATE major_events e
   SET quester_count = (SELECT count(*) FROM event_questers t WHERE t.event_id = e.id);

CREATE FUNCTION event_quester_add(p_event integer, p_member integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_event IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO event_questers (event_id, member_id) VALUES (p_event, p_member)
    ON CONFLICT DO NOTHING;
  IF FOUND THEN
    UPDATE major_events SET quester_count = quester_count + 1 WHERE id = p_event;
  END IF;
END;
$$;

CREATE FUNCTION condition_progress_quester() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_quester_add(
    (SELECT q.event_id FROM quest_conditions qc JOIN quests q ON q.id = qc.quest_id
      WHERE qc.id = NEW.condition_id),
    NEW.member_id);
  RETURN NULL;
END;
$$;
-- AFTER INSERT fires only for rows an upsert inserted, not for the progress it raised.
CREATE TRIGGER condition_progress_quester AFTER INSERT ON condition_progress
  FOR EACH ROW EXECUTE FUNCTION condition_progress_quester();

CREATE FUNCTION quest_claims_quester() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_quester_add((SELECT event_id FROM quests WHERE id = NEW.quest_id), NEW.member_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER quest_claims_quester AFTER INSERT ON quest_claims
  FOR EACH ROW EXECUTE FUNCTION quest_claims_quester();
