#!/usr/bin/env bash
# Writes the secrets compose.yaml mounts, as properties files, into deploy/compose/secrets/ (git-ignored):
#   gateway_keys         gateway only: its Ed25519 signing key pair (gateway → service tokens), the registration key,
#                        the requestState HMAC keys
#   service_keys         every tool service: the gateway's public key and the registration key (no private key)
#   admin_bootstrap_key  gateway only: the admin API key (Authorization: Bearer <key> on /admin/v1)
#   oauth_issuer         the gateways and the console: OAUTH_ISSUER, if set (use it with GATEWAY_AUTH_MODE=oauth,api-key)
#   planner_state_keys   planner only: its sealing keys
#   github_token         github-search only: GITHUB_TOKEN, if set; without one, searches run unauthenticated
#   switchboard_upstream_secrets_keys  the gateways and mcp-bridge: the key sealing run-time upstreams' secrets
#   switchboard_token_vault_keys  mcp-bridge and github-search: the key sealing users' linked-account tokens
#   console_keys         the console only: the key sealing its session cookies
# Existing key files are kept, so re-running never rotates a key by accident (docs/operations.md, "Rotating keys").
# Keys come from deploy/keys/SuiteKeys.java with a Java 21+ ($JAVA_HOME, else PATH), else from openssl.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dir="$here/secrets"
mkdir -p "$dir"
chmod 700 "$dir"

