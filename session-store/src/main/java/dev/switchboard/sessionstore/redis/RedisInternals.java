package dev.switchboard.sessionstore.redis;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.List;
import java.util.Properties;

import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.runtime.datasource.BlockingRedisDataSourceImpl;
import io.quarkus.redis.runtime.datasource.ReactiveRedisDataSourceImpl;
import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.mutiny.redis.client.RedisAPI;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.impl.RequestImpl;
import io.vertx.redis.client.impl.ZModem;
import io.vertx.redis.client.impl.types.ErrorType;

/**
 * The one place the Redis library reaches into the internals of the Vert.x Redis client and of Quarkus' Redis
 * extension, written for Vert.x Redis client {@value #WRITTEN_FOR} and Quarkus' data sources of the same platform
 * (Quarkus 3.34). The public APIs do not tell a command's keys, its hash slot, or the kind of an error reply, and do
 * not build a data source around a client of one's own. An upgrade may move any of them (Vert.x 5 keeps its internals
 * elsewhere). {@code RedisInternalsHoldOnThisClientTest} then fails, naming this class and what it found; the
 * ArchUnit rule {@code OnlyTheAdapterUsesRedisInternalsTest} keeps every other class to public APIs.
 */
final class RedisInternals {

    /** The Vert.x Redis client minor version these internals were read in. */
    static final String WRITTEN_FOR = "4.5";
    /** The Vert.x Redis client on the class path, as its jar names it. */
    static final String ON_CLASS_PATH = clientVersion();

    private RedisInternals() {
    }

    /** The keys {@code request} names, as the Redis command table places them. */
    static List<byte[]> keys(Request request) {
        if (request instanceof RequestImpl known) {
            return known.keys();
        }
        throw new IllegalStateException(RedisInternals.class.getName() + " was written for the Vert.x Redis client "
                + WRITTEN_FOR + ", where a request is a " + RequestImpl.class.getName() + "; version " + ON_CLASS_PATH
                + " made a " + request.getClass().getName() + ": find a command's keys again");
    }

    /** The hash slot of {@code keys} (CRC16 of each key's hash tag), or -1 when they fall in different slots. */
    static int slot(List<byte[]> keys) {
        return ZModem.generateMultiRaw(keys);
    }

    /** Whether {@code failure} is an error reply of Redis (a command refused), not a failure to reach it. */
    static boolean isErrorReply(Throwable failure) {
        return failure instanceof ErrorType;
    }

    /** Whether {@code failure} is an error reply of the given kind, its first word ({@code MOVED}, {@code ASK}…). */
    static boolean isErrorReply(Throwable failure, String kind) {
        return failure instanceof ErrorType error && error.is(kind);
    }

    /** Quarkus' reactive data source around {@code redis}, as Quarkus builds it around the client it made. */
    static ReactiveRedisDataSource reactive(Vertx vertx, Redis redis) {
        return new ReactiveRedisDataSourceImpl(vertx, redis, RedisAPI.api(redis));
    }

    /** Quarkus' blocking data source around {@code redis}, each command waiting at most {@code timeout}. */
    static RedisDataSource blocking(Vertx vertx, Redis redis, Duration timeout) {
        return new BlockingRedisDataSourceImpl(vertx, redis, RedisAPI.api(redis), timeout);
    }

    private static String clientVersion() {
        try (InputStream pom = Request.class
                .getResourceAsStream("/META-INF/maven/io.vertx/vertx-redis-client/pom.properties")) {
            if (pom == null) {
                return "(unknown version)";
            }
            Properties properties = new Properties();
            properties.load(pom);
            return properties.getProperty("version", "(unknown version)");
        } catch (IOException e) {
            return "(unknown version)";
        }
    }
}
