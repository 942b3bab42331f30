#!/usr/bin/env bash
# Two builds of the gateway, same machine, same run:
#   bench/compare-builds.sh OTHER_APP_DIR [SideBySide.java options, e.g. --concurrency 16,64 --seconds 10]
# OTHER_APP_DIR is another build's gateway/target/quarkus-app (say, of a worktree at the commit before a change).
# 1. starts the suite of this checkout (run.sh --conformance) pinned to BENCH_CORE;
# 2. starts two more gateways beside it on the same core, copies of the suite's gateway JVM (its command line and
#    environment) without an AOT cache: this checkout's build on ports +90/+590 and OTHER_APP_DIR's on +91/+591;
# 3. runs bench/SideBySide.java with the other build as the reference column ("before") and this build as the suite
#    column (SB): throughput, latency and each gateway's CPU per call, for every workload and era, on the same services.
# Ports, cores and the JDK as bench/suite.sh says.
set -euo pipefail
other="${1:?usage: bench/compare-builds.sh OTHER_APP_DIR [SideBySide options]}"
shift
other="$(cd "$other" && pwd)"
[ -f "$other/quarkus-run.jar" ] || { echo "$other has no quarkus-run.jar" >&2; exit 2; }
# shellcheck source=suite.sh
. "$(dirname "${BASH_SOURCE[0]}")/suite.sh"

copies=()
trap 'for pid in "${copies[@]}" $suite; do kill -TERM "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true' EXIT

start_gateway_copy() { # app_dir port log: the suite's gateway JVM, run from app_dir, without its AOT cache
  local app="$1" port="$2" log="$3" environment command kept=()
  mapfile -d '' environment < "/proc/$gateway/environ"
  mapfile -d '' command < "/proc/$gateway/cmdline"
  for word in "${command[@]}"; do
    case "$word" in -XX:AOTCache=*) ;; *) kept+=("$word") ;; esac
  done
  (cd "$app" && exec taskset -c "$core" env -i "${environment[@]}" QUARKUS_HTTP_PORT="$port" \
    QUARKUS_MANAGEMENT_PORT=$((port + 500)) "${kept[@]}") > "$log" 2>&1 &
  copies+=($!)
}

start_suite
gateway="$(pid_on "$GATEWAY_PORT")"
[ -n "$gateway" ] || { echo "no gateway listens on $GATEWAY_PORT" >&2; exit 1; }
this_port=$((base + 90))
other_port=$((base + 91))
start_gateway_copy "$(readlink "/proc/$gateway/cwd")" "$this_port" "$out/compare-this.log"
start_gateway_copy "$other" "$other_port" "$out/compare-other.log"
for port in "$this_port" "$other_port"; do
  until curl -fsS -o /dev/null "http://127.0.0.1:$((port + 500))/q/health/ready" 2>/dev/null; do
    for pid in "${copies[@]}"; do
      kill -0 "$pid" 2>/dev/null || { tail -30 "$out"/compare-*.log; echo "a gateway copy stopped" >&2; exit 1; }
    done
    sleep 0.5
  done
done

processes="gateway=$(pid_on "$this_port"),before=$(pid_on "$other_port"),text-analysis=$(pid_on "$TEXT_ANALYSIS_PORT")"
processes+=",conformance=$(pid_on "$CONFORMANCE_PORT"),redis=$(pid_on "$REDIS_PORT")"
taskset -c "$loadgen" "$JAVA_HOME/bin/java" bench/SideBySide.java --suite "http://127.0.0.1:$this_port/mcp" \
  --ts-modern "http://127.0.0.1:$other_port/mcp" --ts-session "http://127.0.0.1:$other_port/mcp" \
  --reference-label before --pids "$processes" --prewarm "${BENCH_PREWARM:-20}" "$@"
