#!/usr/bin/env bash
# The production shape on 127.0.0.1: PostgreSQL 15 (scripts/test-postgres.sh), optionally a streaming
# replica made with pg_basebackup, N app servers sharing it, and HAProxy in front of them (health checks
# on /api/health/ready, X-Request-Id set per request, retries of requests a stopping server refused).
#
#   eval "$(scripts/cluster.sh start 3 [--replica])"   prints CLUSTER_DIR, CLUSTER_URL, DATABASE_URL
#   scripts/cluster.sh restart [n]      rolling restart: each server (or server n) drained with SIGTERM, started again
#   scripts/cluster.sh kill n           kill -9 of server n (the balancer takes it out), then `scripts/cluster.sh up n`
#   scripts/cluster.sh status
#   scripts/cluster.sh stop             ends everything and removes CLUSTER_DIR
#
# Without CLUSTER_DIR the commands take the cluster this project folder started last (.cluster-dir).
# DEMO_DATA=true seeds the demo data (off by default on PostgreSQL); the first super-admin otherwise comes
# from `DATABASE_URL=… npm run admin:create` (docs/DEPLOY.md).
# Logs: $CLUSTER_DIR/server-<n>.log (JSON, with the balancer's request id as reqId), haproxy.log.
# CLUSTER_PORT picks the balancer's port (default: a free one); CLUSTER_WEB_BUILD=0 skips the web build;
# METRICS_BASE_PORT=p serves server n's metrics on 127.0.0.1:p+n;
# BALSS_SERVER_CMD replaces the server command (default: the compiled server, see scripts/build-server.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "$*" >&2; }
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
state() { cat "$CLUSTER_DIR/$1"; }
# The cluster `start` made from this folder, when CLUSTER_DIR is not given.
pointer=.cluster-dir
need_dir() {
  if [ -z "${CLUSTER_DIR:-}" ] && [ -f "$pointer" ]; then CLUSTER_DIR=$(cat "$pointer"); fi
  CLUSTER_DIR=${CLUSTER_DIR:?no cluster started from this folder: set CLUSTER_DIR (printed by start)}
  [ -f "$CLUSTER_DIR/env" ] || { say "no cluster in $CLUSTER_DIR"; exit 1; }
  # shellcheck disable=SC1091
  source "$CLUSTER_DIR/env"
}

wait_ready() {
  local url=$1 seconds=${2:-120}
  for _ in $(seq $((seconds * 5))); do
    curl -fsS -o /dev/null "$url/api/health/ready" 2>/dev/null && return 0
    sleep 0.2
  done
  say "not ready after ${seconds}s: $url"
  return 1
}

server_up() {
  local n=$1 port
  port=$(state "server-$n.port")
  mkdir -p "$CLUSTER_DIR/data-$n"
  (
    export PORT=$port HOST=127.0.0.1 DATA_DIR="$CLUSTER_DIR/data-$n" NODE_ENV=production
    export DATABASE_URL DATABASE_READ_URL TOKEN_SECRET COOKIE_SECRET APP_URL="$CLUSTER_URL" DEMO_DATA
    export TRUST_PROXY=loopback SHUTDOWN_DRAIN_SECONDS=${SHUTDOWN_DRAIN_SECONDS:-2}
    if [ -n "${METRICS_BASE_PORT:-}" ]; then export METRICS_PORT=$((METRICS_BASE_PORT + n)); fi
    # shellcheck disable=SC2086
    nohup $SERVER_CMD >>"$CLUSTER_DIR/server-$n.log" 2>&1 &
    echo $! >"$CLUSTER_DIR/server-$n.pid"
  )
  wait_ready "http://127.0.0.1:$port"
  say "server $n ready on 127.0.0.1:$port (pid $(state "server-$n.pid"))"
}

server_down() {
  local n=$1 signal=${2:-TERM} pid
  pid=$(state "server-$n.pid" 2>/dev/null) || return 0
  kill "-$signal" "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
  rm -f "$CLUSTER_DIR/server-$n.pid"
}

write_haproxy_config() {
  local servers=""
  for n in $(seq "$COUNT"); do
    servers+="  server app$n 127.0.0.1:$(state "server-$n.port") check"$'\n'
  done
  cat >"$CLUSTER_DIR/haproxy.cfg" <<EOF
global
  log stdout format raw local0
  stats socket $CLUSTER_DIR/haproxy.sock mode 600 level admin
  maxconn 4096

defaults
  mode http
  log global
  option forwardfor
  option redispatch
  retries 3
  # A request that found no connection goes to another server; a GET, HEAD or PUT also when a stopping or
  # dying server answered 503 or nothing (a kept-alive connection it closed as the request arrived).
  # PUT is idempotent (an answer submission carries its response id); POST, PATCH and DELETE may have
  # run there, so they are not sent twice.
  retry-on conn-failure empty-response 503
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  timeout http-keep-alive 10s
  unique-id-format %{+X}o\ %ci%cp%fp%Ts%rt%pid
  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %{+Q}r id=%ID"

frontend balss
  bind 127.0.0.1:$BALANCER_PORT
  http-request set-header X-Request-Id %[unique-id]
  http-request disable-l7-retry if !METH_GET !METH_HEAD !METH_PUT
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 1 rise 2
$servers
EOF
}

