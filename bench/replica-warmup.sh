#!/usr/bin/env bash
# How soon a freshly started gateway replica carries its share (issue 13's warm-up goal), one command:
#   bench/replica-warmup.sh [--starts N]   (default 2)
# (each start twice, alternating: the replica with its warm-up before readiness, then with GATEWAY_WARMUP_ENABLED=false)
# 1. starts the suite (run.sh --conformance) pinned to core BENCH_CORE (default 1), drives every workload and era
#    through it (SideBySide --train, BENCH_PREWARM seconds each, default 30), then measures the warm gateway's
#    analyzeText throughput (2026-07-28, distinct texts, c=16): the steady figure;
# 2. N times: starts a second gateway exactly as run.sh started the first (its command line, environment and
#    directory, so its AOT cache too) on ports +90/+590, on the same core beside the warm suite, and prints its
#    analyzeText curve per second from the moment its readiness answers 200, against the steady figure.
# Ports, cores and the JDK as bench/suite.sh says.
set -euo pipefail
# shellcheck source=suite.sh
. "$(dirname "${BASH_SOURCE[0]}")/suite.sh"

parse_starts 11 "$@"

replica_port=$((base + 90))

stop_replica_and_suite_on_exit

start_suite
gateway="$(pid_on "$GATEWAY_PORT")"
[ -n "$gateway" ] || { echo "no gateway listens on $GATEWAY_PORT" >&2; exit 1; }

bench() { taskset -c "$loadgen" "$JAVA_HOME/bin/java" bench/SideBySide.java "$@"; }
bench --train "http://127.0.0.1:$GATEWAY_PORT/mcp" --seconds "${BENCH_PREWARM:-30}" --concurrency 16
steady="$(bench --curve "http://127.0.0.1:$GATEWAY_PORT/mcp" --concurrency 16 --curve-seconds 20 \
  | sed -n 's/.*mean of the last 5 s: \([0-9]*\) req\/s.*/\1/p')"
echo "the warm gateway: $steady req/s (analyzeText, 2026-07-28, c=16, the last 5 of 20 s)"

for i in $(seq 1 "$starts"); do
  for warmup in true false; do
    echo
    echo "fresh replica $i on $replica_port (warm-up before readiness: $warmup), pinned to core $core beside the" \
      "warm suite"
    start_copy "$gateway" "$replica_port" "$out/replica-$i-$warmup.log" GATEWAY_WARMUP_ENABLED="$warmup"
    replica=$copy
    bench --curve "http://127.0.0.1:$replica_port/mcp" --concurrency 16 --curve-seconds 20 \
      --ready "http://127.0.0.1:$((replica_port + 500))/q/health/ready" --steady "$steady"
    grep -h "Warm-up done" "$out/replica-$i-$warmup.log" | sed 's/.*Warm-up done/warm-up done/' || true
    kill -TERM "$replica" 2>/dev/null || true
    wait "$replica" 2>/dev/null || true
    replica=""
  done
done
after="$(bench --curve "http://127.0.0.1:$GATEWAY_PORT/mcp" --concurrency 16 --curve-seconds 20 \
  | sed -n 's/.*mean of the last 5 s: \([0-9]*\) req\/s.*/\1/p')"
echo
echo "the warm gateway again, after the replicas: $after req/s (the services behind it warmed further meanwhile)"