java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
java_version() { "$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p'; }

# The name=value lines of SuiteKeys.java: signing-key, public-key (base64 DER PKCS#8 / X.509), registration-key,
# request-state-key, planner-state-key, admin-bootstrap-key, upstream-secrets-key, console-session-key, token-vault-key.
suite_keys() {
  # A JRE cannot run a source file: then openssl.
  if command -v "$java" >/dev/null 2>&1 && [ "$(java_version)" -ge 21 ] 2>/dev/null \
    && "$java" "$here/../keys/SuiteKeys.java"; then
    echo "keys    made by deploy/keys/SuiteKeys.java ($java)" >&2
    return
  fi
  if command -v openssl >/dev/null 2>&1; then
    echo "keys    made by openssl" >&2
    local pem
    pem="$(openssl genpkey -algorithm ed25519)" \
      || { echo "init-secrets.sh: this openssl cannot make Ed25519 keys; use OpenSSL 1.1.1+ or a Java 21+" >&2; exit 1; }
    echo "signing-key=$(printf '%s\n' "$pem" | openssl pkey -outform DER | base64 | tr -d '\n')"
    echo "public-key=$(printf '%s\n' "$pem" | openssl pkey -pubout -outform DER | base64 | tr -d '\n')"
    for name in registration-key request-state-key planner-state-key admin-bootstrap-key upstream-secrets-key \
      console-session-key token-vault-key; do
      echo "$name=$(openssl rand 32 | base64 | tr -d '\n=' | tr '+/' '-_')"
    done
  else
    echo "init-secrets.sh: needs a Java 21+ (JAVA_HOME or PATH) or openssl to make the gateway's Ed25519 key pair" >&2
    exit 1
  fi
}

fresh=""
for name in gateway_keys admin_bootstrap_key planner_state_keys switchboard_upstream_secrets_keys console_keys \
  switchboard_token_vault_keys; do
  if [ ! -f "$dir/$name.properties" ]; then fresh="$(suite_keys)"; break; fi
done
generated() { sed -n "s/^$1=//p" <<< "$fresh"; }
# The value of a property in one of the files here, empty when the file or the property is absent.
property() { [ -f "$dir/$1.properties" ] && sed -n "s/^${2//./\\.}=//p" "$dir/$1.properties" || true; }

put() { # name content
  # The directory keeps other host users out; the file itself must be readable by the container's uid 185, because
  # compose bind-mounts file secrets as they are.
  (umask 022; printf '%s\n' "$2" > "$dir/$1.properties")
  echo "written $dir/$1.properties"
}
write() { # name content: an existing file is kept
  if [ -f "$dir/$1.properties" ]; then echo "kept    $dir/$1.properties"; else put "$1" "$2"; fi
}
replace() { # name content: for values that are not keys, so nothing is lost by replacing them
  if [ "$(cat "$dir/$1.properties" 2>/dev/null)" = "$2" ]; then echo "kept    $dir/$1.properties"; else put "$1" "$2"; fi
}

# A deployment made before the gateway had keys of its own holds its requestState keys in request_state_keys: they
# move into gateway_keys, so requestState already handed out stays valid; the old file is no longer mounted.
request_state_keys="$(property request_state_keys gateway.request-state.keys)"
if [ ! -f "$dir/gateway_keys.properties" ]; then
  [ -z "$request_state_keys" ] || echo "reused  $dir/request_state_keys.properties (no longer read; delete it)"
  # service_keys can only name the key pair being replaced.
  if [ -f "$dir/service_keys.properties" ]; then rm "$dir/service_keys.properties"; fi
fi
write gateway_keys "gateway.internal-auth.signing-key=$(generated signing-key)
gateway.internal-auth.public-key=$(generated public-key)
gateway.registry.shared-key=$(generated registration-key)
gateway.request-state.keys=${request_state_keys:-$(generated request-state-key)}"

public_key="$(property gateway_keys gateway.internal-auth.public-key)"
registration_key="$(property gateway_keys gateway.registry.shared-key)"
write service_keys "switchboard.internal-auth.public-keys=$public_key
switchboard.service.registration-key=$registration_key"
# Kept files must still agree, or services refuse every call, or the gateway ignores every service.
if [[ ",$(property service_keys switchboard.internal-auth.public-keys)," != *",$public_key,"* ]] \
  || [ "$(property service_keys switchboard.service.registration-key)" != "$registration_key" ]; then
  echo "init-secrets.sh: service_keys.properties does not match gateway_keys.properties (the gateway's public key" \
    "must be among switchboard.internal-auth.public-keys, the registration keys must be equal); fix it, or delete" \
    "it to derive it again" >&2
  exit 1
fi

write admin_bootstrap_key "gateway.admin.bootstrap-key=$(generated admin-bootstrap-key)"
write planner_state_keys "planner.state-keys=$(generated planner-state-key)"
write switchboard_upstream_secrets_keys "switchboard.upstream-secrets.keys=$(generated upstream-secrets-key)"
write switchboard_token_vault_keys "switchboard.token-vault.keys=$(generated token-vault-key)"
write github_token "github.token=${GITHUB_TOKEN:-}"
write console_keys "console.session.key=$(generated console-session-key)"

# Always written, because compose refuses to start with a declared secret file missing. OAUTH_ISSUER replaces the
# value; without it the file keeps its value (an earlier placeholder named the property gateway.auth.issuer).
issuer="${OAUTH_ISSUER:-$(property oauth_issuer gateway.auth.oauth.issuer)}"
issuer="${issuer:-$(property oauth_issuer gateway.auth.issuer)}"
if [ -n "$issuer" ]; then
  # The console signs people in at the same issuer.
  replace oauth_issuer "gateway.auth.oauth.issuer=$issuer
console.oauth.issuer=$issuer"
  echo "        OAuth issuer $issuer: start compose with GATEWAY_AUTH_MODE=oauth,api-key to accept its tokens"
else
  replace oauth_issuer "# no OAuth issuer: OAUTH_ISSUER=https://… deploy/compose/init-secrets.sh sets gateway.auth.oauth.issuer"
fi

if [ -f "$dir/internal_signing_key.properties" ]; then
  echo "unused  $dir/internal_signing_key.properties (a placeholder of earlier versions; delete it)"
fi
echo "admin API key: sed -n 's/^gateway\\.admin\\.bootstrap-key=//p' $dir/admin_bootstrap_key.properties"
