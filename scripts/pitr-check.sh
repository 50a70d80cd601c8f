#!/usr/bin/env bash
# Point-in-time recovery, tried end to end with Debian's PostgreSQL 15 on scratch clusters under /tmp
# (docs/DEPLOY.md, "Backups and point-in-time recovery"):
#   1. a primary with WAL archiving (archive_mode=on, archive_command copying each segment to an archive);
#   2. a base backup with pg_basebackup while it runs;
#   3. a row written before the target time, the target time noted, a row written after it;
#   4. the base backup restored into a new cluster with restore_command and recovery_target_time;
#   5. checks: the row before the target is there, the row after it is not.
# Usage: scripts/pitr-check.sh   (exit 0 when the restore is right; KEEP=1 keeps the folder)
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
dir=$(mktemp -d /tmp/balss-pitr.XXXXXX)
mkdir -p "$dir/archive"
chown -R postgres "$dir"
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
as_pg() { su postgres -s /bin/sh -c "$*"; }
sql() { as_pg "$PGBIN/psql -X -q -At -h 127.0.0.1 -p $1 -d postgres -c \"$2\""; }
say() { echo "pitr-check: $*"; }
primary=$(free_port)
restored=$(free_port)
cleanup() {
  as_pg "$PGBIN/pg_ctl -D '$dir/restored' -m fast stop" >/dev/null 2>&1 || true
  as_pg "$PGBIN/pg_ctl -D '$dir/primary' -m fast stop" >/dev/null 2>&1 || true
  if [ "${KEEP:-0}" = 1 ]; then say "kept $dir"; else rm -rf "$dir"; fi
}
trap cleanup EXIT

say "1. primary with WAL archiving on 127.0.0.1:$primary"
as_pg "$PGBIN/initdb -D '$dir/primary' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
cat >>"$dir/primary/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $primary
unix_socket_directories = '$dir'
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $dir/archive/%f && cp %p $dir/archive/%f'
EOF
as_pg "$PGBIN/pg_ctl -D '$dir/primary' -l '$dir/primary.log' -w start" >/dev/null
sql "$primary" "CREATE TABLE pitr_check (note text PRIMARY KEY, at timestamptz NOT NULL DEFAULT clock_timestamp())"
sql "$primary" "INSERT INTO pitr_check (note) VALUES ('in the base backup')"

say "2. base backup (pg_basebackup -X stream -c fast)"
as_pg "$PGBIN/pg_basebackup -h 127.0.0.1 -p $primary -U postgres -D '$dir/base' -X stream -c fast"

say "3. a row before the target time, the target, a row after it"
sql "$primary" "INSERT INTO pitr_check (note) VALUES ('before the target')"
sleep 1
target=$(sql "$primary" "SELECT clock_timestamp()")
sleep 1
sql "$primary" "INSERT INTO pitr_check (note) VALUES ('after the target')"
# Closes the WAL segment holding both rows, so it is archived now rather than when it fills up.
segment=$(sql "$primary" "SELECT pg_walfile_name(pg_switch_wal())")
for _ in $(seq 100); do
  [ -f "$dir/archive/$segment" ] && break
  sleep 0.2
done
[ -f "$dir/archive/$segment" ] || { say "segment $segment was not archived"; exit 1; }
say "   target time $target; archived through $segment"

say "4. restore the base backup into a new cluster on 127.0.0.1:$restored, recovery_target_time = target"
cp -a "$dir/base" "$dir/restored"
cat >>"$dir/restored/postgresql.conf" <<EOF
port = $restored
archive_mode = off
restore_command = 'cp $dir/archive/%f %p'
recovery_target_time = '$target'
recovery_target_action = 'promote'
EOF
touch "$dir/restored/recovery.signal"
chown -R postgres "$dir/restored"
as_pg "$PGBIN/pg_ctl -D '$dir/restored' -l '$dir/restored.log' -w -t 120 start" >/dev/null
for _ in $(seq 300); do
  [ "$(sql "$restored" "SELECT pg_is_in_recovery()" 2>/dev/null)" = f ] && break
  sleep 0.2
done

say "5. what the restored cluster holds"
rows=$(sql "$restored" "SELECT string_agg(note, ', ' ORDER BY at) FROM pitr_check")
say "   rows: $rows"
grep -o "recovery stopping before commit[^\"]*" "$dir/restored.log" | head -1 | sed 's/^/pitr-check:    log: /' || true
expected='in the base backup, before the target'
if [ "$rows" = "$expected" ]; then
  say "OK: the row written before the target time is there, the one after it is not"
else
  say "MISSED: expected '$expected'"
  exit 1
fi
