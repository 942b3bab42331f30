#!/usr/bin/env bash
# The suite side by side with the official TypeScript SDK servers and a direct quarkus-mcp-server, one command:
#   bench/side-by-side.sh [SideBySide.java options, e.g. --seconds 20 --concurrency 1,16,64]
# 1. starts the suite (run.sh --conformance, its own Redis), both reference servers (bench/reference, SDK v1 and
#    v2) and the anchor (bench/quarkus-mcp-anchor, built first when its jar is missing or older than its sources; JVM
#    options from ANCHOR_JAVA_OPTS), all pinned to core BENCH_CORE (default 1), the load generator on
#    BENCH_LOADGEN_CORES (default 0);
# 2. after BENCH_PREWARM seconds (default 20) of each workload and era on every side, prints the ratio table
#    (bench/SideBySide.java), the CPU time of every process per answered call in each cell, and the resident memory
#    of every process after the load;
# 3. restarts the suite and prints the warm-up curve: analyzeText requests answered per second from the moment the
#    gateway and the text service are both ready (each after its warm-up).
# Ports from BENCH_PORT_BASE (default 27000, below the ephemeral port range so that no outgoing connection holds
# one): Redis +379, gateway +80, services +81..+86, references +401/+402, the anchor +403.
set -euo pipefail
# shellcheck source=suite.sh
. "$(dirname "${BASH_SOURCE[0]}")/suite.sh"

node="$root/e2e/node_modules/.bin/node"
[ -x "$node" ] || (cd e2e && npm ci --no-audit --no-fund --loglevel=error)
[ -d bench/reference/node_modules ] || (cd bench/reference && npm ci --no-audit --no-fund --loglevel=error)
build_anchor

stop_pids_and_suite_on_exit

start_suite
for era in modern session; do
  port=$((base + 401)); [ "$era" = session ] && port=$((base + 402))
  ERA=$era PORT=$port taskset -c "$core" "$node" bench/reference/server.mjs > "$out/reference-$era.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 100); do grep -q "reference $era server" "$out/reference-$era.log" && break; sleep 0.1; done
done
start_anchor $((base + 403))
pids+=($!)

processes="gateway=$(pid_on "$GATEWAY_PORT"),text-analysis=$(pid_on "$TEXT_ANALYSIS_PORT")"
processes+=",conformance=$(pid_on "$CONFORMANCE_PORT"),redis=$(pid_on "$REDIS_PORT")"
processes+=",redis-cache=$(pid_on "${REDIS_CACHE_PORT:-$((REDIS_PORT + 10))}")"
processes+=",ts-v2=$(pid_on $((base + 401))),ts-v1=$(pid_on $((base + 402))),anchor=$(pid_on $((base + 403)))"
taskset -c "$loadgen" "$JAVA_HOME/bin/java" bench/SideBySide.java --suite "http://127.0.0.1:$GATEWAY_PORT/mcp" \
  --ts-modern "http://127.0.0.1:$((base + 401))/mcp" --ts-session "http://127.0.0.1:$((base + 402))/mcp" \
  --anchor "http://127.0.0.1:$((base + 403))/mcp" \
  --pids "$processes" --prewarm "${BENCH_PREWARM:-20}" "$@"

echo
echo "warm-up curve: the suite restarted, analyzeText (2026-07-28, distinct texts, c=16) from the moment the gateway" \
  "and the text service are both ready"
stop_suite
taskset -c "$core" deploy/local/run.sh --conformance > "$out/suite-restart.log" 2>&1 &
suite=$!
taskset -c "$loadgen" "$JAVA_HOME/bin/java" bench/SideBySide.java --curve "http://127.0.0.1:$GATEWAY_PORT/mcp" \
  --concurrency 16 --curve-seconds "${BENCH_CURVE_SECONDS:-30}" \
  --ready "$(printf 'http://127.0.0.1:%s/q/health/ready,' $((GATEWAY_PORT + MANAGEMENT_PORT_OFFSET)) \
    $((TEXT_ANALYSIS_PORT + MANAGEMENT_PORT_OFFSET)))"
