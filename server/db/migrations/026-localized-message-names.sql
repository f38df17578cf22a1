-- Names inside the seed's activity messages, per language (issue 28 item 7). Messages the seed wrote
-- before this migration named games by their English published name on Chinese screens ("Neon
-- Drift 週賽…"), and two Chinese texts kept English words. A game the platform has a localized
-- name for (vault_games.name, decision 044) is named by it in every message that names a game as a
-- plain string, and the seed's two half-English texts get the words a fresh seed now writes.
UPDATE messages m
   SET params = jsonb_set(m.params, '{event}', v.name)
  FROM vault_games v
 WHERE m.template IN ('event.startsSoon', 'event.placed')
   AND jsonb_typeof(m.params -> 'event') = 'string'
   AND v.name ->> 'en-US' = m.params ->> 'event';

UPDATE messages
   SET params = jsonb_set(params, '{quest}',
         '{"en-US":"Reach level 10 in Ember Realms","zh-TW":"在餘燼王國達到 10 級","zh-CN":"在余烬王国达到 10 级"}')
 WHERE template = 'quest.completed'
   AND params -> 'quest' = '{"en-US":"Reach level 10 in Ember Realms","zh-TW":"在 Ember Realms 達到 10 級","zh-CN":"在 Ember Realms 达到 10 级"}';

UPDATE messages
   SET params = jsonb_set(params, '{item}',
         '{"en-US":"a Pixel Orchard seed pack","zh-TW":"像素果園種子包","zh-CN":"像素果园种子包"}')
 WHERE template = 'wallet.pointsExchanged'
   AND params -> 'item' = '{"en-US":"a Pixel Orchard seed pack","zh-TW":"Pixel Orchard 種子包","zh-CN":"Pixel Orchard 种子包"}';

-- The maintenance time named the zone in English ("02:00 UTC") inside a Chinese sentence.
UPDATE messages
   SET params = jsonb_set(params, '{at}',
         '{"en-US":"02:00 UTC","zh-TW":"02:00（世界協調時間）","zh-CN":"02:00（协调世界时）"}')
 WHERE template = 'system.maintenance'
   AND params -> 'at' = '"02:00 UTC"';
