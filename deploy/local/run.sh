#!/usr/bin/env bash
# Runs the whole Switchboard suite on this machine: Redis, the gateway and every tool service of deploy/services.txt.
#   deploy/local/run.sh [--conformance] [--console] [--replicas N] [--redis-cluster]
#   --conformance    also start conformance-service (port 8084), the fixtures of the official MCP conformance suite; so
#                    --<name> for any fixture of deploy/services.txt
#   --console        also start the admin console (port CONSOLE_PORT, default its port in deploy/services.txt) on the
#                    gateway's admin API; it signs in through GATEWAY_AUTH_OAUTH_ISSUER when that is set, else with a key
#   --replicas N     N gateway replicas (ports GATEWAY_REPLICA_BASE_PORT+1..+N, default base 18100, PIDs in
#                    deploy/local/.run/gateway-<i>.pid) behind a load balancer on GATEWAY_PORT: HAProxy, else nginx
#   --redis-cluster  state on a Redis Cluster: three masters and three replicas on REDIS_PORT..REDIS_PORT+5 (and
#                    their cluster bus ports, +10000), every process in cluster mode; the cache stays one instance
# Each service listens on its port of deploy/services.txt, or <NAME>_PORT (GATEWAY_PORT, TEXT_ANALYSIS_PORT, ...,
# MCP_BRIDGE_PORT); each management port is that port + MANAGEMENT_PORT_OFFSET (default 1000). Redis listens on
# REDIS_PORT (default 6379) and the cache's Redis on REDIS_CACHE_PORT (default REDIS_PORT + 10), unless REDIS_URL
# names a Redis to use. mcp-bridge-service starts only when BRIDGE_UPSTREAMS_FILE names its upstreams file.
# Every service's PID is in deploy/local/.run/<module name>.pid; EXPENDABLE_SERVICES="svc ..." may exit without stopping
# the rest (outage drills). JAVA_OPTS is added to every JVM's options (its flags win); on JDK 25+ each service
# starts from its AOT cache once deploy/local/train-aot.sh has made one (AOT_CACHE=off runs without).
# APPS_DIR=D runs the applications in D/<service>/ instead of each module's target/quarkus-app (nothing is built), and
# SERVICE_JAVA_HOME the services on another Java runtime than JAVA_HOME: the image build trains the images' AOT caches
# this way, on the images' own runtime and copies of their applications.
# Needs only a JDK 21+. Ctrl-C (or SIGTERM) stops everything it started.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
state="$here/.run"
mkdir -p "$state"
# shellcheck source=java.sh
. "$here/java.sh"
select_jdk

# shellcheck source=services.sh
. "$here/services.sh"

REDIS_PORT="${REDIS_PORT:-6379}"
BIND_HOST="${BIND_HOST:-127.0.0.1}"
# Health and metrics live on each service's management port: its public port plus this offset (8080 -> 9080).
MANAGEMENT_PORT_OFFSET="${MANAGEMENT_PORT_OFFSET:-1000}"
EMBEDDED_REDIS_VERSION=1.4.3

replicas=0
redis_cluster=0
console=0
fixtures=" "
while [ "$#" -gt 0 ]; do
  case "$1" in
    --replicas) replicas="${2:-}"; shift ;;
    --replicas=*) replicas="${1#--replicas=}" ;;
    --redis-cluster) redis_cluster=1 ;;
    --console) console=1 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    --[a-z]*) fixtures+="${1#--} " ;;
    *) echo "Unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done
case "$replicas" in
  ''|*[!0-9]*) echo "--replicas needs a number of gateway replicas (1 or more), not '$replicas'" >&2; exit 2 ;;
esac
if [ "${AOT_CACHE:-auto}" = record ] && [ "$replicas" -gt 0 ]; then
  echo "AOT_CACHE=record trains one JVM per service: run it without --replicas (deploy/local/train-aot.sh does)" >&2
  exit 2
