package dev.switchboard.bridge.config;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * OAuth 2.0 client-credentials grant for an HTTP upstream: the bridge fetches a token from {@code tokenUrl} and sends it
 * as a bearer token, renewing it before it expires. The secret is given directly or, better, as the name of an
 * environment variable ({@code clientSecretEnv}).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ClientCredentials(String tokenUrl, String clientId, String clientSecret, String clientSecretEnv,
        String scope, String audience) {

    public ClientCredentials {
        Objects.requireNonNull(tokenUrl, "clientCredentials.tokenUrl");
        Objects.requireNonNull(clientId, "clientCredentials.clientId");
    }

    public String secret() {
        if (clientSecretEnv != null) {
            String value = System.getenv(clientSecretEnv);
            if (value == null) {
                throw new IllegalStateException("environment variable " + clientSecretEnv + " (client secret) is not set");
            }
            return value;
        }
        return Objects.requireNonNull(clientSecret, "clientCredentials needs clientSecret or clientSecretEnv");
    }
}
