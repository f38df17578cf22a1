-- The wallet history (issue 14, decision 038) lists a member's ledger entries of every asset,
-- newest first. ledger_entries_member_idx leads with asset, so without an asset filter every entry
-- of the member was read and sorted for each page (p99 over 6 s at 50 connections for a member
-- with 10,000 entries); this index hands over a page, and a range, in order.
CREATE INDEX ledger_entries_member_time_idx ON ledger_entries (member_id, created_at DESC, id DESC);
