-- MemberInviteList: a member's invitees, newest first.
CREATE INDEX members_invited_by_idx ON members (invited_by, created_at DESC, id DESC);
