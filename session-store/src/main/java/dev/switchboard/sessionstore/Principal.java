package dev.switchboard.sessionstore;

import java.util.Objects;

/**
 * Who a request acts for: the tenant and the subject inside it, in one incarnation of the tenant. Sessions and tasks are
 * served only to the principal that made them, so one made before its tenant was deleted and made again under the same
 * name (another incarnation) is another principal's.
 *
 * @param incarnation the id the tenant's record got when it was made; empty for a tenant without a record (or one
 *        made before records had one)
 */
public record Principal(String tenant, String subject, String incarnation) {

    /** The principal of every request while no authentication is configured. */
    public static final Principal ANONYMOUS = new Principal("anonymous", "anonymous");

    public Principal {
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(subject, "subject");
        incarnation = incarnation == null ? "" : incarnation;
    }

    /** The principal of a tenant without an incarnation (no record, or one made before records had one). */
    public Principal(String tenant, String subject) {
        this(tenant, subject, "");
    }

    /** This principal in {@code incarnation} of its tenant. */
    public Principal in(String incarnation) {
        return this.incarnation.equals(incarnation) ? this : new Principal(tenant, subject, incarnation);
    }

    /**
     * The tenant as the keys of state that must not outlive its incarnation name it (quota counters, task lists,
     * cached results): the tenant id, followed by {@code ~} and the incarnation when there is one. Tenant ids hold no
     * {@code ~}, so no two incarnations share a key.
     */
    public String tenantKey() {
        return tenantKey(tenant, incarnation);
    }

    /** {@link #tenantKey()} of {@code tenant} in {@code incarnation}. */
    public static String tenantKey(String tenant, String incarnation) {
        return incarnation == null || incarnation.isEmpty() ? tenant : tenant + "~" + incarnation;
    }
}
