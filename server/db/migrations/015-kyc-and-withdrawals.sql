-- KYC and GACT withdrawals (issue 14 items 6 and 7, decision 037). Amounts are bigint minor units of
-- GACT (10^-6), as in the ledger; every movement of money is a ledger entry keyed `withdraw:<id>`
-- (decision 034), these tables only say what was asked and where the review stands.

-- A member's KYC application (docs/product/wallet.md's fields), newest row = the member's KYC status. A refused one
-- (AdminNoPass, RegtankNoPass, NoPass) stays as a record and a new row is the next try; while one is
-- being checked (NoCheck, RegtankPass) or has passed (Pass, AdminPass) no new row is accepted.
-- Personal data is kept as typed (trimmed), checked by the shared schema before it gets here.
CREATE TABLE kyc_applications (
  id                serial PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  status            text NOT NULL DEFAULT 'NoCheck' CHECK (status IN
                      ('NoCheck', 'Pass', 'RegtankPass', 'AdminPass', 'AdminNoPass', 'RegtankNoPass', 'NoPass')),
  first_name        text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 50),
  last_name         text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 50),
  gender            text NOT NULL CHECK (gender IN ('Male', 'Female', 'Other')),
  date_of_birth     date NOT NULL,
  id_number         text NOT NULL CHECK (length(id_number) BETWEEN 4 AND 30),
  issuing_country   text NOT NULL CHECK (issuing_country ~ '^[A-Z]{2}$'),
  nationality       text NOT NULL CHECK (nationality ~ '^[A-Z]{2}$'),
  phone             text NOT NULL CHECK (phone ~ '^\+[0-9]{6,15}$'),
  industry          text NOT NULL CHECK (length(industry) BETWEEN 1 AND 40),
  occupation        text NOT NULL CHECK (length(occupation) BETWEEN 1 AND 60),
  place_of_birth    text NOT NULL CHECK (length(place_of_birth) BETWEEN 1 AND 80),
  residence_country text NOT NULL CHECK (residence_country ~ '^[A-Z]{2}$'),
  address           text NOT NULL CHECK (length(address) BETWEEN 5 AND 200),
  submitted_at      timestamptz NOT NULL,
  reviewed_at       timestamptz
);
CREATE INDEX kyc_applications_member_idx ON kyc_applications (member_id, id DESC);

-- The proof of address of an application. The bytes live here, in the database (which sits in the
-- data directory, never under the web root), so they commit or roll back with their application,
-- reach every server of a scaled-out PostgreSQL, and no route serves them: only a reviewer with
-- database access reads them. kind is what the magic bytes said, not what the file name claimed.
CREATE TABLE kyc_files (
  id             serial PRIMARY KEY,
  application_id integer NOT NULL UNIQUE REFERENCES kyc_applications (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('pdf', 'jpeg', 'png')),
  file_name      text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 120),
  size           integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  sha256         text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content        bytea NOT NULL
);

-- What withdrawing GACT costs (spec fee kind "withdraw GACT and gas"): a rate in basis points of the
-- amount (rounded up to the minor unit, never in the member's favour by a fraction), a flat gas and
-- the smallest amount accepted. The newest row in force applies; a change is a new row, so a past
-- withdrawal's fee can always be explained.
CREATE TABLE withdraw_fee_rates (
  id          serial PRIMARY KEY,
  fee_kind    text NOT NULL CHECK (fee_kind = 'WithdrawGactAndGas'),
  rate_bps    integer NOT NULL CHECK (rate_bps BETWEEN 0 AND 10000),
  gas         bigint NOT NULL CHECK (gas >= 0),
  min_amount  bigint NOT NULL CHECK (min_amount > 0),
  valid_from  timestamptz NOT NULL
);

-- A quote shown before confirming: the address, amount, fee and gas the member saw, valid for a few
-- minutes. Withdraw takes the quote, so the member is charged exactly what they confirmed, and one
-- quote makes at most one withdrawal (the retry of a confirmed withdrawal answers the same one).
CREATE TABLE withdraw_quotes (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  address     text NOT NULL CHECK (address ~ '^0x[0-9a-fA-F]{40}$'),
  amount      bigint NOT NULL CHECK (amount > 0),
  fee         bigint NOT NULL CHECK (fee >= 0),
  gas         bigint NOT NULL CHECK (gas >= 0),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);

-- A withdrawal request and where its review stands (docs/product/wallet.md: NoApprove, CustomerServicePass = first
-- level audit passed, AdminPass, Reject). Amount and fee + gas are debited (held) when it is made;
-- Reject gives both back once (ledger key withdrawRefund/withdraw:<id>); AdminPass sends it on the
-- chain stand-in. Each step's time is kept for the member's timeline.
CREATE TABLE withdrawals (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  quote_id      integer NOT NULL UNIQUE REFERENCES withdraw_quotes (id),
  address       text NOT NULL CHECK (address ~ '^0x[0-9a-fA-F]{40}$'),
  amount        bigint NOT NULL CHECK (amount > 0),
  fee           bigint NOT NULL CHECK (fee >= 0),
  gas           bigint NOT NULL CHECK (gas >= 0),
  status        text NOT NULL DEFAULT 'NoApprove'
                  CHECK (status IN ('NoApprove', 'CustomerServicePass', 'AdminPass', 'Reject')),
  created_at    timestamptz NOT NULL,
  first_pass_at timestamptz,
  decided_at    timestamptz,
  reject_reason text CHECK (reject_reason IS NULL OR length(reject_reason) <= 200)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC, id DESC);

-- The local stand-in for the chain (there is no real one in this product yet): a passed withdrawal's
-- transfer with a made-up transaction hash, once per withdrawal.
CREATE TABLE chain_transfers (
  id            serial PRIMARY KEY,
  withdrawal_id integer NOT NULL UNIQUE REFERENCES withdrawals (id) ON DELETE CASCADE,
  to_address    text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  tx_hash       text NOT NULL UNIQUE CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  sent_at       timestamptz NOT NULL
);

INSERT INTO withdraw_fee_rates (fee_kind, rate_bps, gas, min_amount, valid_from)
VALUES ('WithdrawGactAndGas', 50, 1500000, 10000000, '2026-01-01T00:00:00Z');
