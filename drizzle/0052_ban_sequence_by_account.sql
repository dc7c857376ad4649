-- Ban and pardon commands now take effect in one sequence per Minecraft account ('ban:<uuid>')
-- instead of one per player row ('ban:<player id>'), since bans follow the account from row to
-- row. Commands still waiting (pending or leased) under a row's key move into the sequence of the
-- account they are for, keeping their steps. Delivered and dead commands keep their key: they
-- block nothing.
UPDATE deliveries
SET sequence_key = 'ban:' || player_uuid::text
WHERE status IN ('pending', 'leased')
  AND sequence_key LIKE 'ban:%'
  AND sequence_key <> 'ban:' || player_uuid::text;
