package dev.switchboard.tuning;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.contract.runtime.RequestHandlers;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.vertx.core.Context;
import io.vertx.core.Vertx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A handler started from an event loop runs on a virtual thread carried by that loop, in the caller's Vert.x context;
 * one that waits, even inside a monitor, for something only its own loop can deliver is resumed when it arrives.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(HandlersRunOnTheirEventLoopTest.LoopCarriersOn.class)
class HandlersRunOnTheirEventLoopTest {

    /** Loop carriers are off by default (they can deadlock a loop); the option is kept to measure against. */
    public static class LoopCarriersOn implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.tuning.loop-carriers", "true");
        }
    }

    @Inject
    LoopCarriedThreads carriers;

    /** What the gateway's and the kit's routes hand their handlers to. */
    @Inject
    @RequestHandlers
    Executor handlers;

    @Inject
    Vertx vertx;

    @BeforeEach
    void onAJdkThatCarriesThem() {
        assumeTrue(Runtime.version().feature() >= 24, "JDK 21-23 use the shared carriers (see the next test)");
        assertThat(carriers.enabled()).as("the test JVM opens java.lang, as the jars' manifests do").isTrue();
    }

    @Test
    void theHandlersVirtualThreadIsCarriedByTheLoopItCameFrom() throws Exception {
        CompletableFuture<String> loopThread = new CompletableFuture<>();
        CompletableFuture<String> handlerThread = new CompletableFuture<>();
        CompletableFuture<Context> loopContext = new CompletableFuture<>();
        CompletableFuture<Context> handlerContext = new CompletableFuture<>();
        vertx.runOnContext(ignored -> {
            loopThread.complete(Thread.currentThread().getName());
            loopContext.complete(Vertx.currentContext());
            handlers.execute(() -> {
                handlerThread.complete(Thread.currentThread().isVirtual() + " " + Thread.currentThread());
                handlerContext.complete(Vertx.currentContext());
            });
        });
        String loop = loopThread.get(10, TimeUnit.SECONDS);
        assertThat(loop).startsWith("vert.x-eventloop-thread-");
        assertThat(handlerThread.get(10, TimeUnit.SECONDS)).startsWith("true ")
                .containsPattern("loop-\\d+-handler\\b").endsWith("@" + loop);
        assertThat(handlerContext.get(10, TimeUnit.SECONDS)).isSameAs(loopContext.get(10, TimeUnit.SECONDS));
    }

    @Test
    void aHandlerWaitingInAMonitorForItsOwnLoopIsResumed() throws Exception {
        Object monitor = new Object();
        CompletableFuture<String> answered = new CompletableFuture<>();
        vertx.runOnContext(ignored -> carriers.execute(() -> {
            Context loop = Vertx.currentContext();
            CompletableFuture<String> fromTheLoop = new CompletableFuture<>();
            synchronized (monitor) {
                // queued behind this very handler on the one thread that carries it: it can only run once the
                // handler has unmounted while it waits
                loop.runOnContext(again -> fromTheLoop.complete("delivered on " + Thread.currentThread().getName()));
                answered.complete(fromTheLoop.join());
            }
        }));
        assertThat(answered.get(10, TimeUnit.SECONDS)).startsWith("delivered on vert.x-eventloop-thread-");
    }
}
