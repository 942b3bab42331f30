#!/usr/bin/env bash
# What each runtime tuning buys, each measured on and off in one run:
#   bench/tuning.sh [--seconds N] (default 15 per round, two rounds, alternating)
# 1. starts the suite (run.sh --conformance) pinned to core BENCH_CORE (default 1) and drives analyzeText through it
#    (2026-07-28, distinct texts, c=16) for BENCH_PREWARM seconds (default 30);
# 2. for each variant below, starts a second gateway exactly as run.sh started the first (its command line,
#    environment, directory and AOT cache) with that one change, on ports +90/+590 on the same core, waits for its
#    readiness, and runs bench/GatewayOverhead.java against both gateways in alternating rounds: requests per second,
#    latency, and each gateway's CPU per request;
# 3. prints each gateway's resident memory after the load and again after BENCH_IDLE seconds (default 25) of quiet,
#    which is when the heap settling acts.
# The text service behind both gateways is the suite's own. Ports, cores and the JDK as bench/suite.sh says.
set -euo pipefail
# shellcheck source=suite.sh
. "$(dirname "${BASH_SOURCE[0]}")/suite.sh"

seconds=15
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="${2:?}"; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

# label|environment of the second gateway (the first keeps run.sh's defaults: every tuning on)
variants=(
  "every tuning off (SWITCHBOARD_TUNING_ENABLED=false)|SWITCHBOARD_TUNING_ENABLED=false"
  "Quarkus' event-loop count (2 per core)|QUARKUS_VERTX_EVENT_LOOPS_POOL_SIZE=2"
  "no heap settling when quiet|SWITCHBOARD_TUNING_HEAP_IDLE_CHECK=0s"
  "no AOT cache|-XX:AOTCache"
)

replica_port=$((base + 90))
stop_replica_and_suite_on_exit
start_suite
gateway="$(pid_on "$GATEWAY_PORT")"
[ -n "$gateway" ] || { echo "no gateway listens on $GATEWAY_PORT" >&2; exit 1; }

overhead() {
  taskset -c "$loadgen" "$JAVA_HOME/bin/java" bench/GatewayOverhead.java --gateway "http://127.0.0.1:$GATEWAY_PORT" \
    --service "http://127.0.0.1:$TEXT_ANALYSIS_PORT" --keys deploy/local/.run/keys --concurrency 16 "$@"
}
rss_mb() { awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$1/status"; }

overhead --only gateway --seconds "${BENCH_PREWARM:-30}" --warmup 0 --rounds 1 > "$out/tuning-prewarm.log"

for variant in "${variants[@]}"; do
  label="${variant%%|*}"
  change="${variant#*|}"
  echo
  echo "== $label"
  if [ "$change" = "-XX:AOTCache" ]; then
    start_copy_without_aot "$gateway" "$replica_port" "$out/tuning-replica.log"
  else
    start_copy "$gateway" "$replica_port" "$out/tuning-replica.log" "$change"
  fi
  replica=$copy
  until curl -fsS -o /dev/null "http://127.0.0.1:$((replica_port + 500))/q/health/ready" 2>/dev/null; do
    kill -0 "$replica" 2>/dev/null || { tail -20 "$out/tuning-replica.log"; exit 1; }
    sleep 0.5
  done
  overhead --only gateway --second "http://127.0.0.1:$replica_port" --second-label "$label" \
    --pids "tuned=$gateway,changed=$replica" --seconds "$seconds" --warmup 10 --rounds 2 | tail -n 5
  echo "resident memory after the load: tuned $(rss_mb "$gateway") MB, changed $(rss_mb "$replica") MB"
  sleep "${BENCH_IDLE:-25}"
  echo "after ${BENCH_IDLE:-25} s quiet:            tuned $(rss_mb "$gateway") MB, changed $(rss_mb "$replica") MB"
  kill -TERM "$replica"; wait "$replica" 2>/dev/null || true
  replica=""
done
