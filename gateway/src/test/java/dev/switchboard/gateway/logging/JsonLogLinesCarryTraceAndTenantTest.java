package dev.switchboard.gateway.logging;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import jakarta.inject.Inject;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;

import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.gateway.forward.CircuitSettings;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With JSON logs on, a line the gateway logs while serving a request is one JSON object whose log context names the
 * request's trace and span and the caller's tenant.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(CircuitSettings.LongOpen.class)
class JsonLogLinesCarryTraceAndTenantTest {

    private static final Path FILE = CircuitSettings.LongOpen.JSON_LOG;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    private HttpServer service;

    @AfterEach
    void stop() {
        if (service != null) {
            service.stop(0);
        }
    }

    @Test
    void aWarningDuringACallCarriesItsTraceAndTenant() throws IOException {
        service = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        service.createContext("/", exchange -> {
            exchange.sendResponseHeaders(503, -1);
            exchange.close();
        });
        service.start();
        registry.publish(ExtraRegistrations.of("json-log-probe", "http://127.0.0.1:" + service.getAddress().getPort(),
                Instant.now(), "json_log_probe"), Duration.ofSeconds(60), true);
        mcp.awaitTool("json_log_probe");
        String traceId = java.util.UUID.randomUUID().toString().replace("-", "");
        mcp.modern("tools/call").tool("json_log_probe", "{}")
                .meta("\"traceparent\":\"00-" + traceId + "-3132333435363738-01\"").then().statusCode(200);

        JsonNode line = Awaitility.await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100))
                .until(() -> find(traceId), Optional::isPresent).orElseThrow();
        assertThat(line.path("message").asText()).contains("Service json-log-probe answered HTTP 503");
        assertThat(line.path("mdc").path("spanId").asText()).hasSize(16);
        assertThat(line.path("mdc").path("tenant").asText()).isNotBlank();
    }

    @Test
    void credentialsAreRedactedBeforeTheJsonIsWritten() throws IOException {
        String password = "hunter2-" + System.nanoTime();
        org.jboss.logging.Logger.getLogger("org.example.somelibrary").infof("connecting with password=%s", password);

        Awaitility.await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100))
                .until(() -> Files.exists(FILE) && Files.readString(FILE).contains("connecting with password=[redacted]"));
        assertThat(Files.readString(FILE)).doesNotContain(password);
    }

    private static Optional<JsonNode> find(String traceId) throws IOException {
        if (!Files.exists(FILE)) {
            return Optional.empty();
        }
        for (String text : Files.readAllLines(FILE)) {
            JsonNode line = JSON.readTree(text);
            if (traceId.equals(line.path("mdc").path("traceId").asText())) {
                return Optional.of(line);
            }
        }
        return Optional.empty();
    }
}
