package dev.switchboard.sessionstore.review;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.sessionstore.RedisCalls;
import io.quarkus.redis.datasource.RedisDataSource;

/**
 * Tool definitions a service holds back until an operator accepts them (mcp-bridge-service's pinned upstream
 * definitions), shared through Redis between the services that hold them back and the gateway's admin API that
 * accepts them. {@code sb:reviews:pending} maps {@code SERVICE/NAME} to the held-back definition as JSON (with its
 * {@code offeredDigest}); {@code sb:reviews:accepted-for} maps the same {@code SERVICE/NAME} to its {@link Acceptance},
 * which the holding service checks on its own schedule and removes once applied. An acceptance names the service, the
 * name (the bridge's {@code UPSTREAM/TOOL}) and the digest: exactly the reviewed definition of exactly that tool is let
 * through, never the same definition offered later by another upstream.
 */
@ApplicationScoped
public class DefinitionReviews {

    static final String PENDING = "sb:reviews:pending";
    static final String ACCEPTED = "sb:reviews:accepted-for";

    private final RedisDataSource redis;
    private final ObjectMapper json;

    DefinitionReviews(RedisDataSource redis, ObjectMapper json) {
        this.redis = redis;
        this.json = json;
    }

    /** Records {@code review} (JSON) as what {@code service} holds back for {@code name}, replacing an older one. */
    public void hold(String service, String name, String review) {
        RedisCalls.run("review hold", () -> redis.hash(String.class).hset(PENDING, service + "/" + name, review));
    }

    /** {@code service} no longer holds anything back for {@code name}: its review and any acceptance of it go. */
    public void release(String service, String name) {
        RedisCalls.run("review release", () -> {
            redis.hash(String.class).hdel(PENDING, service + "/" + name);
            redis.hash(String.class).hdel(ACCEPTED, service + "/" + name);
        });
    }

    /** What {@code service} holds back for {@code name} (the review JSON), or null. */
    public String held(String service, String name) {
        return RedisCalls.call("review read", () -> redis.hash(String.class).hget(PENDING, service + "/" + name));
    }

    /** What is held back now: {@code SERVICE/NAME} → the review JSON, sorted. */
    public Map<String, String> pending() {
        return RedisCalls.call("review list", () -> new TreeMap<>(redis.hash(String.class).hgetall(PENDING)));
    }

    /** Accepts {@code acceptance}'s digest for its service and name; true when that was not accepted before. */
    public boolean accept(Acceptance acceptance) {
        String field = acceptance.service() + "/" + acceptance.name();
        return RedisCalls.call("review accept", () -> {
            Acceptance before = read(redis.hash(String.class).hget(ACCEPTED, field));
            redis.hash(String.class).hset(ACCEPTED, field, write(acceptance));
            return before == null || !before.digest().equals(acceptance.digest());
        });
    }

    /** Whether {@code digest} is accepted for what {@code service} holds back as {@code name}. */
    public boolean accepted(String service, String name, String digest) {
        Acceptance acceptance = read(RedisCalls.call("review check",
                () -> redis.hash(String.class).hget(ACCEPTED, service + "/" + name)));
        return acceptance != null && acceptance.digest().equals(digest);
    }

    /** Withdraws the acceptance for {@code service}'s {@code name}; false when there was none. */
    public boolean withdraw(String service, String name) {
        return RedisCalls.call("review withdraw",
                () -> redis.hash(String.class).hdel(ACCEPTED, service + "/" + name) > 0);
    }

    /** The acceptances not applied yet, by service and name. */
    public List<Acceptance> acceptances() {
        Map<String, String> all = RedisCalls.call("review accepted",
                () -> new TreeMap<>(redis.hash(String.class).hgetall(ACCEPTED)));
        List<Acceptance> acceptances = new ArrayList<>();
        all.values().forEach(value -> acceptances.add(read(value)));
        return acceptances;
    }

    /**
     * Forgets every review and acceptance of {@code service} whose name starts with {@code prefix} (the bridge's
     * {@code UPSTREAM/}: an upstream removed); answers how many went.
     */
    public int forget(String service, String prefix) {
        String start = service + "/" + prefix;
        return RedisCalls.call("review forget", () -> {
            int forgotten = 0;
            for (String key : List.of(PENDING, ACCEPTED)) {
                for (String field : redis.hash(String.class).hkeys(key)) {
                    if (field.startsWith(start)) {
                        forgotten += redis.hash(String.class).hdel(key, field);
                    }
                }
            }
            return forgotten;
        });
    }

    private Acceptance read(String value) {
        try {
            return value == null ? null : json.readValue(value, Acceptance.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String write(Acceptance acceptance) {
        try {
            return json.writeValueAsString(acceptance);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