case "${1:-}" in
  start)
    COUNT=${2:-2}
    REPLICA=no
    [ "${3:-}" = "--replica" ] && REPLICA=yes
    command -v haproxy >/dev/null || { say "haproxy is not installed (apt-get install haproxy)"; exit 1; }
    CLUSTER_DIR=$(mktemp -d /tmp/balss-cluster.XXXXXX)
    echo "$CLUSTER_DIR" >"$pointer"
    say "cluster in $CLUSTER_DIR"
    if [ "${CLUSTER_WEB_BUILD:-1}" != 0 ]; then node scripts/build-if-stale.mjs >&2; fi
    SERVER_CMD=${BALSS_SERVER_CMD:-}
    if [ -z "$SERVER_CMD" ]; then
      node scripts/build-server.mjs >&2
      SERVER_CMD="node dist/server/main.js"
    fi

    eval "$(scripts/test-postgres.sh start)"
    printf 'COUNT=%s\nPG_TEST_DIR=%s\n' "$COUNT" "$PG_TEST_DIR" >"$CLUSTER_DIR/env"
    # A start that fails half way leaves nothing running.
    trap 'if [ $? -ne 0 ]; then CLUSTER_DIR=$CLUSTER_DIR "$0" stop; fi' EXIT
    DATABASE_READ_URL=""
    if [ "$REPLICA" = yes ]; then
      eval "$(scripts/test-replica.sh start "$PG_TEST_DIR" "$DATABASE_URL")"
      say "replica streaming: $DATABASE_READ_URL"
    fi
    BALANCER_PORT=${CLUSTER_PORT:-$(free_port)}
    CLUSTER_URL=http://127.0.0.1:$BALANCER_PORT
    for n in $(seq "$COUNT"); do free_port >"$CLUSTER_DIR/server-$n.port"; done
    cat >"$CLUSTER_DIR/env" <<EOF
COUNT=$COUNT
PG_TEST_DIR=$PG_TEST_DIR
DATABASE_URL=$DATABASE_URL
DATABASE_READ_URL=$DATABASE_READ_URL
BALANCER_PORT=$BALANCER_PORT
CLUSTER_URL=$CLUSTER_URL
SERVER_CMD="$SERVER_CMD"
METRICS_BASE_PORT=${METRICS_BASE_PORT:-}
DEMO_DATA=${DEMO_DATA:-}
TOKEN_SECRET=$(openssl rand -hex 32)
COOKIE_SECRET=$(openssl rand -hex 32)
EOF
    chmod 600 "$CLUSTER_DIR/env"
    # shellcheck disable=SC1091
    source "$CLUSTER_DIR/env"
    # The first server migrates and seeds; the others then start together.
    server_up 1
    pids=()
    for n in $(seq 2 "$COUNT"); do server_up "$n" & pids+=($!); done
    for pid in "${pids[@]}"; do wait "$pid"; done
    write_haproxy_config
    nohup haproxy -W -db -f "$CLUSTER_DIR/haproxy.cfg" >"$CLUSTER_DIR/haproxy.log" 2>&1 &
    echo $! >"$CLUSTER_DIR/haproxy.pid"
    wait_ready "$CLUSTER_URL" 30
    say "balancer on $CLUSTER_URL"
    echo "export CLUSTER_DIR=$CLUSTER_DIR"
    echo "export CLUSTER_URL=$CLUSTER_URL"
    echo "export DATABASE_URL=$DATABASE_URL"
    if [ -n "$DATABASE_READ_URL" ]; then echo "export DATABASE_READ_URL=$DATABASE_READ_URL"; fi
    ;;
  up) need_dir; server_up "${2:?server number}" ;;
  kill) need_dir; server_down "${2:?server number}" KILL ;;
  restart)
    need_dir
    for n in ${2:-$(seq "$COUNT")}; do
      server_down "$n" TERM
      server_up "$n"
      # Until the balancer's checks (inter 1s, rise 2) take it back in.
      sleep 2.5
    done
    ;;
  status)
    need_dir
    for n in $(seq "$COUNT"); do
      port=$(state "server-$n.port")
      if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready" 2>/dev/null; then
        echo "server $n 127.0.0.1:$port ready"
      else echo "server $n 127.0.0.1:$port down"; fi
    done
    echo "show servers state app" | socat stdio "$CLUSTER_DIR/haproxy.sock" 2>/dev/null || true
    ;;
  stop)
    need_dir
    for n in $(seq "$COUNT"); do server_down "$n" TERM & done
    wait
    kill "$(state haproxy.pid)" 2>/dev/null || true
    scripts/test-replica.sh stop "$PG_TEST_DIR"
    scripts/test-postgres.sh stop "$PG_TEST_DIR"
    rm -rf "$CLUSTER_DIR"
    if [ "$(cat "$pointer" 2>/dev/null)" = "$CLUSTER_DIR" ]; then rm -f "$pointer"; fi
    say "cluster stopped"
    ;;
  *)
    sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
