package dev.switchboard.gateway.handler;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.async.Waits;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;
import dev.switchboard.sessionstore.CanonicalJson;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.cache.JsonCache;
import dev.switchboard.sessionstore.quota.QuotaStore;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * Tool results cached in Redis per tenant (its incarnation too, so a tenant made again under a deleted one's name reads
 * none of its results), service and its manifest revision, tool and canonical arguments
 * ({@code sb:cache:tool:TENANT[~INCARNATION]:SERVICE@REVISION:TOOL:SHA256}), for as long as the tool's manifest allows. The
 * service
 * and its revision are part of the key, so a result is never served for a tool that another service has taken over, nor
 * by a release that changed the manifest. A result larger than {@code gateway.cache.max-entry-size} is not cached. A
 * tenant whose quotas name {@code resultCacheBytes} caches only while its cached results stay under that many bytes;
 * over it, results are answered but not cached. A cache that cannot be reached is skipped, never fatal, and never
 * replaced by local memory. A tool whose results are not asked for twice stops paying for reads and writes that never
 * pay off ({@link CacheUse}, unless {@code gateway.cache.adaptive} is false).
 */
@Singleton
class ResultCache {

    private static final Logger LOG = Logger.getLogger(ResultCache.class);

    private final JsonCache cache;
    private final TenantDirectory tenants;
    private final QuotaStore quotas;
    private final MeterRegistry metrics;
    private final ExecutorService executor;
    private final long maxEntryBytes;
    private final boolean adaptive;
    private final Map<String, CacheUse> uses = new ConcurrentHashMap<>();

    ResultCache(JsonCache cache, TenantDirectory tenants, QuotaStore quotas, MeterRegistry metrics,
            @VirtualThreads ExecutorService executor, GatewayConfig config) {
        this.maxEntryBytes = config.cache().maxEntrySize().asLongValue();
        this.adaptive = config.cache().adaptive();
        this.cache = cache;
        this.tenants = tenants;
        this.quotas = quotas;
        this.metrics = metrics;
        this.executor = executor;
    }

    /**
     * The cache entry a call of {@code tool} with {@code arguments} would use, or null when this call should leave
     * the cache alone (the tool's results are not being reused).
     */
    Entry entry(RequestContext request, CatalogTool tool, ObjectNode arguments) {
        CacheUse use = adaptive ? uses.computeIfAbsent(tool.service().name() + "/" + tool.name(),
                name -> register(name, new CacheUse())) : null;
        if (use != null && !use.admits(CacheUse.fingerprint(arguments))) {
            return null;
        }
        // The key's digest only for a call that uses the cache: the canonical copy and SHA-256 of every call's
        // arguments were 5 % of the gateway's CPU on a tool whose calls step aside.
        String digest = CanonicalJson.sha256(arguments);
        return new Entry("tool:" + request.principal().tenantKey() + ":" + tool.service().name() + "@"
                + tool.service().revision() + ":" + tool.name() + ":" + digest, use);
    }

    /** One call's place in the cache: its key, and what the read teaches about the tool. */
    record Entry(String key, CacheUse use) {
    }

    /**
     * The cached result, or null on a miss or when Redis cannot be reached. It waits for Redis, so never on an event
     * loop; checked here, since an unreachable cache is a miss and would hide the refusal of the blocking client.
     */
    ObjectNode read(Entry entry) {
        Waits.refuseEventLoop("Reading the result cache");
        ObjectNode cached;
        try {
            cached = cache.get(entry.key(), ObjectNode.class).orElse(null);
        } catch (StoreUnavailableException e) {
            LOG.debugf("Result cache unavailable, forwarding: %s", e.getMessage());
            return null;
        }
        if (entry.use() != null) {
            entry.use().read(cached != null);
        }
        return cached;
    }

    private CacheUse register(String tool, CacheUse use) {
        FunctionCounter.builder("switchboard.cache.stepped.aside", use, CacheUse::skipped)
                .description("Cacheable calls that left the result cache alone: their tool's results were not reused")
                .tag("tool", tool).register(metrics);
        return use;
    }

    /** Stores a result of {@code owner}'s tenant without making the caller wait. */
    void write(Principal owner, String key, ObjectNode result, Duration ttl) {
        String tenant = owner.tenant();
        String text = cache.text(result);
        long bytes = text.getBytes(StandardCharsets.UTF_8).length + (long) key.length();
        if (bytes > maxEntryBytes) {
            metrics.counter("switchboard.cache.skipped", "tenant", tenant, "reason", "size").increment();
            return;
        }
        long limit = tenants.find(tenant).map(TenantRecord::quotasOrNone).map(TenantRecord.Quotas::cacheBytes)
                .orElse(0L);
        if (limit == 0) {
            cache.putTextInBackground(key, text, ttl);
            stored(tenant, bytes);
            return;
        }
        executor.execute(() -> {
            try {
                if (quotas.reserveCache(owner.tenantKey(), key, bytes, ttl, limit)) {
                    cache.putText(key, text, ttl);
                    stored(tenant, bytes);
                } else {
                    metrics.counter("switchboard.cache.skipped", "tenant", tenant, "reason", "quota").increment();
                }
            } catch (StoreUnavailableException e) {
                LOG.debugf("Cache write for %s skipped: %s", key, e.getMessage());
            }
        });
    }

    /**
     * Bytes written to the cache per tenant: beside the hits ({@code switchboard.tool.calls}, outcome {@code cached})
     * and the cache Redis's {@code used_memory}, what the cache costs and what it saves.
     */
    private void stored(String tenant, long bytes) {
        metrics.counter("switchboard.cache.stored.bytes", "tenant", tenant).increment(bytes);
    }
}
