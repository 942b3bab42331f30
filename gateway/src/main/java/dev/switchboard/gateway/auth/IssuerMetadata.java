package dev.switchboard.gateway.auth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The authorization server's metadata, discovered from its issuer identifier at the well-known URIs in the order MCP
 * clients try them: RFC 8414 §3.1 (path inserted), then OpenID Connect Discovery (inserted, then appended). A document
 * counts only if it names the issuer itself (RFC 8414 §3.3). Blocking; read once, on first use.
 */
public final class IssuerMetadata {

    private static final Logger LOG = Logger.getLogger(IssuerMetadata.class);
    private static final Duration FETCH_TIMEOUT = Duration.ofSeconds(5);

    private final String issuer;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(FETCH_TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private volatile String jwksUri;
    private volatile JsonNode document;

    public IssuerMetadata(String issuer, ObjectMapper json) {
        this.issuer = issuer;
        this.json = json;
    }

    /** The issuer's {@code jwks_uri}; {@link UncheckedIOException} when no metadata naming one can be read. */
    public String jwksUri() {
        String known = jwksUri;
        if (known != null) {
            return known;
        }
        try {
            known = discover();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new IOException("interrupted while reading the metadata of " + issuer, e));
        }
        jwksUri = known;
        return known;
    }

    /**
     * One endpoint of the issuer's metadata ({@code authorization_endpoint}, {@code token_endpoint}, …).
     *
     * @throws UncheckedIOException when no metadata can be read or it names no such endpoint
     */
    public String endpoint(String name) {
        jwksUri();
        String value = document.path(name).asText("");
        if (value.isEmpty()) {
            throw new UncheckedIOException(new IOException("the metadata of issuer " + issuer + " has no " + name));
        }
        return value;
    }

    private String discover() throws IOException, InterruptedException {
        for (String candidate : candidates()) {
            JsonNode metadata;
            try {
                metadata = json.readTree(get(candidate));
            } catch (IOException e) {
                LOG.debugf("No metadata of %s at %s: %s", issuer, candidate, e.getMessage());
                continue;
            }
            if (!issuer.equals(metadata.path("issuer").asText())) {
                LOG.warnf("Ignoring %s: its issuer '%s' is not the configured %s", candidate,
                        metadata.path("issuer").asText(), issuer);
                continue;
            }
            if (metadata.path("jwks_uri").isTextual()) {
                document = metadata;
                return metadata.get("jwks_uri").asText();
            }
        }
        throw new IOException("no authorization server metadata with a jwks_uri found for issuer " + issuer);
    }

    /** RFC 8414 §3.1 and §5, OpenID Connect Discovery §4. */
    private List<String> candidates() {
        URI uri = URI.create(issuer);
        String base = uri.getScheme() + "://" + uri.getRawAuthority();
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        return path.isEmpty() || path.equals("/")
                ? List.of(base + "/.well-known/oauth-authorization-server", base + "/.well-known/openid-configuration")
                : List.of(base + "/.well-known/oauth-authorization-server" + path,
                        base + "/.well-known/openid-configuration" + path,
                        issuer + "/.well-known/openid-configuration");
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
