package dev.switchboard.sessionstore.redis;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionException;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.LocalRedis;
import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.core.Vertx;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.RedisOptions;
import io.vertx.redis.client.Request;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each internal {@link RedisInternals} relies on still does what the cluster client needs, on the client this build
 * resolved and against a real redis-server. When one fails after an upgrade, the message names the version found.
 */
class RedisInternalsHoldOnThisClientTest {

    /** {@code CLUSTER KEYSLOT foo}, as Redis' cluster specification gives it. */
    private static final int FOO_SLOT = 12182;

    private static LocalRedis server;
    private static Vertx vertx;
    private static Redis client;

    @BeforeAll
    static void start() {
        server = LocalRedis.start();
        vertx = Vertx.vertx();
        client = Redis.createClient(vertx, new RedisOptions().setConnectionString(server.url()));
    }

    @AfterAll
    static void stop() {
        client.close();
        vertx.closeAndAwait();
        server.close();
    }

    @Test
    void aRequestTellsItsKeysAndTheirSlot() {
        Request twoKeys = Request.cmd(Command.MSET).arg("{user1000}.following").arg("a").arg("{user1000}.followers")
                .arg("b");

        List<byte[]> keys = RedisInternals.keys(twoKeys);

        assertThat(keys).as(clientFound()).extracting(key -> new String(key, StandardCharsets.UTF_8))
                .containsExactly("{user1000}.following", "{user1000}.followers");
        assertThat(RedisInternals.slot(keys)).as(clientFound())
                .isEqualTo(RedisInternals.slot(List.of("user1000".getBytes(StandardCharsets.UTF_8))));
        assertThat(RedisInternals.slot(RedisInternals.keys(Request.cmd(Command.GET).arg("foo"))))
                .as(clientFound()).isEqualTo(FOO_SLOT);
    }

    @Test
    void keysInDifferentSlotsHaveNoSlot() {
        Request spread = Request.cmd(Command.MGET).arg("foo").arg("bar");

        assertThat(RedisInternals.slot(RedisInternals.keys(spread))).as(clientFound()).isEqualTo(-1);
    }

    @Test
    void anErrorReplyIsToldFromAFailureToReachRedis() {
        client.sendAndAwait(io.vertx.mutiny.redis.client.Request.newInstance(
                Request.cmd(Command.SET).arg("text").arg("not a number")));
        Throwable refused = failureOf(client, Request.cmd(Command.INCR).arg("text"));
        Redis nowhere = Redis.createClient(vertx, new RedisOptions().setConnectionString("redis://127.0.0.1:1"));
        Throwable unreachable = failureOf(nowhere, Request.cmd(Command.PING));
        nowhere.close();

        assertThat(RedisInternals.isErrorReply(refused)).as(clientFound() + ": " + refused).isTrue();
        assertThat(RedisInternals.isErrorReply(refused, "ERR")).as(clientFound() + ": " + refused).isTrue();
        assertThat(RedisInternals.isErrorReply(refused, "MOVED")).as(clientFound()).isFalse();
        assertThat(RedisInternals.isErrorReply(unreachable)).as(clientFound() + ": " + unreachable).isFalse();
    }

    @Test
    void quarkusDataSourcesWrapAClientOfOurOwn() {
        RedisDataSource blocking = RedisInternals.blocking(vertx, client, Duration.ofSeconds(5));
        blocking.value(String.class).set("greeting", "hello");

        assertThat(RedisInternals.reactive(vertx, client).value(String.class).get("greeting")
                .await().atMost(Duration.ofSeconds(5))).as(clientFound()).isEqualTo("hello");
    }

    private static Throwable failureOf(Redis redis, Request request) {
        try {
            redis.sendAndAwait(io.vertx.mutiny.redis.client.Request.newInstance(request));
        } catch (RuntimeException e) {
            return e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        }
        throw new AssertionError(request.command() + " was expected to fail");
    }

    private static String clientFound() {
        return RedisInternals.class.getName() + " was written for the Vert.x Redis client "
                + RedisInternals.WRITTEN_FOR + "; this build has " + RedisInternals.ON_CLASS_PATH;
    }
}
