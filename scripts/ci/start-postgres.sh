#!/usr/bin/env bash
# Starts a local PostgreSQL for the collector's tests and benchmark, and prints the
# DATABASE_URL to use (nothing else goes to stdout):
#
#   export TEST_DATABASE_URL="$(bash scripts/ci/start-postgres.sh)"
#
# Works as root in a fresh Debian container without systemd: installs Debian's
# postgresql package when missing, creates the cluster if there is none, starts it with
# pg_ctlcluster on 127.0.0.1, then creates the role and the database if missing.
# Safe to run again. Stop it with: pg_ctlcluster <version> main stop
set -euo pipefail

PG_USER="${PG_USER:-leads}"
PG_PASSWORD="${PG_PASSWORD:-leads}"
PG_DATABASE="${PG_DATABASE:-leads_test}"
PG_PORT="${PG_PORT:-5432}"

log() { echo "start-postgres: $*" >&2; }

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres -- "$@"; fi
}

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing postgresql from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
cluster_field() { pg_lsclusters --no-header | awk -v v="$version" -v f="$1" '$1 == v && $2 == "main" { print $f }'; }

if [ -z "$(cluster_field 1)" ]; then
  log "creating cluster $version/main on port $PG_PORT"
  pg_createcluster "$version" main --port "$PG_PORT" >&2
fi
port="$(cluster_field 3)"

if [ "$(cluster_field 4)" != "online" ]; then
  log "starting cluster $version/main on port $port"
  pg_ctlcluster "$version" main start >&2
fi

for _ in $(seq 1 60); do
  if pg_isready -q -h 127.0.0.1 -p "$port"; then break; fi
  sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p "$port" || { log "PostgreSQL did not come up on 127.0.0.1:$port"; exit 1; }

psql_admin() { as_postgres psql -p "$port" -v ON_ERROR_STOP=1 -qtA "$@"; }

if [ "$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = '$PG_USER'")" != "1" ]; then
  log "creating role $PG_USER"
  psql_admin -c "CREATE ROLE \"$PG_USER\" LOGIN PASSWORD '$PG_PASSWORD'"
fi
if [ "$(psql_admin -c "SELECT 1 FROM pg_database WHERE datname = '$PG_DATABASE'")" != "1" ]; then
  log "creating database $PG_DATABASE"
  psql_admin -c "CREATE DATABASE \"$PG_DATABASE\" OWNER \"$PG_USER\""
fi

echo "postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$port/$PG_DATABASE"