fi
GATEWAY_REPLICA_BASE_PORT="${GATEWAY_REPLICA_BASE_PORT:-18100}"
replica_ports=()
for i in $(seq 1 "$replicas"); do replica_ports+=($((GATEWAY_REPLICA_BASE_PORT + i))); done
if [ "$replicas" -gt 0 ]; then
  # shellcheck source=balancer.sh
  . "$here/balancer.sh"
  balancer="$(balancer_kind)"
  [ -n "$balancer" ] || { echo "--replicas needs a load balancer: install haproxy (or nginx), e.g. apt-get install haproxy" >&2; exit 2; }
fi
if [ -n "${BRIDGE_UPSTREAMS_FILE:-}" ]; then
  [ -f "$BRIDGE_UPSTREAMS_FILE" ] || { echo "BRIDGE_UPSTREAMS_FILE=$BRIDGE_UPSTREAMS_FILE does not exist" >&2; exit 2; }
  BRIDGE_UPSTREAMS_FILE="$(cd "$(dirname "$BRIDGE_UPSTREAMS_FILE")" && pwd)/$(basename "$BRIDGE_UPSTREAMS_FILE")"
  export BRIDGE_UPSTREAMS_FILE
fi

# The services this run starts, in the list's order, with their ports, heaps and secrets (by index): every one but the
# fixtures not asked for and the tools whose variable is unset.
services=() ports=() heaps=() own_secrets=()
gateway=""
known_fixtures=" "
console_port="" console_heap=""
while read -r name module port _ heap _ _ _ _ kind secrets; do
  case "$kind" in
    gateway) gateway="$module" ;;
    # Started below, with --console only: it is no tool service and needs the gateway's address.
    console) console_port="$port" console_heap="$heap"; continue ;;
    fixture)
      known_fixtures+="$name "
      case "$fixtures" in *" $name "*) ;; *) continue ;; esac ;;
    tool:*)
      needed="${kind#tool:}"
      needed="${needed%%=*}"
      [ -n "${!needed:-}" ] || continue ;;
  esac
  moved="$(port_variable "$name")"
  services+=("$module") ports+=("${!moved:-$port}") heaps+=("$heap") own_secrets+=("$secrets")
done < <(suite_services)
for fixture in $fixtures; do
  case "$known_fixtures" in *" $fixture "*) ;; *) echo "Unknown option: --$fixture" >&2; exit 2 ;; esac
done
# listed SERVICE ARRAY: SERVICE's entry of one of the arrays above.
listed() {
  local i array="$2[@]"
  local values=("${!array}")
  for i in "${!services[@]}"; do
    [ "${services[$i]}" = "$1" ] && { echo "${values[$i]}"; return; }
  done
}
GATEWAY_PORT="$(listed "$gateway" ports)"

pids=()
redis_pids=()
stopping=0
# SIGTERM, then up to $2 tenths of a second for the processes to exit, then SIGKILL.
stop_pids() {
  local tenths="$1"; shift
  [ "$#" = 0 ] && return 0
  for pid in "$@"; do kill -TERM "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 "$tenths"); do
    alive=0
    for pid in "$@"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.1
  done
  for pid in "$@"; do kill -KILL "$pid" 2>/dev/null || true; done
}
stop_all() {
  [ "$stopping" = 1 ] && return 0
  stopping=1
  echo "[run] stopping ${#pids[@]} JVM(s), then Redis..."
  # The JVMs drain first (calls in flight finish within their 25 s grace) while Redis is still there; Redis last.
  stop_pids "$((${STOP_GRACE_SECONDS:-30} * 10))" "${pids[@]}"
  stop_pids 100 "${redis_pids[@]}"
  wait 2>/dev/null || true
  echo "[run] stopped"
}
trap 'stop_all; exit 130' INT
trap 'stop_all; exit 143' TERM
trap 'stop_all' EXIT

# --- build what is missing -------------------------------------------------------------------------------------
missing=0
for service in "${services[@]}"; do
  [ -f "$(app_dir "$service")/quarkus-run.jar" ] || missing=1
