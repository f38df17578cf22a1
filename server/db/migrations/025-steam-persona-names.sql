-- Steam persona names (issue 28 item 8, decision 050). Steam's OpenID answer proves only the 64-bit
-- id; the name a member knows their account by comes from the Steam Web API (GetPlayerSummaries),
-- asked once when the sign-in comes back. The code keeps it until the app redeems it, and the link
-- keeps it for the profile card. Null: the lookup was not configured or did not answer, and the
-- card falls back to the id. Steam caps persona names at 32 characters; 64 leaves room.
ALTER TABLE steam_codes ADD COLUMN persona_name text
  CHECK (persona_name IS NULL OR char_length(persona_name) BETWEEN 1 AND 64);
ALTER TABLE steam_links ADD COLUMN persona_name text
  CHECK (persona_name IS NULL OR char_length(persona_name) BETWEEN 1 AND 64);
