package dev.switchboard.sessionstore;

import java.util.Objects;

/** Who a request acts for: the tenant and the subject inside it. Sessions are served only to the principal that made them. */
public record Principal(String tenant, String subject) {

    /** The principal of every request while no authentication is configured. */
    public static final Principal ANONYMOUS = new Principal("anonymous", "anonymous");

    public Principal {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(subject, "subject");
    }
}