done
[ "$console" = 0 ] || [ -f "$(app_dir console)/quarkus-run.jar" ] || missing=1
if [ "$missing" = 1 ] && [ -n "${APPS_DIR:-}" ]; then
  echo "[run] APPS_DIR=$APPS_DIR lacks a service's quarkus-run.jar (needs: ${services[*]})" >&2
  exit 2
fi
if [ -z "${APPS_DIR:-}" ] && { [ "$missing" = 1 ] || [ "${REBUILD:-0}" = 1 ]; }; then
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

# Every port this run is about to listen on must be free: a process of another run answering on one would make this
# run wait on, and then report, someone else's readiness.
taken=()
in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wanted=()
for i in "${!services[@]}"; do
  if [ "${services[$i]}" = "$gateway" ] && [ "$replicas" -gt 0 ]; then
    for port in "${replica_ports[@]}"; do wanted+=("$port" "$((port + MANAGEMENT_PORT_OFFSET))"); done
    wanted+=("${ports[$i]}")
  else
    wanted+=("${ports[$i]}" "$((${ports[$i]} + MANAGEMENT_PORT_OFFSET))")
  fi
done
if [ -z "${REDIS_URL:-}" ]; then
  wanted+=("$REDIS_PORT" "${REDIS_CACHE_PORT:-$((REDIS_PORT + 10))}")
  # A cluster node also listens on its bus port, its own port + 10000.
  [ "$redis_cluster" = 1 ] && for node in 0 1 2 3 4 5; do
    [ "$node" = 0 ] || wanted+=($((REDIS_PORT + node)))
    wanted+=($((REDIS_PORT + node + 10000)))
  done
fi
for port in "${wanted[@]}"; do in_use "$port" && taken+=("$port"); done
if [ "${#taken[@]}" -gt 0 ]; then
  echo "[run] port(s) ${taken[*]} already in use on this machine (another run of the suite?): stop what listens there," \
    "or move this run with <NAME>_PORT, REDIS_PORT and MANAGEMENT_PORT_OFFSET" >&2
  exit 1
fi

# A local run is up once every process has started and warmed for at most 10 s: on a laptop the warm-ups of seven
# JVMs share a few cores and would otherwise run their longest (60 s, the default for a replica a balancer sends its
# share at once). Set either variable to keep that default here.
export GATEWAY_WARMUP_MAX_DURATION="${GATEWAY_WARMUP_MAX_DURATION:-10S}"
export SWITCHBOARD_SERVICE_WARMUP_MAX_DURATION="${SWITCHBOARD_SERVICE_WARMUP_MAX_DURATION:-10S}"

if [ -z "${REDIS_URL:-}" ] && [ "$redis_cluster" = 1 ]; then
  redis="$(redis_binary)"
  # State on a Redis Cluster, each node persisted and never evicting as the single state Redis below. Nodes restarted
  # on their nodes.conf find their cluster again; ClusterFormation then only waits for it. While one master fails over,
  # the others keep serving their own slots (cluster-require-full-coverage no).
  cluster_ports=()
  for i in 0 1 2 3 4 5; do
    port=$((REDIS_PORT + i))
    cluster_ports+=("$port")
    mkdir -p "$state/redis-cluster-$port"
    "$redis" --port "$port" --bind 127.0.0.1 --dir "$state/redis-cluster-$port" --cluster-enabled yes \
      --cluster-config-file nodes.conf --cluster-node-timeout 5000 --cluster-require-full-coverage no --loglevel warning \
      --save "" --appendonly yes --appendfsync everysec --maxmemory-policy noeviction --daemonize no > >(prefix "redis-$port") 2>&1 &
    redis_pids+=($!)
  done
  # The same code the tests form their clusters with (JDK only; no redis-cli needed).
  "$JAVA_HOME/bin/java" "$root/test-support/src/main/java/dev/switchboard/testsupport/ClusterFormation.java" \
    "${cluster_ports[@]}" | prefix redis-cluster
  REDIS_URL="$(printf 'redis://127.0.0.1:%s,' "${cluster_ports[@]}")"
  export REDIS_URL="${REDIS_URL%,}" REDIS_CLIENT_TYPE=cluster
  REDIS_CACHE_PORT="${REDIS_CACHE_PORT:-$((REDIS_PORT + 10))}"
  "$redis" --port "$REDIS_CACHE_PORT" --bind 127.0.0.1 --save "" --appendonly no --maxmemory "${CACHE_MAXMEMORY:-64mb}" \
    --maxmemory-policy allkeys-lru --daemonize no > >(prefix redis-cache) 2>&1 &
  redis_pids+=($!)
  export REDIS_CACHE_URL="redis://127.0.0.1:$REDIS_CACHE_PORT" REDIS_CACHE_CLIENT_TYPE=standalone
  echo "[run] started a Redis Cluster ($redis) on ports ${cluster_ports[*]} (masters ${cluster_ports[*]:0:3}," \
    "AOF in $state/redis-cluster-<port>) and $REDIS_CACHE_URL (cache, ${CACHE_MAXMEMORY:-64mb})"
