package dev.switchboard.sessionstore.bus;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.value.SetArgs;

/**
 * Which gateway replicas are alive: each keeps one key ({@code sb:replica:ID}, the same name as its bus channel, which
 * lives in another namespace) under a short TTL it renews, so a replica killed without a word is known to be gone
 * within that TTL. One key per replica: no script spans slots, and nothing lists replicas.
 */
@ApplicationScoped
public class ReplicaLiveness {

    private final RedisDataSource redis;

    ReplicaLiveness(RedisDataSource redis) {
        this.redis = redis;
    }

    private static String key(String replicaId) {
        return "sb:replica:" + replicaId;
    }

    /** Says {@code replicaId} is alive for {@code ttl} more. */
    public void beat(String replicaId, Duration ttl) {
        RedisCalls.run("replica heartbeat",
                () -> redis.value(String.class).set(key(replicaId), "1", new SetArgs().px(ttl)));
    }

    /** False once the replica has stopped (cleanly) or missed its heartbeats for the TTL. */
    public boolean alive(String replicaId) {
        return RedisCalls.call("replica liveness", () -> redis.key().exists(key(replicaId)));
    }

    /** A replica that stops cleanly says so at once rather than letting its key expire. */
    public void stopped(String replicaId) {
        RedisCalls.run("replica stopped", () -> redis.key().del(key(replicaId)));
    }
}
