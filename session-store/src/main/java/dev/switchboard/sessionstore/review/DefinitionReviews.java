package dev.switchboard.sessionstore.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * Tool definitions a service holds back until an operator accepts them (mcp-bridge-service's pinned upstream
 * definitions), shared through Redis between the services that hold them back and the gateway's admin API that
 * accepts them. {@code sb:reviews:pending} maps {@code SERVICE/NAME} to the held-back definition as JSON (with its
 * {@code offeredDigest}); {@code sb:reviews:accepted} is the set of accepted digests, which the holding service checks
 * on its own schedule. Accepting is by digest, so what was reviewed is exactly what is let through.
 */
@ApplicationScoped
public class DefinitionReviews {

    static final String PENDING = "sb:reviews:pending";
    static final String ACCEPTED = "sb:reviews:accepted";

    private final RedisDataSource redis;

    DefinitionReviews(RedisDataSource redis) {
        this.redis = redis;
    }

    /** Records {@code review} (JSON) as what {@code service} holds back for {@code name}, replacing an older one. */
    public void hold(String service, String name, String review) {
        RedisCalls.run("review hold", () -> redis.hash(String.class).hset(PENDING, service + "/" + name, review));
    }

    /** {@code service} no longer holds anything back for {@code name}. */
    public void release(String service, String name) {
        RedisCalls.run("review release", () -> redis.hash(String.class).hdel(PENDING, service + "/" + name));
    }

    /** What {@code service} holds back for {@code name} (the review JSON), or null. */
    public String held(String service, String name) {
        return RedisCalls.call("review read", () -> redis.hash(String.class).hget(PENDING, service + "/" + name));
    }

    /** What is held back now: {@code SERVICE/NAME} → the review JSON, sorted. */
    public Map<String, String> pending() {
        return RedisCalls.call("review list", () -> new TreeMap<>(redis.hash(String.class).hgetall(PENDING)));
    }

    /** Accepts {@code digest} for every service that holds it back; true when it was not accepted before. */
    public boolean accept(String digest) {
        return RedisCalls.call("review accept", () -> redis.set(String.class).sadd(ACCEPTED, digest)) == 1;
    }

    /** Withdraws an acceptance (a definition already let through stays pinned; see the service). */
    public boolean withdraw(String digest) {
        return RedisCalls.call("review withdraw", () -> redis.set(String.class).srem(ACCEPTED, digest)) == 1;
    }

    public boolean accepted(String digest) {
        return RedisCalls.call("review check", () -> redis.set(String.class).sismember(ACCEPTED, digest));
    }

    /** Every accepted digest, sorted. */
    public List<String> acceptedDigests() {
        List<String> digests = new ArrayList<>(RedisCalls.call("review accepted", () -> redis.set(String.class)
                .smembers(ACCEPTED)));
        digests.sort(null);
        return digests;
    }
}
