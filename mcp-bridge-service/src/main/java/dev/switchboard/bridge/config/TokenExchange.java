package dev.switchboard.bridge.config;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * OAuth 2.0 token exchange (RFC 8693) for an HTTP upstream that acts for each caller: per call, the bridge presents the
 * internal token the gateway signed for that caller ({@code subject_token}) at {@code tokenEndpoint}, authenticated as
 * {@code clientId}, and asks for a token whose audience is {@code audience}. The secret is given directly or as the name
 * of an environment variable ({@code clientSecretEnv}). {@code subjectTokenType} defaults to {@link #JWT}.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record TokenExchange(String tokenEndpoint, String clientId, String clientSecret, String clientSecretEnv,
        String audience, String scope, String subjectTokenType) {

    public static final String GRANT_TYPE = "urn:ietf:params:oauth:grant-type:token-exchange";
    /** RFC 8693 §3: the gateway's internal token is a JWT. */
    public static final String JWT = "urn:ietf:params:oauth:token-type:jwt";

    public TokenExchange {
        subjectTokenType = subjectTokenType == null ? JWT : subjectTokenType;
    }

    /** What is wrong with it, one sentence per field, each starting with the field's name (empty: nothing). */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        if (!httpUrl(tokenEndpoint)) {
            problems.add("tokenExchange.tokenEndpoint must be the authorization server's http(s) token endpoint URL");
        }
        if (blank(clientId)) {
            problems.add("tokenExchange.clientId must name the bridge's client at the authorization server");
        }
        if (blank(clientSecret) == blank(clientSecretEnv)) {
            problems.add("tokenExchange needs exactly one of clientSecret and clientSecretEnv (the name of an "
                    + "environment variable holding the secret)");
        } else if (!blank(clientSecretEnv) && System.getenv(clientSecretEnv) == null) {
            problems.add("tokenExchange.clientSecretEnv names " + clientSecretEnv + ", which is not set");
        }
        if (blank(audience)) {
            problems.add("tokenExchange.audience must name the upstream as the authorization server knows it (the "
                    + "exchanged token's aud)");
        }
        if (scope != null && scope.isBlank()) {
            problems.add("tokenExchange.scope is blank; leave it out or give space-separated scopes");
        }
        if (!absoluteUri(subjectTokenType)) {
            problems.add("tokenExchange.subjectTokenType must be a token type URI such as " + JWT);
        }
        return problems;
    }

    public String secret() {
        if (!blank(clientSecretEnv)) {
            String value = System.getenv(clientSecretEnv);
            if (value == null) {
                throw new IllegalStateException("environment variable " + clientSecretEnv
                        + " (tokenExchange client secret) is not set");
            }
            return value;
        }
        return clientSecret;
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    private static boolean httpUrl(String value) {
        if (blank(value)) {
            return false;
        }
        try {
            URI uri = URI.create(value);
            return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static boolean absoluteUri(String value) {
        try {
            return URI.create(value).isAbsolute();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
