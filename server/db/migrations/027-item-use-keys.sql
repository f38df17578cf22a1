-- UseItem takes an idempotency key like every other money call (issue 31): the key of the use that
-- flipped an item to Used is kept on the item, so the same use asked again (a retry after a lost
-- answer) is answered with the item as that use left it, not ItemAlreadyUsed. A key names one use
-- of one member: sent again for another item it is refused (DuplicateRequest), never replayed.
ALTER TABLE inventory_items ADD COLUMN use_key text;
CREATE UNIQUE INDEX inventory_items_use_key_idx ON inventory_items (member_id, use_key)
  WHERE use_key IS NOT NULL;
