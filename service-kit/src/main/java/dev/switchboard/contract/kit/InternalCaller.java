package dev.switchboard.contract.kit;

/**
 * Who the gateway signed an internal call's token for: its {@code tenant} and {@code sub} claims, each null when the
 * token has none. A null claim matches no body: the gateway always names both (its anonymous caller is
 * {@code anonymous}/{@code anonymous}).
 */
public record InternalCaller(String tenant, String subject) {

    /** The key under which the guard leaves the verified caller on the request's {@code RoutingContext}. */
    public static final String KEY = "switchboard.internal-caller";
}
