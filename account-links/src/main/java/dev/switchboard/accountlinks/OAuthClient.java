package dev.switchboard.accountlinks;

import java.util.Objects;

/**
 * The service's client at an authorization server, as its grants are made: its id, its secret (null for a public
 * client), the scope it asks for and the RFC 8707 resource it names (each null when not sent). Its {@code toString}
 * never shows the secret.
 */
public record OAuthClient(String clientId, String clientSecret, String scope, String resource) {

    public OAuthClient {
        Objects.requireNonNull(clientId, "clientId");
    }

    @Override
    public String toString() {
        return "OAuthClient[clientId=" + clientId + ", clientSecret=" + (clientSecret == null ? "none" : "<redacted>")
                + ", scope=" + scope + ", resource=" + resource + "]";
    }
}
