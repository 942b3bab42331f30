package dev.switchboard.gateway.tenant;

import java.util.Optional;

/**
 * Fired on every replica when a tenant's record changed (an operator's change reaches every replica over Redis). An
 * empty side means the tenant had, or now has, no record.
 *
 * @param ended the tenant as it was is over: its record was deleted, replaced by another incarnation (deleted and made
 *        again), or made for a tenant that had none. What was bound to it (sessions, streams, tasks) ends with it.
 */
public record TenantChanged(String tenant, Optional<TenantRecord> before, Optional<TenantRecord> after, boolean ended) {
}
