package dev.switchboard.sessionstore.session;

import java.time.Duration;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.value.SetArgs;

/**
 * Short-lived facts about a session that live beside its hash (same hash tag, same Cluster slot): which replica waits
 * for the answer to a server→client request, which replica holds the session's standalone stream, and the resources
 * the session subscribed to.
 */
@ApplicationScoped
public class SessionSideKeys {

    private final RedisDataSource redis;

    SessionSideKeys(RedisDataSource redis) {
        this.redis = redis;
    }

    private static String pending(String session, String requestId) {
        return SessionKeys.session(session) + ":pending:" + requestId;
    }

    private static String listener(String session) {
        return SessionKeys.session(session) + ":listener";
    }

    private static String subscriptions(String session) {
        return SessionKeys.subscriptions(session);
    }

    /** Records that {@code replicaId} waits for the client's answer to request {@code requestId}. */
    public void awaitAnswer(String session, String requestId, String replicaId, Duration ttl) {
        RedisCalls.run("pending request", () -> redis.value(String.class).set(pending(session, requestId), replicaId,
                new SetArgs().px(ttl)));
    }

    /** Takes the waiting replica of a request once: a second answer to the same request finds nobody waiting. */
    public Optional<String> claimAnswer(String session, String requestId) {
        return Optional.ofNullable(
                RedisCalls.call("pending claim", () -> redis.value(String.class).getdel(pending(session, requestId))));
    }

    public void forgetAnswer(String session, String requestId) {
        RedisCalls.run("pending forget", () -> redis.key().del(pending(session, requestId)));
    }

    /** Claims the session's one standalone stream for {@code owner}; false when another stream holds it. */
    public boolean claimListener(String session, String owner, Duration ttl) {
        return RedisCalls.call("listener claim", () -> redis.execute("SET", listener(session), owner, "NX", "PX",
                Long.toString(ttl.toMillis())) != null);
    }

    public void refreshListener(String session, Duration ttl) {
        RedisCalls.run("listener refresh", () -> redis.key().pexpire(listener(session), ttl));
    }

    public void releaseListener(String session, String owner) {
        RedisCalls.run("listener release", () -> {
            if (owner.equals(redis.value(String.class).get(listener(session)))) {
                redis.key().del(listener(session));
            }
        });
    }

    public void subscribe(String session, String uri, Duration ttl) {
        RedisCalls.run("resource subscribe", () -> {
            redis.set(String.class).sadd(subscriptions(session), uri);
            redis.key().pexpire(subscriptions(session), ttl);
        });
    }

    public void unsubscribe(String session, String uri) {
        RedisCalls.run("resource unsubscribe", () -> redis.set(String.class).srem(subscriptions(session), uri));
    }

    public boolean subscribed(String session, String uri) {
        return RedisCalls.call("resource subscription check",
                () -> redis.set(String.class).sismember(subscriptions(session), uri));
    }
}
