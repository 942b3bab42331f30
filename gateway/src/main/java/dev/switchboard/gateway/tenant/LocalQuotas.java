package dev.switchboard.gateway.tenant;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.inject.Singleton;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.quota.QuotaStore;

/**
 * A tenant's request quotas as this replica alone counts them, for the requests whose shared count in Redis cannot
 * be reached ({@code gateway.tenants.quota-outage=local}): the same GCRA per minute per tenant and per subject, and
 * the tenant's concurrent calls, over this replica's own requests. A tenant served by N replicas may so reach N times
 * its limits for as long as Redis is out of reach, never more.
 */
@Singleton
class LocalQuotas {

    private static final long WINDOW_MILLIS = Duration.ofMinutes(1).toMillis();

    /** Theoretical arrival times per tenant (and per tenant and subject); idle ones go after two windows. */
    private final Cache<String, long[]> arrivals = Caffeine.newBuilder().maximumSize(100_000)
            .expireAfterAccess(Duration.ofMinutes(2)).build();
    private final Cache<String, AtomicInteger> calls = Caffeine.newBuilder().maximumSize(100_000).build();

    /** Admits one request as {@link QuotaStore#admit} does, on this replica's counts; a call takes a local slot. */
    QuotaStore.Decision admit(Principal principal, TenantRecord.Quotas quotas, boolean call) {
        long now = System.currentTimeMillis();
        String tenant = principal.tenantKey();
        String subject = tenant + "\u0000" + principal.subject();
        synchronized (this) {
            long tenantWait = wait(tenant, quotas.perMinute(), now);
            if (tenantWait > 0) {
                return new QuotaStore.Decision(QuotaStore.Limit.TENANT_RATE, tenantWait);
            }
            long subjectWait = wait(subject, quotas.perSubjectPerMinute(), now);
            if (subjectWait > 0) {
                return new QuotaStore.Decision(QuotaStore.Limit.SUBJECT_RATE, subjectWait);
            }
            if (call && quotas.calls() > 0) {
                AtomicInteger running = calls.get(tenant, ignored -> new AtomicInteger());
                if (running.get() >= quotas.calls()) {
                    return new QuotaStore.Decision(QuotaStore.Limit.CONCURRENT_CALLS, 1000);
                }
                running.incrementAndGet();
            }
            advance(tenant, quotas.perMinute(), now);
            advance(subject, quotas.perSubjectPerMinute(), now);
        }
        return QuotaStore.Decision.ADMITTED;
    }

    /** Gives back a call slot that {@link #admit} took for a tenant ({@link Principal#tenantKey}). */
    void release(String tenant) {
        AtomicInteger running = calls.getIfPresent(tenant);
        if (running != null) {
            running.updateAndGet(count -> Math.max(0, count - 1));
        }
    }

    private long wait(String key, int perMinute, long now) {
        if (perMinute <= 0) {
            return 0;
        }
        long[] arrival = arrivals.getIfPresent(key);
        long next = Math.max(arrival == null ? now : arrival[0], now) + WINDOW_MILLIS / perMinute;
        return Math.max(0, next - WINDOW_MILLIS - now);
    }

    private void advance(String key, int perMinute, long now) {
        if (perMinute > 0) {
            long[] arrival = arrivals.get(key, ignored -> new long[] { now });
            arrival[0] = Math.max(arrival[0], now) + WINDOW_MILLIS / perMinute;
        }
    }
}
