-- Prizes bought with points and the member's exchange records (issue 12, decision 027). Points
-- move only through the ledger (006): a redemption points at the debit that paid for it, and a
-- failed one at the credit that gave the points back.

-- What can be redeemed. Texts are jsonb keyed by language (en-US, zh-TW, zh-CN). stock is the
-- units left, taken under SELECT … FOR UPDATE of this row, so the last unit goes to one member.
-- member_limit: redemptions per member ever; daily_limit: per member and calendar day in
-- members.time_zone (null: no limit). digital prizes hand over a code; physical ones are shipped
-- and wait for the member's delivery details first (NeedConfirm).
CREATE TABLE prizes (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('digital', 'physical')),
  name         jsonb NOT NULL,
  description  jsonb NOT NULL,
  image        text NOT NULL,
  cost_points  integer NOT NULL CHECK (cost_points > 0),
  stock        integer NOT NULL CHECK (stock >= 0),
  member_limit integer CHECK (member_limit > 0),
  daily_limit  integer CHECK (daily_limit > 0),
  is_listed    boolean NOT NULL DEFAULT true,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX prizes_list_idx ON prizes (sort_order, id) WHERE is_listed;

-- One row per redemption. (member_id, redeem_key) makes a retry return the first record; the
-- debit's ledger key is ('prizeRedeem', 'redeem:<redeem_key>'), the refund's ('prizeRefund',
-- 'exchange:<id>'), so neither can be posted twice. day_key is the member's local day at redeem
-- time (the daily limit counts it). A Fail always has its refund, and only a Fail has one.
CREATE TABLE exchange_records (
  id               serial PRIMARY KEY,
  member_id        integer NOT NULL REFERENCES members (id),
  prize_id         integer NOT NULL REFERENCES prizes (id),
  redeem_key       text NOT NULL CHECK (redeem_key ~ '^[A-Za-z0-9-]{8,64}$'),
  cost_points      integer NOT NULL CHECK (cost_points > 0),
  day_key          text NOT NULL,
  status           text NOT NULL CHECK (status IN ('Dealing', 'Success', 'Fail', 'NeedConfirm')),
  debit_entry_id   integer NOT NULL UNIQUE REFERENCES ledger_entries (id),
  refund_entry_id  integer UNIQUE REFERENCES ledger_entries (id),
  code             text,
  delivery         jsonb,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  UNIQUE (member_id, redeem_key),
  CHECK ((status = 'Fail') = (refund_entry_id IS NOT NULL))
);
-- The member's records, newest first; and the limits' counts per prize, member and day.
CREATE INDEX exchange_records_member_idx ON exchange_records (member_id, created_at DESC, id DESC);
CREATE INDEX exchange_records_limit_idx ON exchange_records (prize_id, member_id, day_key);
-- The fulfilment step's queue.
CREATE INDEX exchange_records_dealing_idx ON exchange_records (id) WHERE status = 'Dealing';
