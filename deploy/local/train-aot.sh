#!/usr/bin/env bash
# The JDK's AOT cache of every service, from a training run (JDK 25 or newer; JEP 483, 514 and 515):
#   deploy/local/train-aot.sh [--seconds N]   (N seconds per workload and era, default 15)
# 1. starts the suite with run.sh and every fixture of deploy/services.txt (--conformance), every JVM recording
#    (AOT_CACHE=record) on its own ports (TRAIN_PORT_BASE, default 26000: Redis +379, each service its listed port
#    minus 8000, gateway +80);
# 2. drives the trivial tool and analyzeText through the gateway in both eras (bench/SideBySide.java --train);
# 3. stops the suite and waits while each JVM writes <service>/target/quarkus-app/app.aot.
# run.sh then starts every service with its cache, until a rebuild makes the cache older than the jar. A cache holds
# the classes of the JDK's own class loaders (with Quarkus' aot-jar packaging, the application's too), their linking
# and the profiles of their hot methods, for this JDK build.
# APPS_DIR and SERVICE_JAVA_HOME are run.sh's: the image build trains copies of the applications on the images' runtime.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=java.sh
. "$here/java.sh"
# shellcheck source=services.sh
. "$here/services.sh"
select_jdk

seconds=15
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="${2:-}"; shift ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
runtime="${SERVICE_JAVA_HOME:-$JAVA_HOME}"
major="$(java_major "$runtime/bin/java")"
if [ "${major%%.*}" -lt 25 ]; then
  echo "The AOT cache needs JDK 25 or newer (found $major at $runtime); run.sh runs without one." >&2
  exit 2
fi

base="${TRAIN_PORT_BASE:-26000}"
export REDIS_PORT=$((base + 379)) MANAGEMENT_PORT_OFFSET=500
# Every service run.sh starts with every fixture and the console: all but a tool that needs a variable (mcp-bridge-service: it has no
# workload here and gets no cache).
services=() fixtures=()
while read -r name module port _ _ _ _ _ _ kind _; do
  export "$(port_variable "$name")=$((base + port - 8000))"
  case "$kind" in
    tool:*) continue ;;
    fixture) fixtures+=("--$name") ;;
    console) fixtures+=(--console) ;;
  esac
  services+=("$module")
done < <(suite_services)
log="$root/target/train-aot.log"
mkdir -p "$root/target"

suite=""
trap '[ -n "$suite" ] && kill -TERM "$suite" 2>/dev/null; wait 2>/dev/null || true' EXIT
for service in "${services[@]}"; do rm -f "$(app_dir "$service")/app.aot"; done
AOT_CACHE=record STOP_GRACE_SECONDS=600 "$here/run.sh" "${fixtures[@]}" > "$log" 2>&1 &
suite=$!
until grep -q "Switchboard is up" "$log"; do
  kill -0 "$suite" 2>/dev/null || { tail -30 "$log" >&2; echo "the suite did not start (log: $log)" >&2; exit 1; }
  sleep 0.5
done

echo "[train] $seconds s per workload and era through http://127.0.0.1:$GATEWAY_PORT/mcp"
"$JAVA_HOME/bin/java" "$root/bench/SideBySide.java" --train "http://127.0.0.1:$GATEWAY_PORT/mcp" \
  --seconds "$seconds" --concurrency 16

# run.sh stops every JVM and waits while each writes its cache (the JVM hands its recording to a child JVM that
# assembles it: tens of seconds on one core), then stops Redis.
kill -TERM "$suite"
wait "$suite" 2>/dev/null || true
suite=""
for service in "${services[@]}"; do
  cache="$(app_dir "$service")/app.aot"
  if [ -s "$cache" ]; then
    echo "[train] $service: $(($(wc -c < "$cache") / 1048576)) MB in $cache"
  else
    echo "[train] $service wrote no cache; see $log" >&2
    exit 1
  fi
done
if [ -n "${APPS_DIR:-}" ]; then echo "[train] done"; else echo "[train] done: run.sh uses the caches from its next start"; fi
