package dev.switchboard.gateway.tenant;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.audit.AuditLog;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.config.GatewayConfig.Tenants.QuotaOutage;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.Refusal;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.quota.QuotaStore;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * A tenant's request quotas, checked in one Redis round trip per request (and only for tenants that have quotas):
 * requests per minute per tenant and per subject, and concurrent calls. Over a limit: 429 with {@code Retry-After} on
 * HTTP, and {@code data.retryAfterMs} in the JSON-RPC error wherever the status cannot be sent. While the tenant's counts
 * in Redis cannot be reached, or do not answer within {@code gateway.local-answer-wait}, {@code
 * gateway.tenants.quota-outage} decides (counted in
 * {@code switchboard_quota_outage_total}): this replica's own counts ({@link LocalQuotas}), no limit, or 503.
 */
@Singleton
public class QuotaGate {

    private final QuotaStore store;
    private final AuditLog audit;
    private final MeterRegistry metrics;
    private final ExecutorService executor;
    private final LocalQuotas local;
    private final QuotaOutage outage;
    private final Duration wait;

    QuotaGate(QuotaStore store, AuditLog audit, MeterRegistry metrics, @VirtualThreads ExecutorService executor,
            LocalQuotas local, GatewayConfig config) {
        this.store = store;
        this.audit = audit;
        this.metrics = metrics;
        this.executor = executor;
        this.local = local;
        this.outage = config.tenants().quotaOutage();
        this.wait = config.localAnswerWait();
    }

    /**
     * Admits one request of {@code principal} under {@code quotas}; a call also takes one of the tenant's call slots
     * for at most {@code callTimeout}, given back when the returned lease is closed.
     */
    public Lease admit(Principal principal, TenantRecord.Quotas quotas, boolean call, Duration callTimeout) {
        int calls = call ? quotas.calls() : 0;
        if (quotas.perMinute() == 0 && quotas.perSubjectPerMinute() == 0 && calls == 0) {
            return Lease.NONE;
        }
        String leaseId = calls > 0 ? UUID.randomUUID().toString() : "-";
        QuotaStore.Decision decision;
        try {
            decision = store.admit(principal.tenantKey(), principal.subject(), quotas.perMinute(),
                    quotas.perSubjectPerMinute(), calls, leaseId, callTimeout.plusSeconds(30), wait);
        } catch (StoreUnavailableException e) {
            return admitDuringOutage(principal, quotas, call, e);
        }
        if (!decision.admitted()) {
            throw refused(principal, decision.limit().name().toLowerCase(java.util.Locale.ROOT),
                    describe(decision.limit(), quotas), decision.retryAfterMillis());
        }
        return calls == 0 ? Lease.NONE
                : () -> executor.execute(() -> store.release(principal.tenantKey(), leaseId));
    }

    private Lease admitDuringOutage(Principal principal, TenantRecord.Quotas quotas, boolean call,
            StoreUnavailableException unavailable) {
        if (outage == QuotaOutage.REFUSE || unavailable.overloaded()) {
            throw unavailable;
        }
        metrics.counter("switchboard.quota.outage", "tenant", principal.tenant(), "policy",
                outage.name().toLowerCase(java.util.Locale.ROOT)).increment();
        if (outage == QuotaOutage.ADMIT) {
            return Lease.NONE;
        }
        QuotaStore.Decision decision = local.admit(principal, quotas, call);
        if (!decision.admitted()) {
            throw refused(principal, decision.limit().name().toLowerCase(java.util.Locale.ROOT),
                    describe(decision.limit(), quotas), decision.retryAfterMillis());
        }
        return call && quotas.calls() > 0 ? () -> local.release(principal.tenantKey()) : Lease.NONE;
    }

    /** The refusal of a request over a limit; also counted and audited. */
    Refusal refused(Principal principal, String limit, String what, long retryAfterMillis) {
        metrics.counter("switchboard.quota.rejections", "tenant", principal.tenant(), "limit", limit).increment();
        audit.record(principal.tenant(), principal.subject(), "quota.exceeded",
                Map.of("limit", limit, "retryAfterMs", retryAfterMillis));
        ObjectNode data = JsonNodeFactory.instance.objectNode().put("retryAfterMs", retryAfterMillis)
                .put("limit", limit);
        long seconds = Math.max(1, (retryAfterMillis + 999) / 1000);
        return new Refusal(429, ErrorCodes.QUOTA_EXCEEDED, "Too many requests: " + what + "; retry in " + seconds
                + " s", data, Map.of("Retry-After", Long.toString(seconds)));
    }

    private static String describe(QuotaStore.Limit limit, TenantRecord.Quotas quotas) {
        return switch (limit) {
            case TENANT_RATE -> "the tenant's " + quotas.perMinute() + " requests per minute are used up";
            case SUBJECT_RATE -> "this client's " + quotas.perSubjectPerMinute() + " requests per minute are used up";
            case CONCURRENT_CALLS -> "the tenant already runs " + quotas.calls() + " calls at once";
        };
    }

    /** A call slot held until closed; closing never fails the request. */
    @FunctionalInterface
    public interface Lease extends AutoCloseable {

        Lease NONE = () -> {
        };

        @Override
        void close();
    }
}
