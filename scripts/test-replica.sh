#!/usr/bin/env bash
# A streaming replica (pg_basebackup, hot standby) of a PostgreSQL started by scripts/test-postgres.sh,
# kept inside its folder. Prints DATABASE_READ_URL.
# Usage: eval "$(scripts/test-replica.sh start "$PG_TEST_DIR" "$DATABASE_URL")"   ...
#        scripts/test-replica.sh stop "$PG_TEST_DIR"   (before scripts/test-postgres.sh stop)
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
dir=${2:?PG_TEST_DIR of the primary}
case "${1:-}" in
  start)
    url=${3:?DATABASE_URL of the primary}
    primary=${url##*:}; primary=${primary%%/*}
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    su postgres -s /bin/sh -c "$PGBIN/pg_basebackup -h 127.0.0.1 -p $primary -U postgres -D '$dir/replica' -R -X stream -c fast"
    # A hot standby needs at least the primary's max_connections.
    su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D '$dir/replica' -l '$dir/replica.log' -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200' -w start" >/dev/null
    echo "export DATABASE_READ_URL=${url/:$primary\//:$port\/}"
    ;;
  stop)
    if [ -d "$dir/replica" ]; then
      su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D '$dir/replica' -m fast stop" >/dev/null || true
    fi
    ;;
  *) sed -n '2,6p' "$0" >&2; exit 2 ;;
esac
