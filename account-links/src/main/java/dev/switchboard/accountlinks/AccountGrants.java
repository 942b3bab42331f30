package dev.switchboard.accountlinks;

import java.io.IOException;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.vault.LinkedTokens;

/**
 * The OAuth grants through which users link their account at one target (an upstream, GitHub): the authorization
 * request a user's browser is sent to (authorization code with PKCE S256, and the RFC 8707 resource when the client
 * names one), the code redeemed for tokens, and a refresh. Token endpoint answers are read here and nowhere else, as
 * JSON or, from a server that ignores {@code Accept}, as a form; an {@code error} member fails the grant even in a 200
 * (GitHub answers its errors so). No message this class makes carries a token.
 */
public final class AccountGrants {

    /** Errors that mean the grant itself is dead: RFC 6749 §5.2's, and GitHub's own names for it. */
    private static final Set<String> REVOKED = Set.of("invalid_grant", "bad_refresh_token", "bad_verification_code");

    private final String target;
    private final OAuthClient client;
    private final Supplier<OAuthEndpoints> endpoints;
    private final HttpClient http;
    private final ObjectMapper json;
    private final Clock clock;

    /**
     * @param target what accounts are linked at (an upstream's name, {@code github}), in messages and vault keys
     * @param endpoints the authorization server's endpoints, possibly discovered on first use (a
     *        {@link LinkUnavailableException} when they cannot be had)
     */
    public AccountGrants(String target, OAuthClient client, Supplier<OAuthEndpoints> endpoints, HttpClient http,
            ObjectMapper json, Clock clock) {
        this.target = target;
        this.client = client;
        this.endpoints = endpoints;
        this.http = http;
        this.json = json;
        this.clock = clock;
    }

    public String target() {
        return target;
    }

    /** Where the user's browser goes to authorize the service's client for {@code state}. */
    public String authorizationUrl(String state, String codeVerifier, String redirectUri) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("response_type", "code");
        query.put("client_id", client.clientId());
        query.put("redirect_uri", redirectUri);
        query.put("state", state);
        query.put("code_challenge", challenge(codeVerifier));
        query.put("code_challenge_method", "S256");
        if (client.resource() != null) {
            query.put("resource", client.resource());
        }
        if (client.scope() != null) {
            query.put("scope", client.scope());
        }
        String base = endpoints.get().authorization();
        return base + (base.contains("?") ? "&" : "?") + TokenRequests.encode(query);
    }

    /** The tokens the authorization server gives for {@code code} (RFC 6749 §4.1.3 with RFC 7636's verifier). */
    public LinkedTokens redeem(String code, String codeVerifier, String redirectUri) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "authorization_code");
        form.put("code", code);
        form.put("redirect_uri", redirectUri);
        form.put("code_verifier", codeVerifier);
        return grant(form, null, "redeem the authorization code");
    }

    /** New tokens for {@code stale}'s refresh token; one the server does not renew is kept (RFC 6749 §6). */
    public LinkedTokens refresh(LinkedTokens stale) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "refresh_token");
        form.put("refresh_token", stale.refreshToken());
        return grant(form, stale.refreshToken(), "refresh the user's token");
    }

    private LinkedTokens grant(Map<String, String> form, String previousRefreshToken, String what) {
        if (client.resource() != null) {
            form.put("resource", client.resource());
        }
        form.put("client_id", client.clientId());
        if (client.clientSecret() != null) {
            form.put("client_secret", client.clientSecret());
        }
        String tokenEndpoint = endpoints.get().token();
        HttpResponse<String> response;
        try {
            response = http.send(TokenRequests.post(tokenEndpoint, form), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new LinkUnavailableException(
                    "Linked accounts at '" + target + "': could not " + what + ": the token endpoint "
                            + tokenEndpoint + " could not be reached (" + e.getClass().getSimpleName() + ").");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LinkUnavailableException("Interrupted while trying to " + what + " for '" + target + "'");
        }
        JsonNode answer = answer(response.headers().firstValue("Content-Type").orElse(""), response.body(), json);
        String error = answer.path("error").asText("");
        if (response.statusCode() != 200 || !error.isEmpty()) {
            String message = "Linked accounts at '" + target + "': the token endpoint " + tokenEndpoint + " refused to " + what
                    + " (HTTP " + response.statusCode() + (error.isEmpty() ? "" : ", " + error) + ").";
            if (REVOKED.contains(error)) {
                throw new GrantRevokedException(message);
            }
            throw new LinkUnavailableException(message + " Check the client id and secret configured for it.");
        }
        String access = answer.path("access_token").asText("");
        if (access.isEmpty()) {
            throw new LinkUnavailableException("Linked accounts at '" + target + "': the token endpoint " + tokenEndpoint
                    + " answered without an access_token.");
        }
        String refresh = answer.path("refresh_token").asText(previousRefreshToken);
        long expiresIn = answer.path("expires_in").asLong(0);
        return new LinkedTokens(access, refresh == null || refresh.isEmpty() ? null : refresh,
                expiresIn > 0 ? clock.instant().plusSeconds(expiresIn) : null, answer.path("scope").asText(null));
    }

    /**
     * A token endpoint's answer as a JSON object: its JSON body, or its form-encoded one (RFC 6749 §5.1 asks for JSON;
     * GitHub sends a form unless asked for JSON); an empty object when neither reads.
     */
    static JsonNode answer(String contentType, String body, ObjectMapper json) {
        if (body == null || body.isBlank()) {
            return json.createObjectNode();
        }
        if (contentType.toLowerCase().startsWith("application/x-www-form-urlencoded")
                || !body.stripLeading().startsWith("{")) {
            ObjectNode form = json.createObjectNode();
            for (String pair : body.strip().split("&")) {
                int equals = pair.indexOf('=');
                if (equals > 0) {
                    form.put(URLDecoder.decode(pair.substring(0, equals), StandardCharsets.UTF_8),
                            URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
                }
            }
            return form;
        }
        try {
            return json.readTree(body);
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
