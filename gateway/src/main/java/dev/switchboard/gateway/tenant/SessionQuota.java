package dev.switchboard.gateway.tenant;

import java.time.Duration;

import jakarta.inject.Singleton;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.quota.QuotaStore;
import dev.switchboard.sessionstore.session.SessionStoreConfig;

/**
 * Sessions per subject: every opened session is counted against its subject (the count also lets operators list a
 * tenant's sessions); a used session's expiry in the count moves forward at most once a minute per replica, a deleted
 * one leaves at once, an abandoned one when its idle timeout passes.
 */
@Singleton
public class SessionQuota {

    private static final Duration TOUCH_EVERY = Duration.ofMinutes(1);

    private final QuotaStore store;
    private final TenantDirectory tenants;
    private final QuotaGate gate;
    private final SessionStoreConfig sessions;
    private final Cache<String, Boolean> touched = Caffeine.newBuilder().maximumSize(100_000)
            .expireAfterWrite(TOUCH_EVERY).build();

    SessionQuota(QuotaStore store, TenantDirectory tenants, QuotaGate gate, SessionStoreConfig sessions) {
        this.store = store;
        this.tenants = tenants;
        this.gate = gate;
        this.sessions = sessions;
    }

    /** Counts a session {@code principal} is about to open; 429 when its subject already has as many as allowed. */
    public void open(Principal principal, String sessionId) {
        int limit = tenants.find(principal.tenant()).map(record -> record.quotasOrNone().sessions()).orElse(0);
        if (!store.openSession(principal.tenantKey(), principal.subject(), sessionId, limit, sessions.idleTimeout())) {
            throw gate.refused(principal, "sessions_per_subject", "this subject already has " + limit
                    + " open sessions; end one (DELETE) or let it expire", sessions.idleTimeout().toMillis());
        }
        touched.put(sessionId, Boolean.TRUE);
    }

    /** Whether the session's place in the count moved lately, so that {@link #used} has nothing to write now. */
    public boolean usedLately(String sessionId) {
        return touched.getIfPresent(sessionId) != null;
    }

    /** The session was used: its place in the count slides with its idle clock. */
    public void used(Principal principal, String sessionId) {
        if (touched.getIfPresent(sessionId) != null) {
            return;
        }
        touched.put(sessionId, Boolean.TRUE);
        try {
            store.refreshSession(principal.tenantKey(), principal.subject(), sessionId, sessions.idleTimeout());
        } catch (StoreUnavailableException e) {
            touched.invalidate(sessionId);
        }
    }

    public void closed(Principal principal, String sessionId) {
        touched.invalidate(sessionId);
        store.closeSession(principal.tenantKey(), principal.subject(), sessionId);
    }
}
