#!/usr/bin/env bash
# The floor of forwarding beside the quarkus-mcp-server anchor and the suite, one command:
#   bench/forwarding-floor.sh [SideBySide.java options, e.g. --seconds 20 --concurrency 16,64 --workloads trivial]
# Starts the suite (run.sh --conformance, its own Redis), the anchor (bench/quarkus-mcp-anchor) and
# bench/ForwardingFloor.java in front of it, all pinned to core BENCH_CORE (default 1), the load generator on
# BENCH_LOADGEN_CORES (default 0). bench/SideBySide.java then loads, in each cell, the anchor through the floor (FF),
# the anchor directly (QA) and the suite (SB), and prints each process's CPU per answered call: the floor's own beside
# the anchor's whole call is what any gateway forwarding over HTTP pays at least; the gateway's beside both is what
# it adds above that floor. FLOOR_OPTS passes options to the floor (--http1: a keep-alive HTTP/1.1 pool instead of
# h2c). Ports from BENCH_PORT_BASE (default 27000): the suite's, the anchor +403, the floor +404.
set -euo pipefail
# shellcheck source=suite.sh
. "$(dirname "${BASH_SOURCE[0]}")/suite.sh"

build_anchor
stop_pids_and_suite_on_exit

start_suite
start_anchor $((base + 403))
pids+=($!)
# The floor runs on the gateway's own Vert.x and Netty: the jars run.sh has just built.
# shellcheck disable=SC2086 # FLOOR_OPTS is a list of options
taskset -c "$core" "$JAVA_HOME/bin/java" -cp "gateway/target/quarkus-app/lib/main/*" bench/ForwardingFloor.java \
  --port $((base + 404)) --upstream "http://127.0.0.1:$((base + 403))" ${FLOOR_OPTS:-} > "$out/floor.log" 2>&1 &
pids+=($!)
await_line "$out/floor.log" "forwarding floor on" $! "the floor" 30

processes="gateway=$(pid_on "$GATEWAY_PORT"),conformance=$(pid_on "$CONFORMANCE_PORT")"
processes+=",text-analysis=$(pid_on "$TEXT_ANALYSIS_PORT"),redis=$(pid_on "$REDIS_PORT")"
processes+=",anchor=$(pid_on $((base + 403))),floor=$(pid_on $((base + 404)))"
floor="http://127.0.0.1:$((base + 404))/mcp"
taskset -c "$loadgen" "$JAVA_HOME/bin/java" bench/SideBySide.java --suite "http://127.0.0.1:$GATEWAY_PORT/mcp" \
  --ts-modern "$floor" --ts-session "$floor" --reference-label FF --anchor "http://127.0.0.1:$((base + 403))/mcp" \
  --pids "$processes" --prewarm "${BENCH_PREWARM:-20}" "$@"
