-- Invite rewards (issue 15 item 1, decision 039). One row per reward paid, written in the claim's
-- transaction next to its ledger credit (kind inviteReward, source invitee:<id>). The ledger's key
-- already pays an inviter once per invitee; this table adds what the ledger cannot see: a mailbox
-- earns an invite reward once, whoever invited it. email_key is the invitee's sign-in address as
-- it was when the reward was paid (lower case, "+tag" dropped), kept even if that account later
-- changes its email or closes, so a second account on the same mailbox is never rewarded again.
-- invitee_id is the key: one reward per invitee account.
CREATE TABLE invite_rewards (
  invitee_id      integer PRIMARY KEY REFERENCES members (id),
  inviter_id      integer NOT NULL REFERENCES members (id),
  email_key       text NOT NULL UNIQUE CHECK (email_key = lower(email_key)),
  ledger_entry_id integer NOT NULL UNIQUE REFERENCES ledger_entries (id),
  claimed_at      timestamptz NOT NULL
);
-- The invited list reads the rewards of one inviter's invitees.
CREATE INDEX invite_rewards_inviter_idx ON invite_rewards (inviter_id);
