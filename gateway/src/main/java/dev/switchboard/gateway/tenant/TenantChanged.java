package dev.switchboard.gateway.tenant;

import java.util.Optional;

/**
 * Fired on every replica when a tenant's record changed (an operator's change reaches every replica over Redis). An
 * empty side means the tenant had, or now has, no record.
 */
public record TenantChanged(String tenant, Optional<TenantRecord> before, Optional<TenantRecord> after) {
}
