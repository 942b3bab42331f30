#!/usr/bin/env bash
# The chaos soak, one command:
#   bench/chaos-soak.sh [ChaosSoak.java options, e.g. --minutes 3 --faults master-kill]
# Starts `deploy/local/run.sh --replicas 3 --redis-cluster` (HAProxy in front, API keys on) on its own ports, waits for
# "Switchboard is up", then runs bench/ChaosSoak.java: session-era, 2026-07-28 and task clients calling tools for
# --minutes (default 30) while one fault a minute strikes (a gateway replica killed or drained, a Redis master or
# replica killed, a shard paused), each process started again as a supervisor would. It writes the per-client,
# per-second outcomes (CSV) and their timeline (SVG) to target/bench/chaos-soak*, and prints a table per fault.
# Ports from CHAOS_PORT_BASE (default 21000): Redis Cluster +379..+384 (and each + 10000, the cluster bus), its cache
# Redis +389, balancer +80, services +81..+86, replicas +101..+103, management ports +500.
# Logs: target/bench/chaos-soak-*.log.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"
. deploy/local/java.sh
select_jdk

base="${CHAOS_PORT_BASE:-21000}"
out="$root/target/bench"
mkdir -p "$out"
admin_key="chaos-soak-$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')"
export REDIS_PORT=$((base + 379)) GATEWAY_PORT=$((base + 80)) TEXT_ANALYSIS_PORT=$((base + 81)) \
  GITHUB_SEARCH_PORT=$((base + 82)) PLANNER_PORT=$((base + 83)) CONFORMANCE_PORT=$((base + 84)) \
  MEMORY_PORT=$((base + 85)) MCP_BRIDGE_PORT=$((base + 86)) GATEWAY_REPLICA_BASE_PORT=$((base + 100)) \
  MANAGEMENT_PORT_OFFSET=500 REDIS_CACHE_PORT=$((base + 389)) STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-600}" \
  GATEWAY_AUTH_MODE=api-key GATEWAY_ADMIN_BOOTSTRAP_KEY="$admin_key" \
  GATEWAY_AUDIT_MAX_EVENTS="${GATEWAY_AUDIT_MAX_EVENTS:-1000000}"

suite=""
cleanup() {
  [ -n "$suite" ] && kill -TERM "$suite" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

# A fresh cluster each run: the soak counts the audit records it caused, and a master killed in an earlier run would
# still be a replica.
rm -rf deploy/local/.run/redis-cluster-"$REDIS_PORT" deploy/local/.run/redis-cluster-$((REDIS_PORT + 1)) \
  deploy/local/.run/redis-cluster-$((REDIS_PORT + 2)) deploy/local/.run/redis-cluster-$((REDIS_PORT + 3)) \
  deploy/local/.run/redis-cluster-$((REDIS_PORT + 4)) deploy/local/.run/redis-cluster-$((REDIS_PORT + 5))
deploy/local/run.sh --replicas 3 --redis-cluster > "$out/chaos-soak-suite.log" 2>&1 &
suite=$!
for _ in $(seq 1 3000); do
  grep -q "Switchboard is up" "$out/chaos-soak-suite.log" && break
  kill -0 "$suite" 2>/dev/null || { tail -30 "$out/chaos-soak-suite.log"; echo "the suite did not start" >&2; exit 1; }
  sleep 0.2
done
grep -q "Switchboard is up" "$out/chaos-soak-suite.log" || { echo "the suite did not come up" >&2; exit 1; }

"$JAVA_HOME/bin/java" bench/ChaosSoak.java --url "http://127.0.0.1:$GATEWAY_PORT/mcp" --state deploy/local/.run \
  --replica-base "$GATEWAY_REPLICA_BASE_PORT" --replicas 3 --management-offset "$MANAGEMENT_PORT_OFFSET" \
  --redis-port "$REDIS_PORT" --admin-key "$admin_key" --out "$out/chaos-soak" "$@"
