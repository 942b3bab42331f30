package dev.switchboard.accountlinks;

import java.util.Objects;

/** Where users authorize the service's client ({@code authorization}) and where their grants are redeemed. */
public record OAuthEndpoints(String authorization, String token) {

    public OAuthEndpoints {
        Objects.requireNonNull(authorization, "authorization");
        Objects.requireNonNull(token, "token");
    }
}
