package dev.switchboard.gateway.admin;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;

import org.jboss.logging.Logger;

import dev.switchboard.gateway.warmup.Warmup;
import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;

/**
 * Tool usage over time, per tenant and tool, for chargeback: calls, errors, cache hits and the time answered calls
 * took, in hourly and daily buckets in Redis. Nothing is added to a call: the gateway already counts every call in
 * its {@code switchboard.tool.calls} timers (tool, tenant, outcome), so every few seconds this reads how much each
 * series grew since the last flush and adds that to the current buckets, one script per tenant. Every replica adds its
 * own growth, so the buckets hold the sum. A replica that dies loses at most one interval; a call is counted in the
 * bucket of the flush that saw it, at most one interval late.
 */
@ApplicationScoped
public class UsageHistory {

    /** How often the growth is written. */
    static final Duration FLUSH = Duration.ofSeconds(10);
    static final Duration HOURS_KEPT = Duration.ofDays(8);
    static final Duration DAYS_KEPT = Duration.ofDays(400);
    /** The outcomes that answered the call (the others were refused, became a task or wait for input). */
    static final Set<String> ANSWERED = Set.of("ok", "cached", "tool_error");
    /** The outcomes that count as errors. */
    static final Set<String> ERRORS = Set.of("tool_error", "rejected");
    private static final Logger LOG = Logger.getLogger(UsageHistory.class);
    /** HINCRBY every field given into both buckets, then keeps each bucket for its time. */
    private static final String ADD = """
            for i = 3, #ARGV, 2 do
              redis.call('HINCRBY', KEYS[1], ARGV[i], ARGV[i + 1])
              redis.call('HINCRBY', KEYS[2], ARGV[i], ARGV[i + 1])
            end
            redis.call('PEXPIRE', KEYS[1], ARGV[1])
            redis.call('PEXPIRE', KEYS[2], ARGV[2])
            return 1""";

    /** One series' totals at the last flush. */
    private record Seen(long count, double totalNanos) {
    }

    private final RedisDataSource redis;
    private final MeterRegistry metrics;
    private final Map<Timer, Seen> seen = new HashMap<>();

    UsageHistory(RedisDataSource redis, MeterRegistry metrics) {
        this.redis = redis;
        this.metrics = metrics;
    }

    /** A tenant's bucket of {@code step} that holds {@code at}; all of a tenant's buckets share one cluster slot. */
    static String key(String tenant, Step step, Instant at) {
        return "sb:usage:{" + tenant + "}:" + step.letter + ":" + step.index(at);
    }

    /** The bucket sizes kept. */
    public enum Step {
        HOUR('h', Duration.ofHours(1)),
        DAY('d', Duration.ofDays(1));

        final char letter;
        final Duration length;

        Step(char letter, Duration length) {
            this.letter = letter;
            this.length = length;
        }

        long index(Instant at) {
            return at.toEpochMilli() / length.toMillis();
        }

        Instant start(long index) {
            return Instant.ofEpochMilli(index * length.toMillis());
        }
    }

    @Scheduled(every = "10s", delayed = "10s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    synchronized void flush() {
        Instant now = Instant.now();
        growth().forEach((tenant, growth) -> {
            List<String> args = new ArrayList<>(List.of(ADD, "2", key(tenant, Step.HOUR, now),
                    key(tenant, Step.DAY, now), Long.toString(HOURS_KEPT.toMillis()),
                    Long.toString(DAYS_KEPT.toMillis())));
            growth.fields().forEach((field, amount) -> args.addAll(List.of(field, Long.toString(amount))));
            try {
                RedisCalls.run("usage history", () -> redis.execute("EVAL", args.toArray(String[]::new)));
                seen.putAll(growth.totals());
            } catch (StoreUnavailableException e) {
                LOG.debugf("Usage of tenant %s not written; the next flush counts it: %s", tenant, e.getMessage());
            }
        });
    }

