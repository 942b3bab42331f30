package dev.switchboard.sessionstore.quota;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.core.Vertx;
import io.vertx.mutiny.redis.client.Response;

/**
 * Tenant quotas, correct across replicas, each check one round trip (a Lua script on keys that share the tenant's hash
 * tag, so Redis Cluster runs it on one node) on Redis's own clock. A tenant is named by its
 * {@link dev.switchboard.sessionstore.Principal#tenantKey key}, so a tenant made again under a deleted one's name
 * starts with nothing counted:
 * <ul>
 * <li>requests per minute per tenant and per subject: GCRA (a request is admitted while its theoretical arrival time
 * stays within one minute of now, so a full minute's allowance may come at once but no more);</li>
 * <li>concurrent calls per tenant: leases in a sorted set, each expiring on its own, so a replica that dies mid-call
 * does not keep a slot;</li>
 * <li>sessions per subject: live session ids with their expiry, refreshed as sessions are used;</li>
 * <li>tasks per tenant: each task id with its expiry, so a task counts (running or finished) until Redis drops it;</li>
 * <li>bytes of cached results per tenant: each entry's size and expiry in a sorted set and a running total, expired
 * entries subtracted as later writes find them. An entry Redis evicts early still counts until its expiry, so the
 * total is an upper bound and the tenant never holds more than its limit.</li>
 * </ul>
 */
@ApplicationScoped
public class QuotaStore {

    private static final String ADMIT = """
            local t = redis.call('TIME')
            local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
            local window = 60000
            local function gcra(key, emission)
              if emission <= 0 then return nil, 0 end
              local tat = tonumber(redis.call('GET', key) or now)
              if tat < now then tat = now end
              local next = tat + emission
              local wait = next - window - now
              if wait > 0 then return nil, wait end
              return next, 0
            end
            local tenantNext, tenantWait = gcra(KEYS[1], tonumber(ARGV[1]))
            if tenantWait > 0 then return {1, math.ceil(tenantWait)} end
            local subjectNext, subjectWait = gcra(KEYS[2], tonumber(ARGV[2]))
            if subjectWait > 0 then return {2, math.ceil(subjectWait)} end
            local limit = tonumber(ARGV[3])
            if limit > 0 then
              redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
              if redis.call('ZCARD', KEYS[3]) >= limit then return {3, 1000} end
              local expiry = now + tonumber(ARGV[5])
              redis.call('ZADD', KEYS[3], expiry, ARGV[4])
              redis.call('PEXPIRE', KEYS[3], tonumber(ARGV[5]) + 1000)
            end
            if tenantNext then redis.call('SET', KEYS[1], tostring(tenantNext), 'PX', math.ceil(tenantNext - now) + 1) end
            if subjectNext then redis.call('SET', KEYS[2], tostring(subjectNext), 'PX', math.ceil(subjectNext - now) + 1) end
            return {0, 0}""";

    private static final String OPEN_SESSION = """
            local t = redis.call('TIME')
            local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
            redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
            local limit = tonumber(ARGV[1])
            if limit > 0 and redis.call('ZCARD', KEYS[1]) >= limit then return 0 end
            redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
            redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) + 1000)
            redis.call('SADD', KEYS[2], ARGV[4])
            return 1""";

    private static final String REFRESH_SESSION = """
            local t = redis.call('TIME')
            local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
            if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[2]), ARGV[1]) then
              redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) + 1000)
            end
            return 1""";

    private static final String OPEN_TASK = """
            local t = redis.call('TIME')
            local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
            redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
            if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
              local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
              return math.max(1, tonumber(oldest[2]) - now)
            end
            redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
            redis.call('PEXPIRE', KEYS[1], math.max(redis.call('PTTL', KEYS[1]), tonumber(ARGV[3]) + 1000))
            return 0""";

    private static final String RESERVE_CACHE = """
            local t = redis.call('TIME')
            local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
            local used = tonumber(redis.call('GET', KEYS[2]) or '0')
            local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)
            if #expired > 0 then
              for _, member in ipairs(expired) do used = used - tonumber(string.match(member, '^(%d+):')) end
              redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
              if used < 0 then used = 0 end
            end
            local bytes = tonumber(ARGV[2])
            local ttl = tonumber(ARGV[4])
            local member = bytes .. ':' .. ARGV[3]
            local live = redis.call('ZSCORE', KEYS[1], member)
            local admitted = 0
            if live then
              redis.call('ZADD', KEYS[1], now + ttl, member)
              admitted = 1
            elseif used + bytes <= tonumber(ARGV[1]) then
              redis.call('ZADD', KEYS[1], now + ttl, member)
              used = used + bytes
              admitted = 1
            end
            local keep = math.max(redis.call('PTTL', KEYS[1]), ttl + 1000)
            redis.call('SET', KEYS[2], used, 'PX', keep)
            redis.call('PEXPIRE', KEYS[1], keep)
            return {admitted, used}""";

