package dev.switchboard.console;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The authorization code grant with PKCE (RFC 7636, S256) as a public client: the authorization request, then the code
 * exchanged for an access token at the token endpoint. The token's signature is not checked here: the console only
 * reads who it names, and the gateway verifies it on every admin call.
 */
@ApplicationScoped
public class OAuthLogin {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final ConsoleConfig config;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private volatile JsonNode metadata;

    OAuthLogin(ConsoleConfig config, ObjectMapper json) {
        this.config = config;
        this.json = json;
    }

    /** What is kept between the authorization request and the callback (sealed in a cookie). */
    public record Pending(String state, String verifier) {
    }

    /** What the token endpoint answered, and who the token names. */
    public record SignedIn(String accessToken, String subject, String tenant, String scope, Instant expiresAt) {
    }

    public boolean enabled() {
        return config.oauth().issuer().isPresent();
    }

    public String redirectUri() {
        return config.publicUrl().replaceFirst("/+$", "") + "/auth/callback";
    }

    public String authorizationUrl(Pending pending) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("response_type", "code");
        query.put("client_id", config.oauth().clientId());
        query.put("redirect_uri", redirectUri());
        query.put("scope", config.oauth().scopes());
        query.put("state", pending.state());
        query.put("code_challenge", challenge(pending.verifier()));
        query.put("code_challenge_method", "S256");
        query.put("resource", resource());
        return endpoint("authorization_endpoint") + "?" + form(query);
    }

    public SignedIn exchange(String code, Pending pending) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "authorization_code");
        form.put("code", code);
        form.put("redirect_uri", redirectUri());
        form.put("client_id", config.oauth().clientId());
        form.put("code_verifier", pending.verifier());
        form.put("resource", resource());
        JsonNode answer = post(endpoint("token_endpoint"), form(form));
        String token = answer.path("access_token").asText("");
        if (token.isEmpty()) {
            throw new AdminFailure(502, "The authorization server answered without an access token");
        }
        JsonNode claims = claims(token);
        String tenant = claims.path(config.oauth().tenantClaim()).asText(null);
        String scope = claims.path("scope").isArray()
                ? String.join(" ", json.convertValue(claims.path("scope"), String[].class))
                : claims.path("scope").asText(answer.path("scope").asText(""));
        Instant expiresAt = claims.has("exp") ? Instant.ofEpochSecond(claims.path("exp").asLong()) : null;
        return new SignedIn(token, claims.path("sub").asText("unknown"), tenant, scope, expiresAt);
    }

    private String resource() {
        return config.oauth().resource().orElse(config.gatewayUrl().replaceFirst("/+$", "") + "/mcp");
    }

    private JsonNode claims(String token) {
        String[] parts = token.split("\\.");
        if (parts.length != 3) {
            throw new AdminFailure(502, "The access token is not a JWT; the gateway takes JWT access tokens only");
        }
        try {
            return json.readTree(Base64.getUrlDecoder().decode(parts[1]));
        } catch (IOException | IllegalArgumentException e) {
            throw new AdminFailure(502, "The access token's claims cannot be read");
        }
    }

    private String endpoint(String name) {
        JsonNode known = metadata;
        if (known == null) {
            String issuer = config.oauth().issuer().orElseThrow().replaceFirst("/+$", "");
            known = get(issuer + "/.well-known/openid-configuration")
                    .or(() -> get(issuer + "/.well-known/oauth-authorization-server"))
                    .orElseThrow(() -> new AdminFailure(502, "The authorization server " + issuer
                            + " publishes no metadata (.well-known/openid-configuration)"));
            metadata = known;
        }
        String url = known.path(name).asText("");
        if (url.isEmpty()) {
            throw new AdminFailure(502, "The authorization server's metadata names no " + name);
        }
        return url;
    }

    private Optional<JsonNode> get(String url) {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT).build(),
                    HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 ? Optional.of(json.readTree(response.body())) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private JsonNode post(String url, String form) {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT)
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode body = json.readTree(response.body());
            if (response.statusCode() != 200) {
                throw new AdminFailure(401, "The authorization server refused the sign-in: "
                        + body.path("error_description").asText(body.path("error").asText("HTTP "
                                + response.statusCode())));
            }
            return body;
        } catch (IOException e) {
            throw new AdminFailure(502, "The authorization server cannot be reached: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AdminFailure(503, "Interrupted during sign-in");
        }
    }

    static String challenge(String verifier) {
        try {
            return Base64.getUrlEncoder().withoutPadding().encodeToString(
                    MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String form(Map<String, String> values) {
        return values.entrySet().stream().map(entry -> URLEncoder.encode(entry.getKey(), StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(entry.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
    }
}
