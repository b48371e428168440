#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster for the server suite, and prints its URL.
#   eval "$(bash scripts/throwaway-postgres.sh start)"   # exports TEST_DATABASE_URL
#   bash scripts/throwaway-postgres.sh stop
# PGPORT picks the port (default 54329); the cluster lives in a temporary folder.
set -euo pipefail

port="${PGPORT:-54329}"
dir="${TMPDIR:-/tmp}/teahouse-pg-$port"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }

# The server refuses to run as root: run it as the postgres user then.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres "$dir"
      as_owner "$bin/initdb" -D "$dir" -U postgres -A trust --no-sync >/dev/null
    fi
    if ! as_owner "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
        start >/dev/null
    fi
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
