package dev.switchboard.memory.embed;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.Vertx;

import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class EmbeddingNeverRunsOnTheEventLoopTest {

    @Inject
    Embeddings embeddings;

    @Inject
    Vertx vertx;

    @Test
    void anEventLoopCallerIsRefusedInsteadOfBlocked() throws Exception {
        CompletableFuture<Throwable> refused = new CompletableFuture<>();
        vertx.runOnContext(ignored -> {
            try {
                embeddings.embed("from the event loop");
                refused.complete(null);
            } catch (IllegalStateException e) {
                refused.complete(e);
            }
        });

        assertThat(refused.get(10, TimeUnit.SECONDS)).hasMessageContaining("never from an event loop");
    }
}
