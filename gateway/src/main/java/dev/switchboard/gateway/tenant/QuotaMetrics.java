package dev.switchboard.gateway.tenant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.MultiGauge;
import io.micrometer.core.instrument.Tags;
import io.quarkus.scheduler.Scheduled;

/**
 * Every tenant's configured quotas as gauges, {@code switchboard.quota.limit{tenant, limit}}, beside the rejections
 * {@link QuotaGate} counts ({@code switchboard.quota.rejections{tenant, limit}}): a dashboard shows how close each
 * tenant runs to its limits. Refreshed on every policy change and every 30 s (a replica's first load fires none).
 */
@ApplicationScoped
class QuotaMetrics {

    private final TenantDirectory tenants;
    private final MultiGauge limits;

    QuotaMetrics(TenantDirectory tenants, MeterRegistry metrics) {
        this.tenants = tenants;
        this.limits = MultiGauge.builder("switchboard.quota.limit")
                .description("A tenant's configured quota (requests per minute, per subject per minute, concurrent "
                        + "calls, sessions per subject, bytes of cached results)")
                .register(metrics);
    }

    void onChange(@Observes TenantChanged change) {
        refresh();
    }

    @Scheduled(every = "30s", delayed = "1s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void refresh() {
        List<MultiGauge.Row<?>> rows = new ArrayList<>();
        for (Map.Entry<String, TenantRecord> tenant : tenants.known().entrySet()) {
            TenantRecord.Quotas quotas = tenant.getValue().quotasOrNone();
            add(rows, tenant.getKey(), "requestsPerMinute", quotas.perMinute());
            add(rows, tenant.getKey(), "requestsPerMinutePerSubject", quotas.perSubjectPerMinute());
            add(rows, tenant.getKey(), "concurrentCalls", quotas.calls());
            add(rows, tenant.getKey(), "sessionsPerSubject", quotas.sessions());
            add(rows, tenant.getKey(), "resultCacheBytes", quotas.cacheBytes());
        }
        limits.register(rows, true);
    }

    private static void add(List<MultiGauge.Row<?>> rows, String tenant, String limit, long value) {
        if (value > 0) {
            rows.add(MultiGauge.Row.of(Tags.of("tenant", tenant, "limit", limit), value));
        }
    }
}
