#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on a free port of 127.0.0.1 and prints its DATABASE_URL.
# Usage: eval "$(scripts/test-postgres.sh start)"   ...   scripts/test-postgres.sh stop "$PG_TEST_DIR"
# Durable by default (fsync=on, synchronous_commit=on), as benchmark figures must be; BENCH_FSYNC=off
# starts it without fsync and synchronous commit, for test suites where only speed matters.
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
case "${BENCH_FSYNC:-on}" in
  on) durability='-c fsync=on -c synchronous_commit=on' ;;
  off) durability='-c fsync=off -c synchronous_commit=off' ;;
  *) echo "BENCH_FSYNC must be on or off" >&2; exit 1 ;;
esac
case "${1:-start}" in
  start)
    dir=$(mktemp -d /tmp/balss-pg.XXXXXX)
    chown postgres "$dir"
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    su postgres -s /bin/sh -c "$PGBIN/initdb -D '$dir/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
    su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D '$dir/data' -l '$dir/log' -o '-p $port -k $dir -c listen_addresses=127.0.0.1 $durability -c max_connections=200' -w start" >/dev/null
    su postgres -s /bin/sh -c "$PGBIN/createdb -h 127.0.0.1 -p $port balss_test"
    echo "export PG_TEST_DIR=$dir"
    echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/balss_test"
    ;;
  stop)
    dir=${2:?directory}
    su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D '$dir/data' -m fast stop" >/dev/null || true
    rm -rf "$dir"
    ;;
esac
