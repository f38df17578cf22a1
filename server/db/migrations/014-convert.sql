-- Convert (issue 14 item 5, decision 036): GACT ↔ USDT and points → GACT at a server rate, with a
-- quote the member confirms and an order whose movements are ledger entries (kinds convertOut,
-- convertFee, convertIn; source convert:<orderId>, decision 034). Amounts are bigint minor units
-- (points 1, GACT and USDT 10^-6).

-- The pairs a member may convert, and their rules. A pair without a row is refused
-- (MutualConversionProhibited): GACT → points, NFTs, an asset to itself. Amounts are minor units of
-- the `from` asset. daily_limit: what may be sent per calendar day in the member's time zone (null:
-- none). allowance: what may ever be sent (null: none): points → GACT is a limited allowance.
-- fee_kind: the spec's fee kind charged (its rate is in convert_fee_rates).
CREATE TABLE convert_pairs (
  from_asset  text NOT NULL CHECK (from_asset IN ('POINT', 'GACT', 'USDT')),
  to_asset    text NOT NULL CHECK (to_asset IN ('POINT', 'GACT', 'USDT')),
  fee_kind    text NOT NULL,
  min_amount  bigint NOT NULL CHECK (min_amount > 0),
  daily_limit bigint CHECK (daily_limit IS NULL OR daily_limit > 0),
  allowance   bigint CHECK (allowance IS NULL OR allowance > 0),
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (from_asset, to_asset),
  CHECK (from_asset <> to_asset)
);

-- The demo's rate source: how many `to` (whole units) one `from` buys, exact to 12 decimals, and
-- when it was set. Self-contained on purpose: a pair whose row is missing answers "Error obtaining
-- rate" (RateUnavailable). A later migration can make this a view over the shared GACT price.
CREATE TABLE convert_rates (
  from_asset text NOT NULL,
  to_asset   text NOT NULL,
  rate       numeric(30, 12) NOT NULL CHECK (rate > 0),
  rated_at   timestamptz NOT NULL,
  PRIMARY KEY (from_asset, to_asset),
  FOREIGN KEY (from_asset, to_asset) REFERENCES convert_pairs (from_asset, to_asset)
);

-- The spec's fee kinds that apply to a convert, as basis points of what is sent (never shown to
-- members: docs/product/wallet.md "Fee rates: not shown"; the quote shows the fee amount).
CREATE TABLE convert_fee_rates (
  kind text PRIMARY KEY CHECK (kind IN ('convertGact', 'restorePoint')),
  bps  integer NOT NULL CHECK (bps BETWEEN 0 AND 10000)
);

-- A quote: the exact numbers the member saw, kept so that the convert uses them and nothing
-- else, until expires_at (server clock). amount = fee + net, in the `from` asset; receive is net at
-- the rate, rounded down in the `to` asset.
CREATE TABLE convert_quotes (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members (id),
  from_asset text NOT NULL,
  to_asset   text NOT NULL,
  amount     bigint NOT NULL CHECK (amount > 0),
  fee_kind   text NOT NULL,
  fee        bigint NOT NULL CHECK (fee >= 0 AND fee < amount),
  rate       numeric(30, 12) NOT NULL,
  receive    bigint NOT NULL CHECK (receive > 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX convert_quotes_member_idx ON convert_quotes (member_id, created_at);

-- A convert order, one per quote at most (a retry of the quote returns this order). Status is the
-- spec's "Asset convert status": Succeed with its three entries; Failed when the balance could not
-- pay (nothing was posted; failure is the status name answered again on a retry); Processing only
-- inside the transaction that posts the entries. day_key: the member's calendar day, for the limit.
CREATE TABLE convert_orders (
  id           serial PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id),
  quote_id     integer NOT NULL UNIQUE REFERENCES convert_quotes (id),
  from_asset   text NOT NULL,
  to_asset     text NOT NULL,
  amount       bigint NOT NULL,
  fee_kind     text NOT NULL,
  fee          bigint NOT NULL,
  rate         numeric(30, 12) NOT NULL,
  receive      bigint NOT NULL,
  day_key      text NOT NULL,
  status       text NOT NULL CHECK (status IN ('Processing', 'Succeed', 'Failed')),
  failure      text,
  out_entry_id integer REFERENCES ledger_entries (id),
  fee_entry_id integer REFERENCES ledger_entries (id),
  in_entry_id  integer REFERENCES ledger_entries (id),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX convert_orders_member_day_idx ON convert_orders (member_id, from_asset, to_asset, day_key);

-- The demo's rules and rates: 1 GACT = 0.125 USDT, 1 USDT = 7.9 GACT (a spread), 100 points =
-- 1 GACT; a 0.3 % convert fee and a 1 % restore fee.
INSERT INTO convert_fee_rates (kind, bps) VALUES ('convertGact', 30), ('restorePoint', 100);
INSERT INTO convert_pairs (from_asset, to_asset, fee_kind, min_amount, daily_limit, allowance, sort_order) VALUES
  ('GACT', 'USDT', 'convertGact', 1000000, 100000000000, NULL, 1),
  ('USDT', 'GACT', 'convertGact', 100000, 10000000000, NULL, 2),
  ('POINT', 'GACT', 'restorePoint', 100, 50000, 200000, 3);
INSERT INTO convert_rates (from_asset, to_asset, rate, rated_at) VALUES
  ('GACT', 'USDT', 0.125, '2026-11-01T00:00:00Z'),
  ('USDT', 'GACT', 7.9, '2026-11-01T00:00:00Z'),
  ('POINT', 'GACT', 0.01, '2026-11-01T00:00:00Z');
