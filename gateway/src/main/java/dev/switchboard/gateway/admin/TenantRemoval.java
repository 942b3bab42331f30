package dev.switchboard.gateway.admin;

import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.auth.ApiKeys;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.sessionstore.quota.QuotaStore;
import dev.switchboard.sessionstore.session.SessionStore;
import dev.switchboard.sessionstore.task.TaskStore;
import dev.switchboard.sessionstore.vault.TokenVault;

/**
 * Deleting a tenant so that nothing of it outlives it, and a tenant made again under its name inherits nothing. The
 * record goes first, and its incarnation with it. From then on every replica answers the old incarnation's sessions,
 * tasks and sealed states as unknown, since the pipeline binds each caller to the present one. Each replica also ends
 * the tenant's streams it holds as it hears of the change. Quota counters, task lists and cached results are keyed by
 * incarnation, so they are never read again and expire. Then what the tenant left is removed: API keys, its users'
 * linked accounts, its sessions (every replica drops its copy before this returns), its tasks (cancelled where they
 * run, then deleted), its usage history and its audit trail.
 */
@ApplicationScoped
class TenantRemoval {

    private final TenantDirectory tenants;
    private final ApiKeys apiKeys;
    private final TokenVault vault;
    private final QuotaStore quotas;
    private final SessionStore sessions;
    private final TaskStore tasks;
    private final UsageHistory usage;
    private final AuditLog audit;

    TenantRemoval(TenantDirectory tenants, ApiKeys apiKeys, TokenVault vault, QuotaStore quotas,
            SessionStore sessions, TaskStore tasks, UsageHistory usage, AuditLog audit) {
        this.tenants = tenants;
        this.apiKeys = apiKeys;
        this.vault = vault;
        this.quotas = quotas;
        this.sessions = sessions;
        this.tasks = tasks;
        this.usage = usage;
        this.audit = audit;
    }

    /** What a deletion removed, for its audit event. */
    record Removed(long links, int sessions, int tasks) {
    }

    /** Deletes {@code tenant} and everything it left; empty when it had no record. */
    Optional<Removed> remove(String tenant) {
        Optional<String> ended = tenants.remove(tenant);
        if (ended.isEmpty()) {
            return Optional.empty();
        }
        String tenantKey = ended.get();
        apiKeys.revokeAll(tenant);
        long links = vault.unlinkTenant(tenant);
        int endedSessions = 0;
        for (Map.Entry<String, Map<String, Long>> subject : quotas.sessions(tenantKey).entrySet()) {
            for (String id : subject.getValue().keySet()) {
                if (sessions.delete(id)) {
                    endedSessions++;
                }
                quotas.closeSession(tenantKey, subject.getKey(), id);
            }
        }
        int endedTasks = tasks.forgetTenant(tenantKey, "The tenant was deleted");
        usage.forget(tenant);
        audit.forget(tenant);
        return Optional.of(new Removed(links, endedSessions, endedTasks));
    }
}