    private static final String USAGE = """
            local t = redis.call('TIME')
            local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
            local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
            local calls = redis.call('ZCOUNT', KEYS[2], now, '+inf')
            local tasks = redis.call('ZCOUNT', KEYS[3], now, '+inf')
            local bytes = tonumber(redis.call('GET', KEYS[4]) or '0')
            return {math.max(0, math.ceil(tat - now)), calls, tasks, bytes}""";

    /** A slot given back while its shard is out of reach is tried again this often, in the background. */
    private static final long RELEASE_RETRY_MILLIS = 1000;
    /** Two minutes of tries: a failover is long over by then, and a slot lapses with its lease anyway. */
    private static final int RELEASE_RETRIES = 120;

    private final RedisDataSource redis;
    private final ReactiveRedisDataSource reactive;
    private final Vertx vertx;

    QuotaStore(RedisDataSource redis, ReactiveRedisDataSource reactive, Vertx vertx) {
        this.redis = redis;
        this.reactive = reactive;
        this.vertx = vertx;
    }

    private static String tag(String tenant) {
        return "sb:{q:" + tenant + "}";
    }

    /**
     * Admits one request, and for a call takes a slot among the tenant's concurrent calls.
     *
     * @param perMinute the tenant's requests per minute, 0 for no limit
     * @param perSubjectPerMinute the subject's requests per minute, 0 for no limit
     * @param concurrentCalls the tenant's concurrent calls, 0 for no limit (or not a call)
     * @param leaseId the call's slot, released with {@link #release}
     * @param leaseTtl how long the slot is held at most (the call's timeout and a margin)
     * @param wait how long the check may take: a shard that stops answering without closing its connections (paused,
     *        or cut off by the network) would otherwise hold the request for the whole Redis timeout. Past it, the
     *        check fails as a timed-out {@link StoreUnavailableException}, and a slot the script may still take once the
     *        shard answers is given back.
     */
    public Decision admit(String tenant, String subject, int perMinute, int perSubjectPerMinute, int concurrentCalls,
            String leaseId, Duration leaseTtl, Duration wait) {
        Response reply = RedisCalls.call("quota check", () -> {
            try {
                return reactive.execute("EVAL", ADMIT, "3", tag(tenant) + ":rate", tag(tenant) + ":rate:" + subject,
                        tag(tenant) + ":calls", emissionMillis(perMinute), emissionMillis(perSubjectPerMinute),
                        Integer.toString(concurrentCalls), leaseId, Long.toString(leaseTtl.toMillis()))
                        .await().atMost(wait);
            } catch (io.smallrye.mutiny.TimeoutException e) {
                if (concurrentCalls > 0) {
                    releaseLater(tenant, leaseId, RELEASE_RETRIES);
                }
                throw e;
            }
        });
        int outcome = reply.get(0).toInteger();
        long waitMillis = reply.get(1).toLong();
        return switch (outcome) {
            case 0 -> Decision.ADMITTED;
            case 1 -> new Decision(Limit.TENANT_RATE, waitMillis);
            case 2 -> new Decision(Limit.SUBJECT_RATE, waitMillis);
            default -> new Decision(Limit.CONCURRENT_CALLS, waitMillis);
        };
    }

    /**
     * Counts a cache entry of {@code bytes} against the tenant's {@code limit} for {@code ttl}; false (and nothing
     * counted) when it would take the tenant's cached results over the limit. Rewriting a live entry costs nothing.
     */
    public boolean reserveCache(String tenant, String entry, long bytes, Duration ttl, long limit) {
        Response reply = RedisCalls.call("cache quota", () -> redis.execute("EVAL", RESERVE_CACHE, "2",
                tag(tenant) + ":cache", tag(tenant) + ":cache:bytes", Long.toString(limit), Long.toString(bytes),
                entry, Long.toString(ttl.toMillis())));
        return reply.get(0).toInteger() == 1;
    }

    /**
     * Counts a new task of the tenant until it expires ({@code ttl}); answers 0 when admitted, else the milliseconds
     * until the oldest of the tenant's {@code limit} tasks expires.
     */
    public long openTask(String tenant, String taskId, int limit, Duration ttl) {
        Response reply = RedisCalls.call("task quota", () -> redis.execute("EVAL", OPEN_TASK, "1",
                tag(tenant) + ":tasks", Integer.toString(limit), taskId, Long.toString(ttl.toMillis())));
        return reply.toLong();
    }

    /**
     * Gives a call's slot back. While the tenant's shard is out of reach (a failover) it is given back in the
     * background once Redis takes it, so the slot does not count as a running call until its lease lapses.
     */
    public void release(String tenant, String leaseId) {
        try {
            RedisCalls.run("quota release", () -> redis.sortedSet(String.class).zrem(tag(tenant) + ":calls", leaseId));
        } catch (StoreUnavailableException e) {
            releaseLater(tenant, leaseId, RELEASE_RETRIES);
        }
    }

