package dev.switchboard.gateway.auth;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.PublicKey;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jboss.logging.Logger;
import org.jose4j.jwk.JsonWebKey;
import org.jose4j.jwk.JsonWebKeySet;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.lang.JoseException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The authorization server's signing keys: its metadata discovered from the issuer (RFC 8414 and OpenID Connect
 * Discovery, in the order MCP clients try them), its JWKS fetched from there and re-read every {@code refresh}. A token
 * signed with a key not in the set, or whose signature fails with the key of its {@code kid} (a key replaced under the
 * same id), makes the set be re-read at once — at most once per {@code minRefresh}, so forged key ids cannot turn the
 * gateway into a JWKS-fetching loop.
 */
final class SigningKeys {

    private static final Logger LOG = Logger.getLogger(SigningKeys.class);
    private static final Duration FETCH_TIMEOUT = Duration.ofSeconds(5);

    private final String issuer;
    private final Duration refresh;
    private final Duration minRefresh;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(FETCH_TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private volatile String jwksUri;
    private volatile Map<String, PublicKey> keys = Map.of();
    private volatile long fetchedAt;

    SigningKeys(String issuer, Duration refresh, Duration minRefresh, ObjectMapper json) {
        this.issuer = issuer;
        this.refresh = refresh;
        this.minRefresh = minRefresh;
        this.json = json;
    }

    /**
     * The key for {@code kid} (null: the only key), reading the set again when it is stale or lacks the key and the last
     * read is old enough. Null when no such key exists.
     */
    PublicKey find(String kid) {
        long age = System.currentTimeMillis() - fetchedAt;
        PublicKey key = lookup(kid);
        if ((key == null && age >= minRefresh.toMillis()) || age >= refresh.toMillis()) {
            reload();
            key = lookup(kid);
        }
        return key;
    }

    /** Reads the set again if the last read is old enough; true when it did (a retry may now succeed). */
    boolean reloadIfAllowed() {
        if (System.currentTimeMillis() - fetchedAt < minRefresh.toMillis()) {
            return false;
        }
        reload();
        return true;
    }

    private PublicKey lookup(String kid) {
        Map<String, PublicKey> current = keys;
        if (kid == null) {
            return current.size() == 1 ? current.values().iterator().next() : null;
        }
        return current.get(kid);
    }

    private synchronized void reload() {
        if (System.currentTimeMillis() - fetchedAt < Math.min(minRefresh.toMillis(), 1000)) {
            return;
        }
        try {
            if (jwksUri == null) {
                jwksUri = discoverJwksUri();
            }
            JsonWebKeySet set = new JsonWebKeySet(get(jwksUri));
            Map<String, PublicKey> loaded = new HashMap<>();
            int unnamed = 0;
            for (JsonWebKey key : set.getJsonWebKeys()) {
                if (key instanceof PublicJsonWebKey publicKey && !"enc".equals(key.getUse())) {
                    String id = key.getKeyId() == null ? "#" + unnamed++ : key.getKeyId();
                    loaded.put(id, publicKey.getPublicKey());
                }
            }
            keys = Map.copyOf(loaded);
            LOG.debugf("Loaded %d signing key(s) of %s", loaded.size(), issuer);
        } catch (IOException | JoseException | RuntimeException e) {
            LOG.warnf("Cannot read the signing keys of %s: %s", issuer, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            fetchedAt = System.currentTimeMillis();
        }
    }

    /** RFC 8414 §3.1 and §5 (and OpenID Connect Discovery): the well-known URIs in the order MCP clients try them. */
    private String discoverJwksUri() throws IOException, InterruptedException {
        URI uri = URI.create(issuer);
        String base = uri.getScheme() + "://" + uri.getRawAuthority();
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        List<String> candidates = path.isEmpty() || path.equals("/")
                ? List.of(base + "/.well-known/oauth-authorization-server", base + "/.well-known/openid-configuration")
                : List.of(base + "/.well-known/oauth-authorization-server" + path,
                        base + "/.well-known/openid-configuration" + path,
                        issuer + "/.well-known/openid-configuration");
        for (String candidate : candidates) {
            JsonNode metadata;
            try {
                metadata = json.readTree(get(candidate));
            } catch (IOException e) {
                continue;
            }
            if (!issuer.equals(metadata.path("issuer").asText())) {
                LOG.warnf("Ignoring %s: its issuer '%s' is not the configured %s", candidate,
                        metadata.path("issuer").asText(), issuer);
                continue;
            }
            if (metadata.path("jwks_uri").isTextual()) {
                return metadata.get("jwks_uri").asText();
            }
        }
        throw new IOException("no authorization server metadata with a jwks_uri found for issuer " + issuer);
    }

    private String get(String url) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(FETCH_TIMEOUT)
                .header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException(url + " answered HTTP " + response.statusCode());
        }
        return response.body();
    }
}
