#!/usr/bin/env bash
# Runs the whole Switchboard suite on this machine: Redis, the gateway and every tool service.
#   deploy/local/run.sh [--conformance]
#   --conformance  also start conformance-service (port 8084), the fixtures of the official MCP conformance suite
# Needs only a JDK 21+. Ctrl-C (or SIGTERM) stops everything it started.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
state="$here/.run"
mkdir -p "$state"
# shellcheck source=java.sh
. "$here/java.sh"
select_jdk

GATEWAY_PORT="${GATEWAY_PORT:-8080}"
TEXT_ANALYSIS_PORT="${TEXT_ANALYSIS_PORT:-8081}"
GITHUB_SEARCH_PORT="${GITHUB_SEARCH_PORT:-8082}"
PLANNER_PORT="${PLANNER_PORT:-8083}"
CONFORMANCE_PORT="${CONFORMANCE_PORT:-8084}"
REDIS_PORT="${REDIS_PORT:-6379}"
BIND_HOST="${BIND_HOST:-127.0.0.1}"
EMBEDDED_REDIS_VERSION=1.4.3

services=(gateway text-analysis-service github-search-service planner-service)
for arg in "$@"; do
  case "$arg" in
    --conformance) services+=(conformance-service) ;;
    -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
    *) echo "Unknown option: $arg" >&2; exit 2 ;;
  esac
done

pids=()
stopping=0
stop_all() {
  [ "$stopping" = 1 ] && return
  stopping=1
  echo "[run] stopping ${#pids[@]} process(es)..."
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 100); do
    alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.1
  done
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  echo "[run] stopped"
}
trap 'stop_all; exit 130' INT
trap 'stop_all; exit 143' TERM
trap 'stop_all' EXIT

# --- build what is missing -------------------------------------------------------------------------------------
missing=0
for service in "${services[@]}"; do
  [ -f "$root/$service/target/quarkus-app/quarkus-run.jar" ] || missing=1
done
if [ "$missing" = 1 ] || [ "${REBUILD:-0}" = 1 ]; then
  echo "[run] building the suite (first run only; REBUILD=1 forces it)..."
  (cd "$root" && ./mvnw -B -q -DskipTests -Dformatter.skip -Dimpsort.skip package)
fi

# --- Redis ---------------------------------------------------------------------------------------------------------
redis_binary() {
  if command -v redis-server >/dev/null 2>&1; then command -v redis-server; return; fi
  local bundled="$state/redis-server"
  if [ ! -x "$bundled" ]; then
    local arch entry
    arch="$(uname -m)"; case "$(uname -s)-$arch" in
      Linux-x86_64) entry=redis-server-6.2.6-v5-linux-amd64 ;;
      Linux-aarch64) entry=redis-server-6.2.7-linux-arm64 ;;
      Darwin-arm64) entry=redis-server-6.2.6-v5-darwin-arm64 ;;
      Darwin-x86_64) entry=redis-server-6.2.6-v5-darwin-amd64 ;;
      *) echo "No bundled redis-server for $(uname -s)-$arch; install redis-server or set REDIS_URL" >&2; exit 1 ;;
    esac
    (cd "$root" && ./mvnw -B -q dependency:copy -Dartifact="com.github.codemonstur:embedded-redis:$EMBEDDED_REDIS_VERSION" \
      -DoutputDirectory="$state" -Dmdep.stripVersion=true)
    (cd "$state" && "$JAVA_HOME/bin/jar" xf embedded-redis.jar "$entry" && mv "$entry" redis-server && chmod +x redis-server)
  fi
  echo "$bundled"
}

prefix() { sed -u "s/^/[$1] /"; }

if [ -z "${REDIS_URL:-}" ]; then
  redis="$(redis_binary)"
  "$redis" --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no --daemonize no > >(prefix redis) 2>&1 &
  pids+=($!)
  export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
  echo "[run] started Redis ($redis) on $REDIS_URL"
else
  echo "[run] using Redis at $REDIS_URL"
fi

# --- services ------------------------------------------------------------------------------------------------------
port_of() {
  case "$1" in
    gateway) echo "$GATEWAY_PORT" ;;
    text-analysis-service) echo "$TEXT_ANALYSIS_PORT" ;;
    github-search-service) echo "$GITHUB_SEARCH_PORT" ;;
    planner-service) echo "$PLANNER_PORT" ;;
    conformance-service) echo "$CONFORMANCE_PORT" ;;
  esac
}

for service in "${services[@]}"; do
  port="$(port_of "$service")"
  QUARKUS_HTTP_PORT="$port" QUARKUS_HTTP_HOST="$BIND_HOST" \
    "$JAVA_HOME/bin/java" ${JAVA_OPTS:--Xmx512m -XX:+UseSerialGC} -jar "$root/$service/target/quarkus-app/quarkus-run.jar" \
    > >(prefix "$service") 2>&1 &
  pids+=($!)
done

ready() { # port
  if command -v curl >/dev/null 2>&1; then
    curl -fsS -o /dev/null "http://127.0.0.1:$1/q/health/ready" 2>/dev/null
  else
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
  fi
}
deadline=$((SECONDS + ${STARTUP_TIMEOUT:-120}))
for service in "${services[@]}"; do
  port="$(port_of "$service")"
  until ready "$port"; do
    if [ "$SECONDS" -ge "$deadline" ]; then echo "[run] $service did not become ready on port $port" >&2; exit 1; fi
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null || { echo "[run] a process exited during start-up" >&2; exit 1; }; done
    sleep 0.3
  done
done

url="http://127.0.0.1:$GATEWAY_PORT/mcp"
cat <<INFO

[run] Switchboard is up.
      MCP endpoint (every protocol era):  $url
      Legacy action API:                  http://127.0.0.1:$GATEWAY_PORT/api/v1/actions
      Try it:
        npx @modelcontextprotocol/inspector --cli $url --transport http --method tools/list
        curl -s -X POST http://127.0.0.1:$GATEWAY_PORT/api/v1/actions -H 'Content-Type: application/json' \\
             -d '{"version":"1.0","action":{"name":"analyzeText","parameters":{"text":"Hello world. Hi!"}}}'
      Claude Desktop (claude_desktop_config.json):
        {"mcpServers":{"switchboard":{"command":"npx","args":["-y","mcp-remote","$url"]}}}
      Ctrl-C stops everything.

INFO
wait -n "${pids[@]}" || true
echo "[run] a process exited; shutting down the rest" >&2
exit 1
