package dev.switchboard.contract.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;

/**
 * An internal call continues the trace the gateway sends in its {@code traceparent} header, and what the service logs
 * while serving it carries that trace id and the caller's tenant.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TraceContextReachesTheServiceLogTest {

    private static final Path LOG = Path.of("target", "kit-test.log");

    @Test
    void aLineLoggedDuringTheCallNamesTheTraceAndTenant() {
        String traceId = UUID.randomUUID().toString().replace("-", "");
        given().contentType("application/json").header("traceparent", "00-" + traceId + "-1112131415161718-01")
                .body("{\"arguments\":{\"text\":\"explode\"},\"context\":{\"tenant\":\"acme-traced\",\"subject\":\"alice\"}}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(500);

        Awaitility.await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100))
                .until(() -> read().lines().anyMatch(line -> line.contains("traceId=" + traceId)
                        && line.contains("tenant=acme-traced") && line.contains("Handler failed")));
    }

    private static String read() throws IOException {
        return Files.exists(LOG) ? Files.readString(LOG, StandardCharsets.UTF_8) : "";
    }
}