elif [ -z "${REDIS_URL:-}" ]; then
  redis="$(redis_binary)"
  # State (sessions, stream logs, tasks, registrations): never evicted, appended to disk every second, so a Redis
  # restart keeps sessions; one data directory per port, kept between runs.
  mkdir -p "$state/redis-$REDIS_PORT"
  "$redis" --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$state/redis-$REDIS_PORT" --save "" --appendonly yes \
    --appendfsync everysec --maxmemory-policy noeviction --daemonize no > >(prefix redis) 2>&1 &
  redis_pids+=($!)
  export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
  # Cached results only: a memory budget, least recently used evicted first, nothing kept (docs/operations.md, "Redis").
  REDIS_CACHE_PORT="${REDIS_CACHE_PORT:-$((REDIS_PORT + 10))}"
  "$redis" --port "$REDIS_CACHE_PORT" --bind 127.0.0.1 --save "" --appendonly no --maxmemory "${CACHE_MAXMEMORY:-64mb}" \
    --maxmemory-policy allkeys-lru --daemonize no > >(prefix redis-cache) 2>&1 &
  redis_pids+=($!)
  export REDIS_CACHE_URL="redis://127.0.0.1:$REDIS_CACHE_PORT"
  echo "[run] started Redis ($redis) on $REDIS_URL (state, AOF in $state/redis-$REDIS_PORT) and $REDIS_CACHE_URL" \
    "(cache, ${CACHE_MAXMEMORY:-64mb})"
else
  [ "$redis_cluster" = 1 ] && export REDIS_CLIENT_TYPE=cluster
  echo "[run] using Redis at $REDIS_URL${REDIS_CLIENT_TYPE:+ ($REDIS_CLIENT_TYPE)}"
fi

# --- keys ----------------------------------------------------------------------------------------------------------
# Made once per checkout (deploy/local/.run/keys, readable only by you) and reused, so a restart keeps what clients
# hold valid. The gateway signs every call to a service with its own key (services get the public half only), and
# services sign their registrations, so nothing else on this machine can call a tool directly or register one.
# Variables already set in the environment win (e.g. GATEWAY_ADMIN_BOOTSTRAP_KEY).
keys="$state/keys"
if [ ! -s "$keys" ]; then
  (umask 077; "$JAVA_HOME/bin/java" "$root/deploy/keys/SuiteKeys.java" > "$keys.tmp" && mv "$keys.tmp" "$keys")
fi
key_of() { sed -n "s/^$1=//p" "$keys"; }
# A key file made before a key existed gets that key added; the others stay as they are.
for added in upstream-secrets-key console-session-key token-vault-key; do
  if [ -z "$(key_of "$added")" ]; then
    (umask 077; "$JAVA_HOME/bin/java" "$root/deploy/keys/SuiteKeys.java" | grep "^$added=" >> "$keys")
  fi
