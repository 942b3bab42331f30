package dev.switchboard.gateway.tenant;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.quota.QuotaStore;

/**
 * Tasks per tenant: each task counts from its creation until it expires, running or finished, so the quota also
 * bounds the Redis memory a tenant's tasks and their results hold. Over it: 429 with {@code Retry-After} (when the
 * tenant's oldest task expires).
 */
@ApplicationScoped
public class TaskQuota {

    private final QuotaStore store;
    private final TenantDirectory tenants;
    private final QuotaGate gate;

    TaskQuota(QuotaStore store, TenantDirectory tenants, QuotaGate gate) {
        this.store = store;
        this.tenants = tenants;
        this.gate = gate;
    }

    /** Counts task {@code taskId} of {@code principal}'s tenant for {@code ttl}, or refuses it over the limit. */
    public void open(Principal principal, String taskId, Duration ttl) {
        int limit = tenants.find(principal.tenant()).map(record -> record.quotasOrNone().taskLimit()).orElse(0);
        if (limit <= 0) {
            return;
        }
        long retryAfter = store.openTask(principal.tenantKey(), taskId, limit, ttl);
        if (retryAfter > 0) {
            throw gate.refused(principal, "tasks", "the tenant already holds " + limit
                    + " tasks (running or kept until they expire)", retryAfter);
        }
    }
}
