#!/usr/bin/env bash
# docs/DEPLOY.md followed word for word, as CI's last step (.ci/run): a fresh clone of this repository
# installed and built with NODE_ENV=production as section 2 says, three servers behind HAProxy on
# PostgreSQL with a replica (scripts/cluster.sh), the first super-admin from `npm run admin:create`, its
# password set through the printed link and a sign-in through the balancer; then `npm run cluster:stop`.
# Every command taken from the guide is looked up in it first: one the guide does not contain fails.
# Needs PostgreSQL 15 and HAProxy (Debian: postgresql-15, haproxy), git, curl and openssl.
set -euo pipefail
cd "$(dirname "$0")/.."
guide=$PWD/docs/DEPLOY.md
say() { echo "deploy-check: $*" >&2; }
fail() { say "FAILED: $*"; exit 1; }
step() {
  grep -qF -- "$1" "$guide" || fail "not written in docs/DEPLOY.md: $1"
  say "\$ $1"
  eval "$1"
}
json() { node -e "let t='';process.stdin.on('data',c=>t+=c).on('end',()=>{const v=JSON.parse(t);console.log($1)})"; }

command -v haproxy >/dev/null || fail "haproxy is not installed (apt-get install haproxy)"
work=$(mktemp -d /tmp/balss-deploy-check.XXXXXX)
# cluster.sh runs PostgreSQL's tools as the postgres user, from this folder.
chmod 755 "$work"
cleanup() {
  if [ -f "$work/balss/.cluster-dir" ]; then (cd "$work/balss" && bash scripts/cluster.sh stop >/dev/null 2>&1) || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
git clone --quiet "$PWD" "$work/balss"
cd "$work/balss"
say "a fresh clone of $(git rev-parse --short HEAD) in $work/balss"

# Section 2, "Installing a server".
step 'export NODE_ENV=production'
step 'npm ci --include=dev'
step 'npm run build'
step 'npm run build:server'
step 'npm prune --omit=dev --no-save'
[ ! -e node_modules/vite ] || fail "npm prune left the build tools"

# The production shape (the guide's opening lines), then the first super-admin with the servers' settings.
step 'eval "$(scripts/cluster.sh start 3 --replica)"'
cluster_dir=${CLUSTER_DIR:-}
[ -n "$cluster_dir" ] || fail "scripts/cluster.sh start did not start the cluster (its messages are above)"
[ "$(cat "$cluster_dir"/server-1.log | grep -c '"msg":"demo data seeded"' || true)" = 0 ] ||
  fail "the cluster seeded demo data on PostgreSQL without DEMO_DATA"
set -a
# shellcheck disable=SC1091
source "$CLUSTER_DIR/env"
set +a
export APP_URL=$CLUSTER_URL
made=$(step 'npm run admin:create -- --username jana.ozola --email jana.ozola@example.lv --name Jana --surname Ozola')
echo "$made" >&2
link=$(echo "$made" | grep -o "$CLUSTER_URL/users/reset-password?token=[A-Za-z0-9_-]*&new_user=1") ||
  fail "admin:create printed no set-password link on $CLUSTER_URL"
token=${link#*token=}
token=${token%%&*}

post() { curl -sS -D "$work/headers" -o "$work/body" -w '%{http_code}' -H 'content-type: application/json' -d "$2" "$CLUSTER_URL$1"; }
[ "$(post /api/auth/reset-password "{\"token\":\"$token\",\"password\":\"Pavasaris-2026!\"}")" = 200 ] ||
  fail "setting the password through the link: $(cat "$work/body")"
[ "$(post /api/auth/login '{"username":"super","password":"demo12345"}')" = 401 ] ||
  fail "the demo login super/demo12345 was not refused: $(cat "$work/body")"
[ "$(post /api/auth/login '{"username":"jana.ozola","password":"Pavasaris-2026!"}')" = 200 ] ||
  fail "signing in as the new super-admin: $(cat "$work/body")"
request_id=$(grep -i '^x-request-id:' "$work/headers" | tr -d '\r' | cut -d' ' -f2)
! grep -qi '^strict-transport-security:' "$work/headers" || fail "HSTS sent over plain http"
bearer=$(json 'v.data.token' <"$work/body")
who=$(curl -sS -H "authorization: Bearer $bearer" "$CLUSTER_URL/api/user" | json '`${v.data.username} ${v.data.type}`')
[ "$who" = "jana.ozola super_admin" ] || fail "GET /api/user through the balancer answered: $who"
say "signed in through the balancer as: $who"
lines=$(cat "$CLUSTER_DIR"/server-*.log | grep -c "\"reqId\":\"$request_id\"" || true)
[ "$lines" = 1 ] || fail "$lines log lines for the sign-in's request id $request_id (one per request is written)"

# The guide's last line of the cluster commands, without CLUSTER_DIR.
unset CLUSTER_DIR
step 'npm run cluster:stop'
[ ! -d "$cluster_dir" ] || fail "npm run cluster:stop left $cluster_dir"
[ -n "${who:-}" ] || fail "the sign-in was never checked"
say "OK: docs/DEPLOY.md from a fresh clone to a signed-in super-admin behind HAProxy (${SECONDS}s)"
