# Sourced by the bench scripts that start the suite themselves (side-by-side.sh, replica-warmup.sh,
# service-replica-warmup.sh): the JDK, the cores, the ports from BENCH_PORT_BASE (default 27000, below the ephemeral
# port range so that no outgoing connection holds one: Redis +379, gateway +80, services +81..+86, management +500),
# starting and stopping the suite pinned to BENCH_CORE (default 1), and starting a copy of one of its JVMs beside it;
# the load generator goes on BENCH_LOADGEN_CORES (default 0).
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"
. deploy/local/java.sh
select_jdk

base="${BENCH_PORT_BASE:-27000}"
core="${BENCH_CORE:-1}"
loadgen="${BENCH_LOADGEN_CORES:-0}"
out="$root/target/bench"
mkdir -p "$out"
export REDIS_PORT=$((base + 379)) GATEWAY_PORT=$((base + 80)) TEXT_ANALYSIS_PORT=$((base + 81)) \
  GITHUB_SEARCH_PORT=$((base + 82)) PLANNER_PORT=$((base + 83)) CONFORMANCE_PORT=$((base + 84)) \
  MEMORY_PORT=$((base + 85)) MCP_BRIDGE_PORT=$((base + 86)) MANAGEMENT_PORT_OFFSET=500

# The warm-ups as a replica in production runs them (run.sh caps them at 10 s for a quick local start).
export GATEWAY_WARMUP_MAX_DURATION="${GATEWAY_WARMUP_MAX_DURATION:-60S}"
export SWITCHBOARD_SERVICE_WARMUP_MAX_DURATION="${SWITCHBOARD_SERVICE_WARMUP_MAX_DURATION:-60S}"

suite=""

pid_on() { # port -> the pid listening on it
  ss -ltnpH "sport = :$1" | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n 1
}

start_suite() { # [log file, default $out/suite.log]
  local log="${1:-$out/suite.log}"
  taskset -c "$core" deploy/local/run.sh --conformance > "$log" 2>&1 &
  suite=$!
  await_line "$log" "Switchboard is up" "$suite" "the suite" 180
}

await_line() { # log pattern pid what seconds: waits until the log shows the pattern; exits if pid ends or time is up
  local log="$1" pattern="$2" pid="$3" what="$4" seconds="$5"
  for _ in $(seq 1 $((seconds * 10))); do
    grep -q "$pattern" "$log" && return
    kill -0 "$pid" 2>/dev/null || { tail -30 "$log"; echo "$what did not start" >&2; exit 1; }
    sleep 0.1
  done
  echo "$what did not come up within $seconds s" >&2
  exit 1
}

start_copy() { # pid port log [NAME=value ...]: a copy of a running JVM of the suite, exactly as run.sh started it
  # (its command line, environment and directory, so its AOT cache too), on port and port + 500 (management), pinned
  # to the suite's core, with the given environment on top; $copy is the JVM itself (env and taskset exec).
  local pid="$1" port="$2" log="$3"
  shift 3
  local environment command
  mapfile -d '' environment < "/proc/$pid/environ"
  mapfile -d '' command < "/proc/$pid/cmdline"
  (cd "$(readlink "/proc/$pid/cwd")" && exec taskset -c "$core" env -i "${environment[@]}" \
    QUARKUS_HTTP_PORT="$port" QUARKUS_MANAGEMENT_PORT=$((port + 500)) "$@" "${command[@]}") > "$log" 2>&1 &
  copy=$!
}

start_copy_without_aot() { # pid port log: start_copy, with the JVM's AOT cache option left out
  local pid="$1" port="$2" log="$3"
  local environment command kept=()
  mapfile -d '' environment < "/proc/$pid/environ"
  mapfile -d '' command < "/proc/$pid/cmdline"
  for word in "${command[@]}"; do
    case "$word" in -XX:AOTCache=*) ;; *) kept+=("$word") ;; esac
  done
  (cd "$(readlink "/proc/$pid/cwd")" && exec taskset -c "$core" env -i "${environment[@]}" \
    QUARKUS_HTTP_PORT="$port" QUARKUS_MANAGEMENT_PORT=$((port + 500)) "${kept[@]}") > "$log" 2>&1 &
  copy=$!
}

parse_starts() { # "$@" of a replica script: --starts N (default 2), --help prints its header lines 2..$1
  local help_lines="$1"
  shift
  starts=2
  while [ $# -gt 0 ]; do
    case "$1" in
      --starts) starts="${2:-}"; shift ;;
      -h|--help) sed -n "2,${help_lines}p" "$0"; exit 0 ;;
      *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
  done
}

stop_replica_and_suite_on_exit() { # kills $replica (if any) and the suite when the script ends
  replica=""
  trap 'for pid in $replica $suite; do kill -TERM "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true' EXIT
}

stop_pids_and_suite_on_exit() { # kills every pid added to $pids, and the suite, when the script ends
  pids=()
  trap 'for pid in "${pids[@]}" $suite; do kill -TERM "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true' EXIT
}

stop_suite() {
  kill -TERM "$suite" 2>/dev/null || true
  wait "$suite" 2>/dev/null || true
  suite=""
}

build_anchor() { # builds bench/quarkus-mcp-anchor when its jar is missing or older than its sources
  local app=bench/quarkus-mcp-anchor/target/quarkus-app
  local sources=(bench/quarkus-mcp-anchor/pom.xml bench/quarkus-mcp-anchor/src text-analysis-service/src/main)
  if [ ! -f "$app/quarkus-run.jar" ] \
    || [ -n "$(find "${sources[@]}" -newer "$app/quarkus-run.jar" -type f -print -quit)" ]; then
    echo "building the quarkus-mcp-server anchor (bench/quarkus-mcp-anchor)"
    # Offline first; a machine whose local repository lacks Quarkus 3.27.2 or the library fetches them once.
    ./mvnw -B -q -o -f bench/quarkus-mcp-anchor/pom.xml package > "$out/anchor-build.log" 2>&1 \
      || ./mvnw -B -q -f bench/quarkus-mcp-anchor/pom.xml package > "$out/anchor-build.log" 2>&1 \
      || { tail -30 "$out/anchor-build.log"; echo "the anchor did not build" >&2; exit 1; }
  fi
}

start_anchor() { # port: the anchor pinned to the suite's core (JVM options from ANCHOR_JAVA_OPTS), up when it returns;
  # $! is its JVM
  # shellcheck disable=SC2086 # ANCHOR_JAVA_OPTS is a list of JVM options
  (cd bench/quarkus-mcp-anchor/target/quarkus-app && ANCHOR_PORT="$1" exec taskset -c "$core" \
    "$JAVA_HOME/bin/java" ${ANCHOR_JAVA_OPTS:-} -jar quarkus-run.jar) > "$out/anchor.log" 2>&1 &
  await_line "$out/anchor.log" "Listening on" $! "the anchor" 60
}
