package dev.switchboard.bridge.config;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * Each user's own account at an HTTP upstream, linked once through OAuth 2.1 (authorization code with PKCE) and kept in
 * the token vault per tenant, subject and upstream. The authorization server's endpoints are configured, or, when both
 * are left out, discovered: the upstream's protected resource metadata (RFC 9728) names the server, whose metadata
 * (RFC 8414, else OpenID Connect discovery) gives them. {@code clientId} is the bridge's client there; a confidential
 * client gives its secret directly or as the name of an environment variable ({@code clientSecretEnv}). {@code
 * resource} (RFC 8707) defaults to the upstream's URL.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record UserOAuth(String authorizationEndpoint, String tokenEndpoint, String clientId, String clientSecret,
        String clientSecretEnv, String scope, String resource) {

    /** What is wrong with it, one sentence per field, each starting with the field's name (empty: nothing). */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        if (blank(authorizationEndpoint) != blank(tokenEndpoint)) {
            problems.add("userOAuth needs both authorizationEndpoint and tokenEndpoint, or neither (then they are "
                    + "discovered from the upstream's protected resource metadata)");
        }
        if (!blank(authorizationEndpoint) && !httpUrl(authorizationEndpoint)) {
            problems.add("userOAuth.authorizationEndpoint must be the authorization server's http(s) URL");
        }
        if (!blank(tokenEndpoint) && !httpUrl(tokenEndpoint)) {
            problems.add("userOAuth.tokenEndpoint must be the authorization server's http(s) URL");
        }
        if (blank(clientId)) {
            problems.add("userOAuth.clientId must name the bridge's client at the upstream's authorization server");
        }
        if (!blank(clientSecret) && !blank(clientSecretEnv)) {
            problems.add("userOAuth takes at most one of clientSecret and clientSecretEnv");
        } else if (!blank(clientSecretEnv) && System.getenv(clientSecretEnv) == null) {
            problems.add("userOAuth.clientSecretEnv names " + clientSecretEnv + ", which is not set");
        }
        if (scope != null && scope.isBlank()) {
            problems.add("userOAuth.scope is blank; leave it out or give space-separated scopes");
        }
        if (resource != null && !httpUrl(resource)) {
            problems.add("userOAuth.resource must be the upstream's http(s) URL as its authorization server knows it");
        }
        return problems;
    }

    /** Whether the endpoints come from the upstream's metadata. */
    public boolean discovered() {
        return blank(authorizationEndpoint);
    }

    /** The client secret, or null for a public client. */
    public String secret() {
        if (!blank(clientSecretEnv)) {
            String value = System.getenv(clientSecretEnv);
            if (value == null) {
                throw new IllegalStateException("environment variable " + clientSecretEnv
                        + " (userOAuth client secret) is not set");
            }
            return value;
        }
        return blank(clientSecret) ? null : clientSecret;
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    static boolean httpUrl(String value) {
        try {
            URI uri = URI.create(value);
            return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