    private void releaseLater(String tenant, String leaseId, int retries) {
        vertx.setTimer(RELEASE_RETRY_MILLIS, ignored -> reactive.sortedSet(String.class)
                .zrem(tag(tenant) + ":calls", leaseId).subscribe().with(released -> {
                }, failure -> {
                    if (retries > 1) {
                        releaseLater(tenant, leaseId, retries - 1);
                    }
                }));
    }

    /** Records a new session of {@code subject}; false when the subject already has {@code limit} (0: none) live ones. */
    public boolean openSession(String tenant, String subject, String sessionId, int limit, Duration idleTimeout) {
        Response reply = RedisCalls.call("session quota", () -> redis.execute("EVAL", OPEN_SESSION, "2",
                tag(tenant) + ":sessions:" + subject, tag(tenant) + ":subjects", Integer.toString(limit), sessionId,
                Long.toString(idleTimeout.toMillis()), subject));
        return reply.toInteger() == 1;
    }

    /** Moves a used session's expiry forward, as its idle clock was. */
    public void refreshSession(String tenant, String subject, String sessionId, Duration idleTimeout) {
        RedisCalls.run("session quota refresh", () -> redis.execute("EVAL", REFRESH_SESSION, "1",
                tag(tenant) + ":sessions:" + subject, sessionId, Long.toString(idleTimeout.toMillis())));
    }

    public void closeSession(String tenant, String subject, String sessionId) {
        RedisCalls.run("session quota close",
                () -> redis.sortedSet(String.class).zrem(tag(tenant) + ":sessions:" + subject, sessionId));
    }

    /** The tenant's live sessions by subject: session id → expiry (epoch ms), for operators. */
    public Map<String, Map<String, Long>> sessions(String tenant) {
        return RedisCalls.call("session quota list", () -> {
            Map<String, Map<String, Long>> bySubject = new TreeMap<>();
            long now = System.currentTimeMillis();
            List<String> subjects = new ArrayList<>(redis.set(String.class).smembers(tag(tenant) + ":subjects"));
            for (String subject : subjects) {
                Map<String, Long> live = new TreeMap<>();
                redis.sortedSet(String.class).zrangebyscoreWithScores(tag(tenant) + ":sessions:" + subject,
                        io.quarkus.redis.datasource.sortedset.ScoreRange.from(now, Double.POSITIVE_INFINITY))
                        .forEach(entry -> live.put(entry.value(), (long) entry.score()));
                if (live.isEmpty()) {
                    redis.set(String.class).srem(tag(tenant) + ":subjects", subject);
                } else {
                    bySubject.put(subject, live);
                }
            }
            return bySubject;
        });
    }

    /**
     * What a tenant uses of its quotas now, read without changing anything.
     *
     * @param perMinute the tenant's requests per minute (0: no limit, so its requests are not counted)
     */
    public Usage usage(String tenant, int perMinute) {
        Response reply = RedisCalls.call("quota usage", () -> redis.execute("EVAL", USAGE, "4", tag(tenant) + ":rate",
                tag(tenant) + ":calls", tag(tenant) + ":tasks", tag(tenant) + ":cache:bytes"));
        long backlogMillis = reply.get(0).toLong();
        Long requests = perMinute <= 0 ? null : (long) Math.ceil(backlogMillis / (60_000.0 / perMinute));
        int sessions = sessions(tenant).values().stream().mapToInt(Map::size).sum();
        return new Usage(requests, reply.get(1).toLong(), reply.get(2).toLong(), reply.get(3).toLong(), sessions);
    }

    /**
     * A tenant's quotas in use.
     *
     * @param requestsThisMinute requests that count against the per-minute limit now (the rate limiter's backlog: each
     *        request counts for 60 s divided by the limit); null when the tenant has no per-minute limit (then nothing
     *        counts them)
     * @param concurrentCalls calls running now (counted only while the tenant has a concurrent-calls limit)
     * @param tasks tasks held (counted only while the tenant has a tasks limit)
     * @param resultCacheBytes bytes of cached results (counted only while the tenant has a cache limit)
     * @param sessions live sessions, every subject together
     */
    public record Usage(Long requestsThisMinute, long concurrentCalls, long tasks, long resultCacheBytes, int sessions) {
    }

    private static String emissionMillis(int perMinute) {
        return perMinute <= 0 ? "0" : Double.toString(60_000.0 / perMinute);
    }

    /** Which limit a request ran into. */
    public enum Limit {
        TENANT_RATE,
        SUBJECT_RATE,
        CONCURRENT_CALLS
    }

    /** Admitted (limit null), or refused by {@code limit} until about {@code retryAfterMillis} from now. */
    public record Decision(Limit limit, long retryAfterMillis) {

        public static final Decision ADMITTED = new Decision(null, 0);

        public boolean admitted() {
            return limit == null;
        }
    }
}
