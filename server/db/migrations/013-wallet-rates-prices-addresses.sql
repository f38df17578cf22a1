-- The wallet home (issue 14, decision 035): the rates its fiat totals are computed with, the GACT
-- price history its chart draws, and each member's receiving addresses. Balances themselves stay in
-- `balances` and `ledger_entries` (decision 024): nothing here holds money.

-- What one unit of `base` buys in `quote` (USD → HKD 7.78; USDT → USD 1.0002), as taken from a
-- rate source at `taken_at`. Append-only in spirit: a new rate is a new row, the latest per pair is
-- the one shown, and its time is shown with every fiat total (docs/architecture.md: "rates from the server with
-- the time they were taken"). numeric, never float: totals are computed from it exactly.
CREATE TABLE exchange_rates (
  base     text NOT NULL CHECK (base IN ('USD', 'USDT')),
  quote    text NOT NULL CHECK (quote IN ('USD', 'HKD', 'JPY', 'MYR', 'SGD')),
  rate     numeric(24, 10) NOT NULL CHECK (rate > 0),
  taken_at timestamptz NOT NULL,
  PRIMARY KEY (base, quote, taken_at)
);

-- GACT's price in USD, one row per whole hour. There is no real market in the demo: the rows come
-- from a deterministic function of the time (server/domain/gact-price.ts), filled up to the current
-- hour of the server's clock when read, so every run and every test sees the same history. A table
-- rather than the function alone: the chart joins it with the ledger to value a portfolio at past
-- times, as it would join a real price feed.
CREATE TABLE gact_prices (
  at    timestamptz PRIMARY KEY,
  price numeric(20, 6) NOT NULL CHECK (price > 0)
);

-- One receiving address per member and kind (USDT, GACT, NFT), made on the member's first look and
-- never changed after, so what a member once shared keeps pointing at them. Stored in its EIP-55
-- mixed-case form; unique, so two members can never be handed the same address.
CREATE TABLE wallet_addresses (
  member_id  integer NOT NULL REFERENCES members (id),
  kind       text NOT NULL CHECK (kind IN ('USDT', 'GACT', 'NFT')),
  address    text NOT NULL UNIQUE CHECK (address ~ '^0x[0-9a-fA-F]{40}$'),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind)
);
