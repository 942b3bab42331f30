package dev.switchboard.bridge.upstream;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.accountlinks.LinkUnavailableException;
import dev.switchboard.accountlinks.OAuthEndpoints;
import dev.switchboard.bridge.config.UserOAuth;

/**
 * Where a {@code userOAuth} upstream's users authorize and where the bridge redeems their grants: configured, or
 * discovered once and kept. Discovery reads the upstream's protected resource metadata (RFC 9728 §3: the well-known
 * path with the resource's path appended, then at the root), takes its first authorization server, and reads that
 * server's metadata (RFC 8414 §3, then OpenID Connect discovery), used only when it names that same issuer.
 */
final class AuthorizationEndpoints implements Supplier<OAuthEndpoints> {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final String upstream;
    private final String resourceUrl;
    private final UserOAuth settings;
    private final HttpClient http;
    private final ObjectMapper json;
    private volatile OAuthEndpoints known;

    AuthorizationEndpoints(String upstream, String resourceUrl, UserOAuth settings, HttpClient http,
            ObjectMapper json) {
        this.upstream = upstream;
        this.resourceUrl = resourceUrl;
        this.settings = settings;
        this.http = http;
        this.json = json;
        if (!settings.discovered()) {
            known = new OAuthEndpoints(settings.authorizationEndpoint(), settings.tokenEndpoint());
        }
    }

    /**
     * The endpoints, discovered on first use.
     *
     * @throws LinkUnavailableException naming the upstream and every place looked at, when none answered
     */
    @Override
    public OAuthEndpoints get() {
        OAuthEndpoints current = known;
        if (current != null) {
            return current;
        }
        synchronized (this) {
            if (known == null) {
                known = discover();
            }
            return known;
        }
    }

    private OAuthEndpoints discover() {
        List<String> tried = new ArrayList<>();
        JsonNode resource = firstDocument(wellKnown(resourceUrl, "oauth-protected-resource"), tried, null);
        String issuer = resource == null ? null : resource.path("authorization_servers").path(0).asText(null);
        if (issuer == null) {
            throw new LinkUnavailableException("Upstream '" + upstream + "' links each user's account, but its "
                    + "authorization server could not be found: no protected resource metadata naming one at "
                    + String.join(", ", tried) + ". Configure userOAuth.authorizationEndpoint and tokenEndpoint.");
        }
        List<String> candidates = new ArrayList<>(wellKnown(issuer, "oauth-authorization-server"));
        candidates.add(stripSlash(issuer) + "/.well-known/openid-configuration");
        JsonNode metadata = firstDocument(candidates, tried, issuer);
        String authorization = metadata == null ? null : metadata.path("authorization_endpoint").asText(null);
        String token = metadata == null ? null : metadata.path("token_endpoint").asText(null);
        if (authorization == null || token == null) {
            throw new LinkUnavailableException("Upstream '" + upstream + "' names authorization server "
                    + issuer + ", whose metadata (tried " + String.join(", ", candidates) + ") gives no "
                    + "authorization_endpoint and token_endpoint. Configure them in userOAuth.");
        }
        return new OAuthEndpoints(authorization, token);
    }

    /** RFC 8414 §3.1 and RFC 9728 §3.1: the well-known segment goes between the host and the path. */
    static List<String> wellKnown(String url, String suffix) {
        URI uri = URI.create(url);
        String origin = uri.getScheme() + "://" + uri.getRawAuthority();
        String path = uri.getRawPath() == null ? "" : stripSlash(uri.getRawPath());
        List<String> urls = new ArrayList<>();
        if (!path.isEmpty()) {
            urls.add(origin + "/.well-known/" + suffix + path);
        }
        urls.add(origin + "/.well-known/" + suffix);
        return urls;
    }

    /** The first of {@code urls} that answers a JSON document; with {@code issuer}, only one naming that issuer. */
    private JsonNode firstDocument(List<String> urls, List<String> tried, String issuer) {
        for (String url : urls) {
            tried.add(url);
            try {
                HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT)
                        .header("Accept", "application/json").GET().build(), HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    JsonNode document = json.readTree(response.body());
                    // RFC 8414 §3.3: metadata whose issuer differs from the one asked about must not be used.
                    if (issuer == null || stripSlash(issuer).equals(stripSlash(document.path("issuer").asText()))) {
                        return document;
                    }
                }
            } catch (IOException e) {
                // not there or not JSON: the next candidate
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LinkUnavailableException("Interrupted while discovering the authorization server of "
                        + "upstream '" + upstream + "'");
            }
        }
        return null;
    }

    private static String stripSlash(String text) {
        return text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
    }
}
