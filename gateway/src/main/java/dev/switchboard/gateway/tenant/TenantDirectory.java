package dev.switchboard.gateway.tenant;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.TrustedIssuers;
import dev.switchboard.gateway.catalog.CatalogSnapshot;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.access.TenantStore;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * Every tenant's record, held in memory on each replica and kept current: reloaded whenever a change is announced on
 * Redis pub/sub, and re-read every 30 s in case an announcement was lost. A request never waits for Redis to learn its
 * tenant's policy. Tenants can be seeded from a file at start ({@code gateway.tenants.seed-file}); a seeded tenant an
 * operator has since changed keeps the operator's version. Each change of a record this replica learns of is fired as
 * a {@link TenantChanged}, once. Each record comes with its tenant's incarnation ({@link #incarnation}), which the
 * pipeline binds every caller to, so a tenant deleted and made again under its name is a new tenant everywhere.
 * <p>
 * The process may also hold a tenant of its own for the calls it sends itself ({@link #hold}): known to this replica
 * alone, never stored or listed, with the catalogue it was held with instead of the shared one, gone when released.
 */
@Singleton
public class TenantDirectory {

    private static final Logger LOG = Logger.getLogger(TenantDirectory.class);

    private final TenantStore store;
    private final GatewayConfig config;
    private final AuthSettings auth;
    private final ExecutorService executor;
    private final ObjectMapper strict;
    private final Event<TenantChanged> changes;
    private final TrustedIssuers issuers;
    private final Map<String, TenantRecord> tenants = new ConcurrentHashMap<>();
    /** The incarnation of each tenant that has one; a tenant without a record (or one made before them) has none. */
    private final Map<String, String> incarnations = new ConcurrentHashMap<>();
    private final Map<String, HeldTenant> held = new ConcurrentHashMap<>();
    private volatile boolean loaded;

    TenantDirectory(TenantStore store, GatewayConfig config, AuthSettings auth,
            @VirtualThreads ExecutorService executor, ObjectMapper json, Event<TenantChanged> changes,
            TrustedIssuers issuers) {
        this.issuers = issuers;
        this.store = store;
        this.config = config;
        this.auth = auth;
        this.executor = executor;
        this.strict = json.copy().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        strict.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        this.changes = changes;
    }

    void onStart(@Observes StartupEvent event) {
        store.watch(tenant -> executor.execute(() -> reload(tenant)));
        config.tenants().seedFile().ifPresent(this::seed);
        resync();
    }

    @Scheduled(every = "30s", delayed = "30s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void resync() {
        try {
            Map<String, TenantRecord> fresh = new HashMap<>();
            Map<String, String> freshIncarnations = new HashMap<>();
            store.all().forEach((tenant, stored) -> parse(tenant, stored.record()).ifPresent(record -> {
                fresh.put(tenant, record);
                freshIncarnations.put(tenant, stored.incarnation());
            }));
            for (String gone : List.copyOf(tenants.keySet())) {
                if (!fresh.containsKey(gone)) {
                    replace(gone, null, "");
                }
            }
            fresh.forEach((tenant, record) -> replace(tenant, record, freshIncarnations.get(tenant)));
            loaded = true;
        } catch (StoreUnavailableException e) {
            LOG.debugf("Tenants not re-read (Redis unavailable); keeping the last known ones: %s", e.getMessage());
        }
    }

    /** Stores a tenant's record; this replica uses it at once, the others when the change is announced. */
    public void save(String tenant, TenantRecord record) {
        replace(tenant, record, store.put(tenant, write(record)));
    }

    /**
     * Runs {@code change} while no other replica runs one such change: for a change checked against every tenant's
     * record (read with {@link #all()}), such as which issuers tenants trust.
     */
    public <T> T exclusively(java.util.function.Supplier<T> change) {
        return store.exclusively(change);
    }

    /**
     * Deletes a tenant's record, and so ends its incarnation: answers the key its state had
     * ({@link Principal#tenantKey}), empty when there was no record.
     */
    public Optional<String> remove(String tenant) {
        Optional<String> ended = store.delete(tenant);
        replace(tenant, null, "");
        return ended.map(incarnation -> Principal.tenantKey(tenant, incarnation));
    }

    /** Every tenant's record, from Redis (for operators; requests use the copy in memory). */
    public Map<String, TenantRecord> all() {
        Map<String, TenantRecord> all = new java.util.TreeMap<>();
        store.all().forEach((tenant, stored) -> parse(tenant, stored.record())
                .ifPresent(record -> all.put(tenant, record)));
        return all;
    }

    /** Every record this replica holds now, by tenant (a copy). */
    public Map<String, TenantRecord> known() {
        return Map.copyOf(tenants);
    }

    /** The tenant's record, if it has one. */
    public Optional<TenantRecord> find(String tenant) {
        HeldTenant own = held.isEmpty() ? null : held.get(tenant);
        return Optional.ofNullable(own != null ? own.record() : tenants.get(tenant));
    }

    /**
     * The incarnation of the tenant as this replica knows it: the id its record got when it was made, or {@code ""}
     * for a tenant without a record (or one made before records had one).
     */
    public String incarnation(String tenant) {
        String incarnation = incarnations.get(tenant);
        return incarnation == null ? "" : incarnation;
    }

    /** The key of the tenant's present incarnation in state keyed by it ({@link Principal#tenantKey}). */
    public String tenantKey(String tenant) {
        return Principal.tenantKey(tenant, incarnation(tenant));
    }

    /** The catalogue a tenant held by this process sees; empty for every other tenant, which sees the shared one. */
    public Optional<CatalogSnapshot> catalogueOf(String tenant) {
        HeldTenant own = held.isEmpty() ? null : held.get(tenant);
        return own == null ? Optional.empty() : Optional.of(own.catalogue());
    }

    /**
     * Holds {@code tenant} in this process, with {@code record} and seeing {@code catalogue} alone, until the returned
     * handle is closed. The name must be one no stored tenant has and no credential can be expected to claim.
     */
    public Hold hold(String tenant, TenantRecord record, CatalogSnapshot catalogue) {
        if (tenants.containsKey(tenant) || held.putIfAbsent(tenant, new HeldTenant(record, catalogue)) != null) {
            throw new IllegalArgumentException("tenant " + tenant + " already exists");
        }
        return () -> held.remove(tenant);
    }

    /** A tenant held by this process; closing it releases the tenant. */
    @FunctionalInterface
    public interface Hold extends AutoCloseable {

        @Override
        void close();
    }

    /** Whether a tenant without a record may use the gateway. */
    public boolean allowsUnknownTenants() {
        return config.tenants().allowUnknown().orElse(auth.anonymous());
    }

    /**
     * Parses operator input strictly: unknown fields are an error, so a typo never silently means "no limit", and a
     * limit must be a whole number, neither 1.5 (read as 1) nor "600".
     */
    public TenantRecord read(JsonNode body) throws IOException {
        return read(body, TenantRecord.class);
    }

    /** Parses operator input of {@code type} as strictly as {@link #read(JsonNode)}. */
    public <T> T read(JsonNode body, Class<T> type) throws IOException {
        return strict.treeToValue(body, type);
    }

    public String write(TenantRecord record) {
        try {
            return strict.writeValueAsString(record);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private void reload(String tenant) {
        try {
            Optional<TenantStore.Stored> stored = store.get(tenant);
            Optional<TenantRecord> record = stored.flatMap(found -> parse(tenant, found.record()));
            replace(tenant, record.orElse(null), record.isPresent() ? stored.get().incarnation() : "");
        } catch (StoreUnavailableException e) {
            LOG.debugf("Tenant %s not reloaded now; the periodic re-read will: %s", tenant, e.getMessage());
        }
    }

    /**
     * Makes {@code record} (null: none) in {@code incarnation} the tenant's, and announces it when it differs from what
     * was known. The tenant as it was ends when its record goes, when another incarnation replaces it (a delete and a
     * new record this replica missed in between), and when a tenant without a record gets one.
     */
    private void replace(String tenant, TenantRecord record, String incarnation) {
        TenantRecord before = record == null ? tenants.remove(tenant) : tenants.put(tenant, record);
        String was = record == null || incarnation.isEmpty() ? incarnations.remove(tenant)
                : incarnations.put(tenant, incarnation);
        boolean ended = before != null ? record == null || !incarnation.equals(was == null ? "" : was)
                : record != null && !incarnation.isEmpty();
        if (!Objects.equals(before, record)) {
            issuers.replace(tenant, record == null ? List.of() : record.trustedIdentityProviders());
        }
        if (loaded && (ended || !Objects.equals(before, record))) {
            changes.fire(new TenantChanged(tenant, Optional.ofNullable(before), Optional.ofNullable(record), ended));
        }
    }

    private Optional<TenantRecord> parse(String tenant, String text) {
        try {
            return Optional.of(strict.readValue(text, TenantRecord.class));
        } catch (IOException e) {
            LOG.errorf("Tenant %s has an unreadable record and is treated as unknown: %s", tenant, e.getMessage());
            return Optional.empty();
        }
    }

    private void seed(String file) {
        int created = 0;
        Map<String, TenantRecord> known = all();
        for (Map.Entry<String, TenantRecord> seed : TenantSeeds.read(file, strict).entrySet()) {
            if (!known.containsKey(seed.getKey())) {
                List<String> conflicts = IdentityProviderConflicts.of(seed.getKey(),
                        seed.getValue().trustedIdentityProviders(), known, auth.reservedIssuers());
                if (!conflicts.isEmpty()) {
                    throw new IllegalStateException("Tenant seed file " + file + " (gateway.tenants.seed-file): "
                            + "tenant '" + seed.getKey() + "': " + String.join("; ", conflicts));
                }
            }
            if (store.putIfAbsent(seed.getKey(), write(seed.getValue()))) {
                known.put(seed.getKey(), seed.getValue());
                created++;
            }
        }
        LOG.infof("Tenant seed file %s: %d tenant(s) created, the others already existed", file, created);
    }

    private record HeldTenant(TenantRecord record, CatalogSnapshot catalogue) {
    }

    /** True once the records have been read (readiness). */
    public boolean loaded() {
        return loaded;
    }
}
