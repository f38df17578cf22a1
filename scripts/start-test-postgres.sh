#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the server tests on a Debian machine, as root:
#   eval "$(bash scripts/start-test-postgres.sh)"   # then: npx vitest run --project server
# Installs Debian's postgresql if missing, runs a dedicated cluster listening on 127.0.0.1 only,
# creates a password-authenticated role owning a test database, and prints one line:
#   export TEST_DATABASE_URL=postgres://…
# Everything else goes to stderr so `eval` sees only that line. Safe to run again.
set -euo pipefail

CLUSTER=${PG_TEST_CLUSTER:-gamerhub_test}
PORT=${PG_TEST_PORT:-55432}
DB=${PG_TEST_DB:-gamerhub_test}
ROLE=${PG_TEST_ROLE:-gamerhub_test}

log() { echo "start-test-postgres: $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  log "must run as root (it installs packages and switches to the postgres user)"
  exit 1
fi

# Debian's binaries, never whatever pg_ctl happens to be first on PATH.
newest_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(newest_bin)" ] || ! command -v pg_ctlcluster >/dev/null; then
  log "installing postgresql"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2
fi
BIN=$(newest_bin)
VERSION=$(basename "$(dirname "$BIN")")
[ -x "$BIN/pg_ctl" ] || { log "no pg_ctl in $BIN"; exit 1; }

as_postgres() { runuser -u postgres -- "$@"; }

if ! pg_lsclusters -h "$VERSION" "$CLUSTER" >/dev/null 2>&1; then
  log "creating cluster $VERSION/$CLUSTER on port $PORT"
  pg_createcluster "$VERSION" "$CLUSTER" --port "$PORT" -- --auth-local=peer --auth-host=scram-sha-256 >&2
fi
# A drop-in under conf.d (Debian's postgresql.conf includes it last) rather than pg_conftool,
# which writes 127.0.0.1 unquoted. fsync off: a test database need not survive a crash, and it is faster.
CONF_DIR=/etc/postgresql/$VERSION/$CLUSTER/conf.d
mkdir -p "$CONF_DIR"
cat >"$CONF_DIR/gamerhub-test.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PORT
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
chown -R postgres:postgres "$CONF_DIR"

if pg_lsclusters -h "$VERSION" "$CLUSTER" | awk '{print $4}' | grep -q online; then
  log "cluster $VERSION/$CLUSTER already running"
  pg_ctlcluster --skip-systemctl-redirect "$VERSION" "$CLUSTER" reload >&2
else
  log "starting cluster $VERSION/$CLUSTER"
  pg_ctlcluster --skip-systemctl-redirect "$VERSION" "$CLUSTER" start >&2
fi

for _ in $(seq 1 30); do
  "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" && break
  sleep 1
done
"$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" || { log "server did not become ready"; exit 1; }

psql_admin() { as_postgres "$BIN/psql" -X -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres "$@"; }
# The role's password lives beside the cluster, never in the repo. It is kept while it still works:
# a second caller (another checkout, a helper's worktree) must not lock out a run already connected.
PASSWORD_FILE=/var/lib/postgresql/$VERSION/$CLUSTER.$ROLE.password
PASSWORD=$(cat "$PASSWORD_FILE" 2>/dev/null || true)
if [ -z "$PASSWORD" ] || ! PGPASSWORD=$PASSWORD PGCONNECT_TIMEOUT=5 "$BIN/psql" -X -q -h 127.0.0.1 \
  -p "$PORT" -U "$ROLE" -d "$DB" -c 'SELECT 1' >/dev/null 2>&1; then
  PASSWORD=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
  psql_admin -v role="$ROLE" -v pw="$PASSWORD" -v db="$DB" >&2 <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role') WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'role') \gexec
ALTER ROLE :"role" WITH LOGIN PASSWORD :'pw';
SELECT format('CREATE DATABASE %I OWNER %I', :'db', :'role') WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = :'db') \gexec
SQL
  (umask 077 && printf '%s' "$PASSWORD" >"$PASSWORD_FILE")
fi

URL="postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DB"
PGPASSWORD=$PASSWORD "$BIN/psql" -X -q -h 127.0.0.1 -p "$PORT" -U "$ROLE" -d "$DB" -c 'SELECT 1' >/dev/null
log "ready: $DB on 127.0.0.1:$PORT as $ROLE"
echo "export TEST_DATABASE_URL=$URL"