done
: "${GATEWAY_INTERNAL_AUTH_SIGNING_KEY:=$(key_of signing-key)}"
: "${GATEWAY_INTERNAL_AUTH_PUBLIC_KEY:=$(key_of public-key)}"
: "${SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS:=$GATEWAY_INTERNAL_AUTH_PUBLIC_KEY}"
: "${SWITCHBOARD_SERVICE_REGISTRATION_KEY:=$(key_of registration-key)}"
: "${GATEWAY_REQUEST_STATE_KEYS:=$(key_of request-state-key)}"
: "${PLANNER_STATE_KEYS:=$(key_of planner-state-key)}"
: "${GATEWAY_ADMIN_BOOTSTRAP_KEY:=$(key_of admin-bootstrap-key)}"
# Sealing the secrets of upstreams added through the admin API: the gateway seals, mcp-bridge-service opens.
: "${SWITCHBOARD_UPSTREAM_SECRETS_KEYS:=$(key_of upstream-secrets-key)}"
# Sealing users' linked accounts (bridged upstreams with userOAuth, GitHub with github.user-oauth): the bridge and
# github-search seal and open them, the gateway lists and removes them.
: "${SWITCHBOARD_TOKEN_VAULT_KEYS:=$(key_of token-vault-key)}"
# Each process gets only its own secrets: a tool service the kit's two, and those of its line in deploy/services.txt
# that are set.
secrets_of() {
  case "$1" in
    "$gateway") echo "GATEWAY_INTERNAL_AUTH_SIGNING_KEY=$GATEWAY_INTERNAL_AUTH_SIGNING_KEY" \
      "GATEWAY_INTERNAL_AUTH_PUBLIC_KEY=$GATEWAY_INTERNAL_AUTH_PUBLIC_KEY" \
      "GATEWAY_REGISTRY_SHARED_KEY=$SWITCHBOARD_SERVICE_REGISTRATION_KEY" \
      "GATEWAY_REQUEST_STATE_KEYS=$GATEWAY_REQUEST_STATE_KEYS" "GATEWAY_ADMIN_BOOTSTRAP_KEY=$GATEWAY_ADMIN_BOOTSTRAP_KEY" \
      "SWITCHBOARD_UPSTREAM_SECRETS_KEYS=$SWITCHBOARD_UPSTREAM_SECRETS_KEYS" \
      "SWITCHBOARD_TOKEN_VAULT_KEYS=$SWITCHBOARD_TOKEN_VAULT_KEYS" ;;
    *) echo "SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS=$SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS" \
      "SWITCHBOARD_SERVICE_REGISTRATION_KEY=$SWITCHBOARD_SERVICE_REGISTRATION_KEY"
      local secret variable
      for secret in $(listed "$1" own_secrets | tr ',' ' '); do
        variable="${secret%%:*}"
        [ "$secret" = - ] || [ -z "${!variable:-}" ] || echo "$variable=${!variable}"
      done ;;
  esac
}

# --- services ------------------------------------------------------------------------------------------------------
port_of() { listed "$1" ports; }

# Settings one service needs from this run besides its secrets: the bridge and github-search send people linking an
# account to this run's gateway (its consent page and callback), unless the environment names them.
gateway_url="${GATEWAY_PUBLIC_URL:-http://127.0.0.1:$GATEWAY_PORT}"
settings_of() {
  case "$1" in
    mcp-bridge-service) echo "BRIDGE_USER_OAUTH_CONNECT_URL=${BRIDGE_USER_OAUTH_CONNECT_URL:-${gateway_url%/}/links/connect}" \
      "BRIDGE_USER_OAUTH_CALLBACK_URL=${BRIDGE_USER_OAUTH_CALLBACK_URL:-${gateway_url%/}/links/callback}" ;;
    github-search-service) echo "GITHUB_USER_OAUTH_CONNECT_URL=${GITHUB_USER_OAUTH_CONNECT_URL:-${gateway_url%/}/links/connect}" \
      "GITHUB_USER_OAUTH_CALLBACK_URL=${GITHUB_USER_OAUTH_CALLBACK_URL:-${gateway_url%/}/links/callback}" ;;
  esac
}

