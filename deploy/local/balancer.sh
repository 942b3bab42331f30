# Sourced by run.sh for --replicas N: a real load balancer in front of the gateway replicas, round-robin, nothing
# sticky. HAProxy (Debian's haproxy) when installed, else nginx; neither: run.sh stops with a message saying so.
# HAProxy checks each replica's readiness on its management port every second, so a draining replica (readiness down
# at SIGTERM, requests still served for QUARKUS_SHUTDOWN_DELAY) leaves the rotation before it refuses anything; nginx
# (open source) has no active checks and only skips a replica whose connection fails.
# A request is sent again to another replica when its connection failed, and, with HAProxy, when the replica closed
# it without answering (killed mid-request) unless it is a tool call, which may have run there: that one fails, and
# the client decides. nginx never resends a POST that reached a replica.
# Both keep SSE responses unbuffered and let streams live an hour between bytes (the gateway sends keep-alives).
# What the balancer answers itself is a JSON-RPC error the way a gateway would answer, never an HTML page.

# No replica ready (all draining, starting, or without Redis).
UNAVAILABLE_BODY='{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"Service unavailable: no gateway replica is ready (starting, draining, or without Redis); retry in 2 s"}}'
# The replica had the request and its connection broke before an answer (killed, crashed): whatever the request did
# there may or may not have happened.
REPLICA_LOST_BODY='{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"Bad gateway: the gateway replica handling this request stopped before it answered, so the request may or may not have run there; check a tools/call before calling again"}}'
# The replica had the request and answered nothing for an hour (timeout server, proxy_read_timeout).
REPLICA_SILENT_BODY='{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"Gateway timeout: the gateway replica handling this request did not answer within 1 h, so the request may or may not have run there"}}'

# haproxy_error STATUS BODY [HEADER VALUE]: an http-error line, the body escaped as HAProxy's quoted string wants it.
haproxy_error() {
  printf '  http-error status %s content-type application/json string "%s"' "$1" "${2//\"/\\\"}"
  [ "$#" -gt 2 ] && printf ' hdr %s %s' "$3" "$4"
  printf '\n'
}

# balancer_config KIND STATE_DIR LISTEN_PORT REPLICA_PORT... : writes the configuration, prints its path.
balancer_config() {
  local kind="$1" dir="$2" listen="$3"
  shift 3
  local i=0 port
  mkdir -p "$dir"
  if [ "$kind" = haproxy ]; then
    {
      # Two connections per request in flight (the client's and the hop's below), so twice what a burst needs.
      printf 'global\n  maxconn 8192\n\n'
      printf 'defaults\n  mode http\n  timeout connect 2s\n  timeout client 1h\n  timeout server 1h\n'
      printf '  timeout check 3s\n  timeout http-request 30s\n  timeout tunnel 1h\n  option http-buffer-request\n'
      haproxy_error 502 "$REPLICA_LOST_BODY"
      haproxy_error 503 "$UNAVAILABLE_BODY" Retry-After 2
      haproxy_error 504 "$REPLICA_SILENT_BODY"
      printf '\nfrontend mcp\n  bind 127.0.0.1:%s\n  default_backend hop\n\n' "$listen"
      # When a replica's connection breaks before any answer, HAProxy answers 502 only to a request that came first
      # on its client connection; a later one on a kept-alive connection gets the connection closed with no byte,
      # as if the client had talked to the replica itself, so that it may retry (RFC 9112 9.3.1), and nothing tells
      # the client that a tools/call may have run. So every request crosses a hop: one connection per request into
      # the frontend that picks a replica, which therefore always answers with the errors above, while clients keep
      # their connections alive and the replicas' connections are shared (http-reuse always).
      printf 'backend hop\n  option httpclose\n  server replicas unix@%s/replicas.sock\n\n' "$dir"
      printf 'frontend replicas\n  bind unix@%s/replicas.sock\n  default_backend gateways\n\n' "$dir"
      printf 'backend gateways\n  balance roundrobin\n  http-reuse always\n  option httpchk GET /q/health/ready\n'
      printf '  http-check expect status 200\n'
      printf '  retries 2\n  option redispatch\n  retry-on conn-failure empty-response\n'
      # A tool call whose replica died before answering may already have run: only a connection that failed is
      # retried for it (never sent), the others (lists, reads, polls) are resent on an empty response as well.
      printf '  http-request disable-l7-retry if { req.hdr(mcp-method) -m str tools/call }\n'
      printf '  http-request disable-l7-retry if { req.body -m sub "tools/call" }\n'
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
      # nginx answers 502 both when no replica could be connected to and when one had the request and broke off:
      # bytes sent to a replica tell the two apart, and only the first is worth a Retry-After.
      printf '  map $upstream_bytes_sent $replica_had_request {\n    "~(^|[ ,:])[1-9]" 1;\n    default 0;\n  }\n'
      printf '  map $replica_had_request $unanswered_retry_after {\n    1 "";\n    default 2;\n  }\n'
      printf '  server {\n    listen 127.0.0.1:%s;\n    location / {\n' "$listen"
      printf '      proxy_pass http://gateways;\n      proxy_http_version 1.1;\n'
      printf '      proxy_set_header Connection "";\n      proxy_set_header Host $http_host;\n'
      printf '      proxy_buffering off;\n      proxy_request_buffering off;\n'
      printf '      proxy_read_timeout 1h;\n      proxy_send_timeout 1h;\n'
      printf '      proxy_next_upstream error;\n'
      printf '      error_page 502 = @unanswered;\n      error_page 504 = @silent;\n    }\n'
      printf '    location @unanswered {\n      default_type application/json;\n'
      printf '      add_header Retry-After $unanswered_retry_after always;\n'
      printf "      if (\$replica_had_request) {\n        return 502 '%s';\n      }\n" "$REPLICA_LOST_BODY"
      printf "      return 503 '%s';\n    }\n" "$UNAVAILABLE_BODY"
      printf "    location @silent {\n      default_type application/json;\n      return 504 '%s';\n    }\n" \
        "$REPLICA_SILENT_BODY"
      printf '  }\n}\n'
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
