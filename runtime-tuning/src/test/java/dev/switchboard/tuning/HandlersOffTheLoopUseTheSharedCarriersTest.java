package dev.switchboard.tuning;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.Vertx;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Started from a thread that is no event loop, or with loop carriers turned off
 * ({@code switchboard.tuning.loop-carriers}), a handler runs on a virtual thread of the JDK's shared carriers.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class HandlersOffTheLoopUseTheSharedCarriersTest {

    @Inject
    LoopCarriedThreads carriers;

    @Inject
    Vertx vertx;

    @Test
    void aHandlerStartedOffAnyLoopRunsOnTheSharedCarriers() throws Exception {
        CompletableFuture<String> handlerThread = new CompletableFuture<>();
        carriers.execute(() -> handlerThread.complete(describe()));
        assertThat(handlerThread.get(10, TimeUnit.SECONDS)).startsWith("true ").contains("@ForkJoinPool")
                .doesNotContain("vert.x-eventloop");
    }

    @Test
    void withCarriersTurnedOffAHandlerFromALoopRunsOnTheSharedCarriers() throws Exception {
        LoopCarriedThreads off = new LoopCarriedThreads(Executors.newVirtualThreadPerTaskExecutor(), false);
        CompletableFuture<String> handlerThread = new CompletableFuture<>();
        vertx.runOnContext(ignored -> off.execute(() -> handlerThread.complete(describe())));
        assertThat(off.enabled()).isFalse();
        assertThat(handlerThread.get(10, TimeUnit.SECONDS)).startsWith("true ").contains("@ForkJoinPool")
                .doesNotContain("vert.x-eventloop");
    }

    private static String describe() {
        return Thread.currentThread().isVirtual() + " " + Thread.currentThread();
    }
}
