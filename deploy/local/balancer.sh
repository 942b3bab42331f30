# Sourced by run.sh for --replicas N: a real load balancer in front of the gateway replicas, round-robin, nothing
# sticky. HAProxy (Debian's haproxy) when installed, else nginx; neither: run.sh stops with a message saying so.
# HAProxy checks each replica's readiness on its management port every second, so a draining replica (readiness down
# at SIGTERM, requests still served for QUARKUS_SHUTDOWN_DELAY) leaves the rotation before it refuses anything; nginx
# (open source) has no active checks and only skips a replica whose connection fails.
# A request is sent again to another replica when its connection failed, and, with HAProxy, when the replica closed
# it without answering (killed mid-request) unless it is a tool call, which may have run there: that one fails, and
# the client decides. nginx never resends a POST that reached a replica.
# Both keep SSE responses unbuffered and let streams live an hour between bytes (the gateway sends keep-alives).

# No replica ready (all draining, starting, or without Redis): the balancer's own 503 says so the way a gateway
# would, a JSON-RPC error with Retry-After, not an HTML page.
UNAVAILABLE_BODY='{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"Service unavailable: no gateway replica is ready (starting, draining, or without Redis); retry in 2 s\"}}'

# balancer_config KIND STATE_DIR LISTEN_PORT REPLICA_PORT... : writes the configuration, prints its path.
balancer_config() {
  local kind="$1" dir="$2" listen="$3"
  shift 3
  local i=0 port
  mkdir -p "$dir"
  if [ "$kind" = haproxy ]; then
    {
      printf 'global\n  maxconn 4096\n\n'
      printf 'defaults\n  mode http\n  timeout connect 2s\n  timeout client 1h\n  timeout server 1h\n'
      printf '  timeout check 3s\n'
      printf '  timeout http-request 30s\n  timeout tunnel 1h\n  retries 2\n  option redispatch\n'
      printf '  retry-on conn-failure empty-response\n  option http-buffer-request\n\n'
      printf 'frontend mcp\n  bind 127.0.0.1:%s\n  default_backend gateways\n\n' "$listen"
      printf 'backend gateways\n  balance roundrobin\n  option httpchk GET /q/health/ready\n'
      printf '  http-check expect status 200\n'
      # A tool call whose replica died before answering may already have run: only a connection that failed is
      # retried for it (never sent), the others (lists, reads, polls) are resent on an empty response as well.
      printf '  http-request disable-l7-retry if { req.hdr(mcp-method) -m str tools/call }\n'
      printf '  http-request disable-l7-retry if { req.body -m sub "tools/call" }\n'
      printf '  http-error status 503 content-type application/json string "%s" hdr Retry-After 2\n' "$UNAVAILABLE_BODY"
      for port in "$@"; do
        i=$((i + 1))
        printf '  server gateway-%s 127.0.0.1:%s check port %s inter 1s fall 1 rise 1\n' \
          "$i" "$port" "$((port + MANAGEMENT_PORT_OFFSET))"
      done
    } > "$dir/haproxy.cfg"
    echo "$dir/haproxy.cfg"
  else
    {
      printf 'worker_processes 1;\ndaemon off;\npid %s/nginx.pid;\nerror_log stderr warn;\n' "$dir"
      printf 'events { worker_connections 4096; }\n'
      printf 'http {\n  access_log off;\n'
      for temp in client_body proxy fastcgi uwsgi scgi; do
        printf '  %s_temp_path %s/%s;\n' "$temp" "$dir" "$temp"
      done
      printf '  upstream gateways {\n'
      for port in "$@"; do printf '    server 127.0.0.1:%s max_fails=1 fail_timeout=2s;\n' "$port"; done
      printf '    keepalive 32;\n  }\n'
      printf '  server {\n    listen 127.0.0.1:%s;\n    location / {\n' "$listen"
      printf '      proxy_pass http://gateways;\n      proxy_http_version 1.1;\n'
      printf '      proxy_set_header Connection "";\n      proxy_set_header Host $http_host;\n'
      printf '      proxy_buffering off;\n      proxy_request_buffering off;\n'
      printf '      proxy_read_timeout 1h;\n      proxy_send_timeout 1h;\n'
      printf '      proxy_next_upstream error;\n    }\n  }\n}\n'
    } > "$dir/nginx.conf"
    echo "$dir/nginx.conf"
  fi
}

# The balancer to use: BALANCER (haproxy or nginx) when set, else haproxy, else nginx, else nothing.
balancer_kind() {
  if [ -n "${BALANCER:-}" ]; then echo "$BALANCER"
  elif command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; then echo haproxy
  elif command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then echo nginx
  fi
}

# balancer_command KIND CONFIG: the foreground command line.
balancer_command() {
  local bin
  bin="$(command -v "$1" 2>/dev/null || echo "/usr/sbin/$1")"
  if [ "$1" = haproxy ]; then echo "$bin -db -f $2"; else echo "$bin -c $2 -e stderr"; fi
}
