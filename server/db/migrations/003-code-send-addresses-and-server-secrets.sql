-- Verification-code sends are also limited per client address (one address mailing thousands of
-- different emails), so each stored code remembers the address that asked for it. Codes sent
-- before this migration have none and count for no address.
ALTER TABLE verification_codes ADD COLUMN address text;
CREATE INDEX verification_codes_address_idx ON verification_codes (address, created_at);

-- Keys the server makes itself when none is configured, shared by every process on this database
-- and kept across restarts. 'code-hmac-key': the HMAC key of stored verification codes when
-- CODE_PEPPER is unset (CODE_PEPPER, when set, is used instead and never stored).
CREATE TABLE server_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
