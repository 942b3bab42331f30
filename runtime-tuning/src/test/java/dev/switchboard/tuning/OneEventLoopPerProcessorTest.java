package dev.switchboard.tuning;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.Vertx;

import static org.assertj.core.api.Assertions.assertThat;

/** A process with runtime tuning runs one Vert.x event loop per processor, not Quarkus' two. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class OneEventLoopPerProcessorTest {

    @Inject
    Vertx vertx;

    @Test
    void theEventLoopGroupHasOneLoopPerProcessor() {
        int processors = Runtime.getRuntime().availableProcessors();
        assertThat(ConfigProvider.getConfig().getValue("quarkus.vertx.event-loops-pool-size", Integer.class))
                .isEqualTo(processors);
        int loops = 0;
        for (var ignored : vertx.nettyEventLoopGroup()) {
            loops++;
        }
        assertThat(loops).isEqualTo(processors);
    }
}