# JVM options of every process, sized for a small footprint (RSS after load in docs/performance.md): SerialGC
# (one or two cores gain nothing from a parallel collector and pay for its threads); a heap that starts small and gives
# back what it stops using (without -Xms the JVM commits 1/64 of the machine's memory at start), all of it at the
# start-up collection (runtime-tuning's HeapSettler) rather than a tenth per full collection; a bounded code cache;
# on JDK 25+ compact object headers (8 bytes instead of 12, less heap for the same objects) and freed native memory
# returned every 5 s. JAVA_OPTS comes after them, so any of its flags wins.
service_java="${SERVICE_JAVA_HOME:-$JAVA_HOME}/bin/java"
jdk_major="$(java_major "$service_java")"
jvm_opts="-XX:+UseSerialGC -Xms16m -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=30 -XX:-ShrinkHeapInSteps -XX:ReservedCodeCacheSize=64m"
[ "${jdk_major%%.*}" -ge 25 ] && jvm_opts+=" -XX:+UseCompactObjectHeaders -XX:TrimNativeHeapInterval=5000"

# Each JVM's heap ceiling is its heap in deploy/services.txt. JVM options one service needs besides those
# (docs/performance.md has the figures):
# - gateway: a fixed 24 MB young generation. Sized from its small old generation it was 8-10 MB with 1 MB survivors:
#   under load it collected 15-30 times a second, each paying the same fixed root scan, and requests still in flight
#   were promoted until a full collection. -Xmn alone is clamped by -Xms16m, hence -Xms48m beside it.
# - text service: about 40 MB of models, dictionaries and stemmer tables, and a young generation a third of that
#   rather than half (its calls need no more: 203 instead of 210 MB RSS after load at the same throughput). C2 alone
#   (-XX:-TieredCompilation): its warm-up compiled 11,000 methods at C1's profiling tier, 30 MB of code and code
#   metadata; without that tier the same load runs at the same throughput in 17-20 MB less RSS, and the warm-up
#   goes quiet sooner (the AOT cache's training profiles stand in for C1's).
# - memory and discovery services: their in-memory indexes scan vectors with the Vector API, and they load the ONNX
#   Runtime and tokenizer native libraries.
service_opts() {
  echo "-Xmx$(listed "$1" heaps)"
  case "$1" in
    gateway) echo "-Xms48m -Xmn24m" ;;
    text-analysis-service) echo "-XX:NewRatio=3 -XX:-TieredCompilation" ;;
    memory-service|discovery-service) echo "--add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED" ;;
  esac
}

# The JDK's AOT cache (JEP 483/514/515, JDK 25+): classes already parsed, linked and profiled by a training run, so a
# process starts and reaches its peak sooner. deploy/local/train-aot.sh writes one per service, next to its jar
# (AOT_CACHE=record makes this script record them); a cache older than the jar it was trained on is not used.
# Every JVM runs in its application's directory as `java -jar quarkus-run.jar`: a cache keeps the class path as it was
# given, and Quarkus finds its application (quarkus/quarkus-application.dat) from where its launcher class came from.
# Trained on an absolute path, a cache copied elsewhere (the images' /deployments) would send it back to the training
# directory; trained on a relative one, it resolves in whichever directory the JVM runs, as in the images.
aot_opts() {
  local app
  app="$(app_dir "$1")"
  [ "${jdk_major%%.*}" -ge 25 ] || return 0
  case "${AOT_CACHE:-auto}" in
    record) echo "-XX:AOTCacheOutput=$app/app.aot" ;;
    auto) [ -f "$app/app.aot" ] && [ "$app/app.aot" -nt "$app/quarkus-run.jar" ] && echo "-XX:AOTCache=$app/app.aot" ;;
  esac
  return 0
}

