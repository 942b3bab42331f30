#!/usr/bin/env bash
# A user's linked account against a static credential: the same upstream tool through the gateway and the bridge.
#   bench/linked-vs-static.sh [bench/linked-vs-static.mjs options, e.g. --seconds 10 --concurrency 1,16]
# 1. starts mock-oauth2-server (issuer "links", interactive sign-in: the upstream's own authorization server) and two
#    e2e/upstream-http.mjs servers: one behind an API key header, one accepting only that issuer's bearer tokens;
# 2. starts the suite (run.sh --conformance, its own Redis, no authentication: every caller is the anonymous user)
#    with its bridge relaying both: "static" with the header in the upstreams file, "linked" with userOAuth;
# 3. links the caller's account through e2e/links-browser.mjs, calls echo on each upstream for 20 s to warm up, then
#    on each in turn at each concurrency, twice (bench/linked-vs-static.mjs: 5 s discarded, 10 s measured), and prints
#    the table.
# Suite and upstreams pinned to core BENCH_CORE (default 1), the load generator and the authorization server on
# BENCH_LOADGEN_CORES (default 0). Ports from BENCH_PORT_BASE (default 27000): the suite's as bench/suite.sh sets
# them, the authorization server +88, the upstreams +126 (static) and +127 (linked).
set -euo pipefail
# shellcheck source=suite.sh
. "$(dirname "${BASH_SOURCE[0]}")/suite.sh"

node="$root/e2e/node_modules/.bin/node"
[ -x "$node" ] || (cd e2e && npm ci --no-audit --no-fund --loglevel=error)
[ -d oauth-test-server/target/lib ] || { echo "oauth-test-server/target/lib is missing: build the suite first" >&2; exit 2; }
oauth_port=$((base + 88)) static_port=$((base + 126)) linked_port=$((base + 127))
issuer="http://127.0.0.1:$oauth_port/links" audience=bench-linked
header="X-Api-Key: bench-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"

pids=()
cleanup() {
  for pid in "${pids[@]}" $suite; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

mapping() { printf '{"requestParam":"client_id","match":"%s","claims":%s}' "$1" "$2"; }
SERVER_HOSTNAME=127.0.0.1 SERVER_PORT="$oauth_port" JSON_CONFIG="$(printf \
  '{"interactiveLogin":true,"tokenCallbacks":[{"issuerId":"links","tokenExpiry":3600,"requestMappings":[%s,%s]}]}' \
  "$(mapping bridge-catalogue "{\"sub\":\"bridge-catalogue\",\"aud\":[\"$audience\"]}")" \
  "$(mapping bridge-links "{\"aud\":[\"$audience\"]}")")" \
  taskset -c "$loadgen" "$JAVA_HOME/bin/java" -Xmx128m -cp "$root/oauth-test-server/target/lib/*" \
  no.nav.security.mock.oauth2.StandaloneMockOAuth2ServerKt > "$out/linked-oauth-server.log" 2>&1 &
pids+=($!)
PORT="$static_port" REQUIRED_HEADER="$header" taskset -c "$core" "$node" e2e/upstream-http.mjs \
  > "$out/linked-upstream-static.log" 2>&1 &
pids+=($!)
PORT="$linked_port" BEARER_ISSUER="$issuer" BEARER_AUDIENCE="$audience" taskset -c "$core" "$node" e2e/upstream-http.mjs \
  > "$out/linked-upstream-linked.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 300); do
  curl -fs -o /dev/null "$issuer/.well-known/openid-configuration" && break
  kill -0 "${pids[0]}" 2>/dev/null || { tail -30 "$out/linked-oauth-server.log"; echo "mock-oauth2-server did not start" >&2; exit 1; }
  sleep 0.2
done

export BRIDGE_UPSTREAMS_FILE="$out/linked-vs-static-upstreams.json"
cat > "$BRIDGE_UPSTREAMS_FILE" <<JSON
{"upstreams": [
  {"name": "static", "transport": "http", "url": "http://127.0.0.1:$static_port/mcp",
   "headers": {"${header%%:*}": "${header#*: }"}, "tools": {"allow": ["echo"]}},
  {"name": "linked", "transport": "http", "url": "http://127.0.0.1:$linked_port/mcp",
   "clientCredentials": {"tokenUrl": "$issuer/token", "clientId": "bridge-catalogue", "clientSecret": "secret",
                         "audience": "$audience"},
   "userOAuth": {"clientId": "bridge-links", "scope": "openid"}, "tools": {"allow": ["echo"]}}
]}
JSON
start_suite "$out/linked-vs-static-suite.log"
taskset -c "$loadgen" "$node" bench/linked-vs-static.mjs --gateway "http://127.0.0.1:$GATEWAY_PORT/mcp" "$@"
