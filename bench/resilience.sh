#!/usr/bin/env bash
# Failure drills under load, counted (issue 11's proof), one command:
#   bench/resilience.sh [--redis-cluster] [Resilience.java options, e.g. --scenarios a,b --clients 8]
# Starts `deploy/local/run.sh --conformance --replicas 3` (HAProxy, else nginx, in front) on its own ports, waits for
# "Switchboard is up", then runs bench/Resilience.java: a replica killed, a replica drained, the state Redis restarted,
# conformance-service killed and restarted, a burst of 2,000 session-era calls, the result cache filled past its budget,
# each under continuous load in both eras, and prints a table. Exit status 0 when every expectation held.
# --redis-cluster: the state on run.sh's six-node Redis Cluster instead, and the drills a, b, d, e, f and g (a master
# killed and failed over); the state Redis restart (c) is the standalone drill.
# Ports from RESILIENCE_PORT_BASE (default 21000, below the ephemeral port range): Redis +379 (cluster: +379..+384, and each + 10000 for the cluster
# bus; its cache Redis +389), balancer +80, services +81..+86, replicas +101..+103, management ports +500. The cache
# Redis gets CACHE_MAXMEMORY (default 4mb) so the fill is quick.
# Logs: target/bench/resilience-*.log.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"
. deploy/local/java.sh
select_jdk

base="${RESILIENCE_PORT_BASE:-21000}"
out="$root/target/bench"
mkdir -p "$out"
export REDIS_PORT=$((base + 379)) GATEWAY_PORT=$((base + 80)) TEXT_ANALYSIS_PORT=$((base + 81)) \
  GITHUB_SEARCH_PORT=$((base + 82)) PLANNER_PORT=$((base + 83)) CONFORMANCE_PORT=$((base + 84)) \
  MEMORY_PORT=$((base + 85)) MCP_BRIDGE_PORT=$((base + 86)) GATEWAY_REPLICA_BASE_PORT=$((base + 100)) \
  MANAGEMENT_PORT_OFFSET=500 REDIS_CACHE_PORT=$((base + 389)) CACHE_MAXMEMORY="${CACHE_MAXMEMORY:-4mb}" \
  EXPENDABLE_SERVICES=conformance-service STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-600}"
# Drill f fills the cache with distinct results on purpose; the gateway would otherwise stop caching a tool whose
# results are never reused (gateway.cache.adaptive) before the cache reached its budget.
export GATEWAY_CACHE_ADAPTIVE=false

suite=""
cleanup() {
  [ -n "$suite" ] && kill -TERM "$suite" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

suite_options=(--conformance --replicas 3)
drills=(--scenarios a,b,c,d,e,f)
if [ "${1:-}" = --redis-cluster ]; then
  shift
  suite_options+=(--redis-cluster)
  drills=(--scenarios a,b,d,e,f,g)
fi

deploy/local/run.sh "${suite_options[@]}" > "$out/resilience-suite.log" 2>&1 &
suite=$!
for _ in $(seq 1 3000); do
  grep -q "Switchboard is up" "$out/resilience-suite.log" && break
  kill -0 "$suite" 2>/dev/null || { tail -30 "$out/resilience-suite.log"; echo "the suite did not start" >&2; exit 1; }
  sleep 0.2
done
grep -q "Switchboard is up" "$out/resilience-suite.log" || { echo "the suite did not come up" >&2; exit 1; }

"$JAVA_HOME/bin/java" bench/Resilience.java --url "http://127.0.0.1:$GATEWAY_PORT/mcp" --state deploy/local/.run \
  --replica-base "$GATEWAY_REPLICA_BASE_PORT" --replicas 3 --management-offset "$MANAGEMENT_PORT_OFFSET" \
  --redis-port "$REDIS_PORT" --cache-redis-port "$REDIS_CACHE_PORT" --service-port "$CONFORMANCE_PORT" \
  --logs "$out" "${drills[@]}" "$@"