# start SERVICE PORT LABEL [ENV...]
start() {
  local service="$1" port="$2" label="$3"
  shift 3
  # shellcheck disable=SC2046 # one assignment per word; keys are base64 without spaces
  env $(secrets_of "$service") $(settings_of "$service") "$@" QUARKUS_HTTP_PORT="$port" QUARKUS_HTTP_HOST="$BIND_HOST" \
    QUARKUS_MANAGEMENT_PORT="$((port + MANAGEMENT_PORT_OFFSET))" QUARKUS_MANAGEMENT_HOST="$BIND_HOST" \
    MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}" \
    bash -c 'cd "$0" && exec "$@"' "$(app_dir "$service")" \
    "$service_java" $jvm_opts $(service_opts "$service") $(aot_opts "$service") ${JAVA_OPTS:-} -jar quarkus-run.jar \
    > >(prefix "$label") 2>&1 &
  pids+=($!)
}

# Ports whose readiness start-up waits for: every service's, and each replica's instead of the gateway's own.
ready_ports=()
replica_pids=()
expendable_pids=()
for service in "${services[@]}"; do
  if [ "$service" = "$gateway" ] && [ "$replicas" -gt 0 ]; then
    for i in $(seq 1 "$replicas"); do
      # A replica stays ready-but-draining for 3 s after SIGTERM, longer than the balancer's check takes to notice.
      start "$gateway" "${replica_ports[$((i - 1))]}" "gateway-$i" QUARKUS_SHUTDOWN_DELAY=3S
      echo "$!" > "$state/gateway-$i.pid"
      replica_pids+=($!)
      ready_ports+=("${replica_ports[$((i - 1))]}")
    done
  else
    start "$service" "$(port_of "$service")" "$service"
    echo "$!" > "$state/${service##*/}.pid"
    case " ${EXPENDABLE_SERVICES:-} " in *" $service "*) expendable_pids+=($!) ;; esac
    ready_ports+=("$(port_of "$service")")
  fi
done
# The admin console: not a tool service (it registers nothing and holds no suite key), only the gateway's URL, the
# authorization server and its own cookie key.
if [ "$console" = 1 ]; then
  CONSOLE_PORT="${CONSOLE_PORT:-$console_port}"
  env CONSOLE_GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT" \
    CONSOLE_PUBLIC_URL="${CONSOLE_PUBLIC_URL:-http://127.0.0.1:$CONSOLE_PORT}" \
    ${GATEWAY_AUTH_OAUTH_ISSUER:+CONSOLE_OAUTH_ISSUER="$GATEWAY_AUTH_OAUTH_ISSUER"} \
    CONSOLE_SESSION_KEY="${CONSOLE_SESSION_KEY:-$(key_of console-session-key)}" \
    QUARKUS_HTTP_PORT="$CONSOLE_PORT" QUARKUS_HTTP_HOST="$BIND_HOST" \
    QUARKUS_MANAGEMENT_PORT="$((CONSOLE_PORT + MANAGEMENT_PORT_OFFSET))" QUARKUS_MANAGEMENT_HOST="$BIND_HOST" \
    MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}" \
    bash -c 'cd "$0" && exec "$@"' "$(app_dir console)" \
    "$service_java" $jvm_opts -Xmx"$console_heap" $(aot_opts console) ${JAVA_OPTS:-} -jar quarkus-run.jar > >(prefix console) 2>&1 &
  pids+=($!)
  echo "$!" > "$state/console.pid"
  ready_ports+=("$CONSOLE_PORT")
fi
if [ "$replicas" -gt 0 ]; then
  config="$(balancer_config "$balancer" "$state/balancer-$GATEWAY_PORT" "$GATEWAY_PORT" "${replica_ports[@]}")"
  # shellcheck disable=SC2046 # the command line is words
  $(balancer_command "$balancer" "$config") > >(prefix "$balancer") 2>&1 &
  pids+=($!)
  echo "[run] $balancer on 127.0.0.1:$GATEWAY_PORT in front of $replicas gateway replica(s): ${replica_ports[*]}"