    /**
     * Deletes a deleted tenant's buckets, so a tenant made again under its name starts without its history; the growth
     * its calls left unwritten is dropped with them.
     */
    synchronized void forget(String tenant) {
        for (Timer timer : metrics.find("switchboard.tool.calls").tag("tenant", tenant).timers()) {
            seen.put(timer, new Seen(timer.count(), timer.totalTime(TimeUnit.NANOSECONDS)));
        }
        Instant now = Instant.now();
        List<String> keys = new ArrayList<>();
        for (Step step : Step.values()) {
            Duration kept = step == Step.HOUR ? HOURS_KEPT : DAYS_KEPT;
            for (long index = step.index(now.minus(kept)); index <= step.index(now); index++) {
                keys.add(key(tenant, step, step.start(index)));
            }
        }
        // The buckets share the tenant's hash tag, so each DEL stays on one cluster node.
        for (int from = 0; from < keys.size(); from += 100) {
            String[] batch = keys.subList(from, Math.min(from + 100, keys.size())).toArray(String[]::new);
            RedisCalls.run("usage history", () -> redis.key().del(batch));
        }
    }

    /** Before Redis may go away at shutdown: the last interval's growth. */
    void onStop(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) ShutdownEvent event) {
        flush();
    }

    /**
     * Each tenant's growth since the last flush, by {@code tool|measure}: {@code calls}, {@code errors},
     * {@code cached}, and {@code answered} with {@code micros} (their summed time, for the mean); with the series'
     * totals, remembered once the growth is written.
     */
    private Map<String, Growth> growth() {
        Map<String, Growth> growth = new LinkedHashMap<>();
        for (Timer timer : metrics.find("switchboard.tool.calls").timers()) {
            String tenant = timer.getId().getTag("tenant");
            String tool = timer.getId().getTag("tool");
            String outcome = timer.getId().getTag("outcome");
            if (tenant == null || tool == null || outcome == null || tenant.startsWith(Warmup.TENANT_PREFIX)) {
                continue;
            }
            Seen now = new Seen(timer.count(), timer.totalTime(TimeUnit.NANOSECONDS));
            Seen before = seen.getOrDefault(timer, new Seen(0, 0));
            long calls = now.count() - before.count();
            if (calls <= 0) {
                continue;
            }
            Growth tenantGrowth = growth.computeIfAbsent(tenant, t -> new Growth(new LinkedHashMap<>(),
                    new HashMap<>()));
            tenantGrowth.totals().put(timer, now);
            Map<String, Long> fields = tenantGrowth.fields();
            fields.merge(tool + "|calls", calls, Long::sum);
            if (ERRORS.contains(outcome)) {
                fields.merge(tool + "|errors", calls, Long::sum);
            }
            if (outcome.equals("cached")) {
                fields.merge(tool + "|cached", calls, Long::sum);
            }
            if (ANSWERED.contains(outcome)) {
                fields.merge(tool + "|answered", calls, Long::sum);
                fields.merge(tool + "|micros", Math.round((now.totalNanos() - before.totalNanos()) / 1000), Long::sum);
            }
        }
        return growth;
    }

    /** What one tenant's buckets gain, and its series' totals once they have. */
    private record Growth(Map<String, Long> fields, Map<Timer, Seen> totals) {
    }

    /**
     * A tenant's buckets of {@code step} from {@code from} to {@code to} (inclusive), oldest first, each as
     * {@code tool → measure → amount}; an empty bucket is left out.
     */
    public Map<Instant, Map<String, Map<String, Long>>> read(String tenant, Step step, Instant from, Instant to) {
        Map<Instant, Map<String, Map<String, Long>>> buckets = new LinkedHashMap<>();
        for (long index = step.index(from); index <= step.index(to); index++) {
            Instant start = step.start(index);
            Map<String, String> hash = RedisCalls.call("usage history",
                    () -> redis.hash(String.class).hgetall(key(tenant, step, start)));
            if (hash.isEmpty()) {
                continue;
            }
            Map<String, Map<String, Long>> tools = new LinkedHashMap<>();
            hash.forEach((field, amount) -> {
                int bar = field.lastIndexOf('|');
                if (bar > 0) {
                    tools.computeIfAbsent(field.substring(0, bar), t -> new LinkedHashMap<>())
                            .put(field.substring(bar + 1), Long.parseLong(amount));
                }
            });
            buckets.put(start, tools);
        }
        return buckets;
    }
}
