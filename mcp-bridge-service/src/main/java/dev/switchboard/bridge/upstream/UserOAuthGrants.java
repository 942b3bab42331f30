package dev.switchboard.bridge.upstream;

import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.config.UserOAuth;
import dev.switchboard.sessionstore.vault.LinkedTokens;

/**
 * The OAuth 2.1 grants of one {@code userOAuth} upstream: the authorization request a user's browser is sent to
 * (authorization code with PKCE S256, RFC 8707 resource), the code redeemed for tokens, and a refresh. Token
 * endpoint answers are read here and nowhere else; no message this class makes carries a token.
 */
public final class UserOAuthGrants {

    private final String upstream;
    private final UserOAuth settings;
    private final String resource;
    private final AuthorizationEndpoints endpoints;
    private final HttpClient http;
    private final ObjectMapper json;
    private final Clock clock;

    UserOAuthGrants(String upstream, String upstreamUrl, UserOAuth settings, HttpClient http, ObjectMapper json,
            Clock clock) {
        this.upstream = upstream;
        this.settings = settings;
        this.resource = settings.resource() == null ? upstreamUrl : settings.resource();
        this.endpoints = new AuthorizationEndpoints(upstream, upstreamUrl, settings, http, json);
        this.http = http;
        this.json = json;
        this.clock = clock;
    }

    /** The upstream refused a grant ({@code invalid_grant}): the link no longer works and must be made again. */
    public static final class GrantRevokedException extends RuntimeException {

        GrantRevokedException(String message) {
            super(message);
        }
    }

    public String upstream() {
        return upstream;
    }

    /** Where the user's browser goes to authorize the bridge's client for {@code state}. */
    public String authorizationUrl(String state, String codeVerifier, String redirectUri) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("response_type", "code");
        query.put("client_id", settings.clientId());
        query.put("redirect_uri", redirectUri);
        query.put("state", state);
        query.put("code_challenge", challenge(codeVerifier));
        query.put("code_challenge_method", "S256");
        query.put("resource", resource);
        if (settings.scope() != null) {
            query.put("scope", settings.scope());
        }
        String base = endpoints.get().authorization();
        return base + (base.contains("?") ? "&" : "?") + query.entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
    }

    /** The tokens the authorization server gives for {@code code} (RFC 6749 §4.1.3 with RFC 7636's verifier). */
    public LinkedTokens redeem(String code, String codeVerifier, String redirectUri) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "authorization_code");
        form.put("code", code);
        form.put("redirect_uri", redirectUri);
        form.put("code_verifier", codeVerifier);
        form.put("resource", resource);
        return grant(form, null, "redeem the authorization code");
    }

    /** New tokens for {@code stale}'s refresh token; one the server does not renew is kept (RFC 6749 §6). */
    public LinkedTokens refresh(LinkedTokens stale) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "refresh_token");
        form.put("refresh_token", stale.refreshToken());
        form.put("resource", resource);
        return grant(form, stale.refreshToken(), "refresh the user's token");
    }

    private LinkedTokens grant(Map<String, String> form, String previousRefreshToken, String what) {
        form.put("client_id", settings.clientId());
        String secret = settings.secret();
        if (secret != null) {
            form.put("client_secret", secret);
        }
        String tokenEndpoint = endpoints.get().token();
        HttpResponse<String> response;
        try {
            response = http.send(TokenRequests.post(tokenEndpoint, form), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UpstreamUnavailableException("Upstream '" + upstream + "': could not " + what + ": the token "
                    + "endpoint " + tokenEndpoint + " could not be reached (" + e.getClass().getSimpleName() + ").");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UpstreamUnavailableException("Interrupted while trying to " + what + " for upstream '"
                    + upstream + "'");
        }
        JsonNode answer = parse(response.body());
        String error = answer.path("error").asText("");
        if (response.statusCode() != 200) {
            String message = "Upstream '" + upstream + "': the token endpoint " + tokenEndpoint + " refused to "
                    + what + " (HTTP " + response.statusCode() + (error.isEmpty() ? "" : ", " + error) + ").";
            if ("invalid_grant".equals(error)) {
                throw new GrantRevokedException(message);
            }
            throw new UpstreamUnavailableException(message + " Check userOAuth.clientId and its secret.");
        }
        String access = answer.path("access_token").asText("");
        if (access.isEmpty()) {
            throw new UpstreamUnavailableException("Upstream '" + upstream + "': the token endpoint " + tokenEndpoint
                    + " answered without an access_token.");
        }
        String refresh = answer.path("refresh_token").asText(previousRefreshToken);
        long expiresIn = answer.path("expires_in").asLong(0);
        return new LinkedTokens(access, refresh == null || refresh.isEmpty() ? null : refresh,
                expiresIn > 0 ? clock.instant().plusSeconds(expiresIn) : null, answer.path("scope").asText(null));
    }

    private JsonNode parse(String body) {
        try {
            return body == null || body.isBlank() ? json.createObjectNode() : json.readTree(body);
        } catch (IOException e) {
            return json.createObjectNode();
        }
    }

    /** RFC 7636 §4.2: BASE64URL(SHA256(verifier)). */
    static String challenge(String verifier) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