fi

ready() { # management port: HTTP 200 from readiness, with curl or bash's own /dev/tcp
  if command -v curl >/dev/null 2>&1; then
    curl -fsS -o /dev/null "http://127.0.0.1:$1/q/health/ready" 2>/dev/null
  else
    (exec 3<>"/dev/tcp/127.0.0.1/$1" && printf 'GET /q/health/ready HTTP/1.0\r\n\r\n' >&3 && head -n 1 <&3 | grep -q ' 200 ') \
      2>/dev/null
  fi
}
answers() { # port: a gateway's own answer through the balancer (not the balancer's 5xx for "no server yet")
  local status
  if command -v curl >/dev/null 2>&1; then
    status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1/mcp" 2>/dev/null)"
  else
    status="$( (exec 3<>"/dev/tcp/127.0.0.1/$1" && printf 'GET /mcp HTTP/1.0\r\n\r\n' >&3 && head -n 1 <&3 | cut -d' ' -f2) \
      2>/dev/null)"
  fi
  case "$status" in 4??) return 0 ;; *) return 1 ;; esac
}
deadline=$((SECONDS + ${STARTUP_TIMEOUT:-120}))
for port in "${ready_ports[@]}"; do
  until ready "$((port + MANAGEMENT_PORT_OFFSET))"; do
    if [ "$SECONDS" -ge "$deadline" ]; then echo "[run] the process on port $port did not become ready" >&2; exit 1; fi
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null || { echo "[run] a process exited during start-up" >&2; exit 1; }; done
    sleep 0.3
  done
done
if [ "$replicas" -gt 0 ]; then
  until answers "$GATEWAY_PORT"; do
    if [ "$SECONDS" -ge "$deadline" ]; then echo "[run] $balancer did not answer on port $GATEWAY_PORT" >&2; exit 1; fi
    sleep 0.2
  done
fi

if [ "${jdk_major%%.*}" -ge 25 ] && [ "${AOT_CACHE:-auto}" = auto ] && [ -z "$(aot_opts "$gateway")" ]; then
  echo "[run] no AOT cache for this build: deploy/local/train-aot.sh makes one (a faster start, and about 4x the throughput in the first 10 s)"
fi
url="http://127.0.0.1:$GATEWAY_PORT/mcp"
cat <<INFO

[run] Switchboard is up.
      MCP endpoint (every protocol era):  $url
      Legacy action API:                  http://127.0.0.1:$GATEWAY_PORT/api/v1/actions
      Health and metrics (management):    http://127.0.0.1:$(( ${replica_ports[0]:-$GATEWAY_PORT} + MANAGEMENT_PORT_OFFSET))/q/health, /q/metrics
      Try it:
        npx @modelcontextprotocol/inspector --cli $url --transport http --method tools/list
        curl -s -X POST http://127.0.0.1:$GATEWAY_PORT/api/v1/actions -H 'Content-Type: application/json' \\
             -d '{"version":"1.0","action":{"name":"analyzeText","parameters":{"text":"Hello world. Hi!"}}}'
      Claude Desktop (claude_desktop_config.json):
        {"mcpServers":{"switchboard":{"command":"npx","args":["-y","mcp-remote@0.15.1","$url"]}}}
      Ctrl-C stops everything.

INFO
[ "$console" = 0 ] || echo "[run] Admin console: ${CONSOLE_PUBLIC_URL:-http://127.0.0.1:$CONSOLE_PORT} (docs/console.md)"
# A replica may die (or be killed to try it): the balancer routes around it and the suite stays up. So may the
# services named in EXPENDABLE_SERVICES (bench/resilience.sh kills one and starts it again). Anything else exiting
# stops everything.
essential=()
for pid in "${pids[@]}"; do
  case " ${replica_pids[*]} ${expendable_pids[*]} " in *" $pid "*) ;; *) essential+=("$pid") ;; esac
done
wait -n "${essential[@]}" || true
echo "[run] a process exited; shutting down the rest" >&2
exit 1
