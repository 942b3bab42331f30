#!/usr/bin/env bash
# How soon a freshly started text-service replica carries its share (issue 13's warm-up goal), one command:
#   bench/service-replica-warmup.sh [--starts N]   (default 2)
# (each start twice, alternating: the replica with its warm-up before it registers, then with
# SWITCHBOARD_SERVICE_WARMUP_ENABLED=false)
# 1. starts the suite (run.sh --conformance) pinned to core BENCH_CORE (default 1) and measures its text service's
#    analyzeText throughput called directly (distinct texts, c=16, signed as the gateway signs): the steady figure;
# 2. N times: the load generator first calls the suite's text service for 20 s (its own JIT warm: a generator started
#    cold reads low for about five seconds whatever it calls), then a second text service starts exactly as run.sh
#    started the first (its command line, environment and directory) on ports +91/+591, on the same core beside the
#    suite, and the generator prints its analyzeText throughput per second from the moment its readiness answers 200.
# The suite first idles BENCH_SETTLE seconds (default 60): its gateway's warm-up may end at its cap with compilations
# still queued, and those would share the core with the replica. The figures still move with whatever else runs there.
# Ports, cores and the JDK as bench/suite.sh says.
set -euo pipefail
# shellcheck source=suite.sh
. "$(dirname "${BASH_SOURCE[0]}")/suite.sh"

parse_starts 14 "$@"

replica_port=$((base + 91))

stop_replica_and_suite_on_exit

start_suite
sleep "${BENCH_SETTLE:-60}"
service="$(pid_on "$TEXT_ANALYSIS_PORT")"
[ -n "$service" ] || { echo "no text service listens on $TEXT_ANALYSIS_PORT" >&2; exit 1; }

load() { taskset -c "$loadgen" "$JAVA_HOME/bin/java" bench/GatewayOverhead.java --only direct --concurrency 16 "$@"; }
steady="$(load --service "http://127.0.0.1:$TEXT_ANALYSIS_PORT" --warmup 30 --seconds 5 --rounds 2 \
  | awk '/^direct/ {last = $4} END {print last}')"
echo "the warm text service: $steady req/s (analyzeText directly, c=16, the second of two 5 s rounds)"

for i in $(seq 1 "$starts"); do
  for warmup in true false; do
    echo
    echo "fresh replica $i on $replica_port (warm-up before registering: $warmup), pinned to core $core beside the" \
      "suite"
    load --service "http://127.0.0.1:$replica_port" --prewarm-service "http://127.0.0.1:$TEXT_ANALYSIS_PORT" \
      --prewarm 20 --ready "http://127.0.0.1:$((replica_port + 500))/q/health/ready" --seconds 1 --warmup 0 \
      --rounds 12 > "$out/service-replica-$i-$warmup.txt" 2>&1 &
    generator=$!
    sleep 22 # the generator's prewarm (20 s) over, so that it does not share the core with the replica's start
    start_copy "$service" "$replica_port" "$out/service-replica-$i-$warmup.log" \
      SWITCHBOARD_SERVICE_WARMUP_ENABLED="$warmup"
    replica=$copy
    wait "$generator"
    grep -h "Warm-up done" "$out/service-replica-$i-$warmup.log" | sed 's/.*Warm-up done/warm-up done/' || true
    awk -v steady="$steady" '/^direct/ {n++; printf "second %2d: %7.0f req/s  %4.0f %%\n", n, $4, 100 * $4 / steady}' \
      "$out/service-replica-$i-$warmup.txt"
    kill -TERM "$replica" 2>/dev/null || true
    wait "$replica" 2>/dev/null || true
    replica=""
  done
done
