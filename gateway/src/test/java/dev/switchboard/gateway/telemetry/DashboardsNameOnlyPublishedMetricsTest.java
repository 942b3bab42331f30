package dev.switchboard.gateway.telemetry;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every metric the Grafana dashboard and the alert rules in {@code deploy/observability/} query is one a running
 * gateway publishes, so a renamed metric fails the build instead of leaving an empty panel or an alert that never
 * fires. Counters that appear only at their first event (an overload, a quota hit) must at least be registered by the
 * gateway's code under that name.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class DashboardsNameOnlyPublishedMetricsTest {

    private static final Path OBSERVABILITY = Path.of("..", "deploy", "observability");
    /**
     * Made by Prometheus itself (up), or by kube-state-metrics about the suite's pods (the alerts on replicas that do
     * not become ready): never by a process of the suite.
     */
    private static final Set<String> NOT_THE_SUITES = Set.of("up", "kube_deployment_status_replicas_unavailable",
            "kube_pod_container_status_restarts_total");
    /** Counters created at their first event, with the name the code registers them under. */
    private static final Map<String, String> FIRST_EVENT = Map.of(
            "switchboard_cache_skipped_total", "switchboard.cache.skipped",
            "switchboard_overload_rejected_total", "switchboard.overload.rejected",
            "switchboard_store_unavailable_total", "switchboard.store.unavailable",
            "switchboard_quota_rejections_total", "switchboard.quota.rejections",
            "switchboard_tasks_created_total", "switchboard.tasks.created",
            "switchboard_circuit_rejected_total", "switchboard.circuit.rejected",
            "switchboard_cache_stored_bytes_total", "switchboard.cache.stored.bytes",
            "switchboard_tasks_taken_over_total", "switchboard.tasks.taken.over");
    private static final Set<String> PROMQL_WORDS = Set.of("sum", "max", "min", "avg", "count", "rate", "irate",
            "increase", "histogram_quantile", "clamp_min", "clamp_max", "and", "or", "unless", "on", "ignoring",
            "group_left", "group_right", "bool", "offset");

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void everyQueriedMetricIsPublished() throws IOException {
        mcp.awaitTool("fx_echo");
        mcp.session().open();
        mcp.modern("tools/call").tool("fx_echo", "{\"text\":\"dashboards\"}").then().statusCode(200);
        Set<String> published = published(given().get(metrics).then().statusCode(200).extract().asString());

        Set<String> queried = new TreeSet<>();
        expressions().forEach(expression -> queried.addAll(metricNames(expression)));
        assertThat(queried).as("metrics the dashboard and alerts query").contains(
                "mcp_server_operation_duration_seconds_bucket", "switchboard_tool_calls_seconds_count");

        List<String> missing = new ArrayList<>();
        for (String name : queried) {
            if (published.contains(name) || NOT_THE_SUITES.contains(name)) {
                continue;
            }
            String registered = FIRST_EVENT.get(name);
            if (registered == null || !gatewayCodeNames(registered)) {
                missing.add(name);
            }
        }
        assertThat(missing).as("queried but never published by the gateway").isEmpty();
    }

    @Test
    void theExtractionFindsMetricsAndSkipsLabelsAndFunctions() {
        assertThat(metricNames("histogram_quantile(0.99, sum by (le, tool) (rate(a_bucket{x=\"y\"}[5m]))) "
                + "/ clamp_min(sum(b_total), 1e-9)")).containsExactlyInAnyOrder("a_bucket", "b_total");
    }

    private static Set<String> published(String scraped) {
        Set<String> names = new TreeSet<>();
        scraped.lines().filter(line -> !line.isBlank() && !line.startsWith("#"))
                .forEach(line -> names.add(line.split("[{ ]", 2)[0]));
        return names;
    }

    private static List<String> expressions() throws IOException {
        List<String> expressions = new ArrayList<>();
        JsonNode dashboard = new ObjectMapper().readTree(OBSERVABILITY.resolve("grafana-dashboard.json").toFile());
        dashboard.path("panels").forEach(panel -> panel.path("targets")
                .forEach(target -> expressions.add(target.path("expr").asText())));
        List<String> lines = Files.readAllLines(OBSERVABILITY.resolve("alerts.yaml"), StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).stripLeading();
            if (!line.startsWith("expr:")) {
                continue;
            }
            String value = line.substring("expr:".length()).strip();
            if (!value.equals("|")) {
                expressions.add(value);
                continue;
            }
            int indent = lines.get(i).indexOf("expr:");
            StringBuilder block = new StringBuilder();
            while (i + 1 < lines.size() && leading(lines.get(i + 1)) > indent) {
                block.append(lines.get(++i)).append('\n');
            }
            expressions.add(block.toString());
        }
        assertThat(expressions).as("expressions in " + OBSERVABILITY).hasSizeGreaterThan(10);
        return expressions;
    }

    private static int leading(String line) {
        return line.isBlank() ? Integer.MAX_VALUE : line.length() - line.stripLeading().length();
    }

    static Set<String> metricNames(String expression) {
        String bare = expression.replaceAll("\"[^\"]*\"", "").replaceAll("\\{[^}]*}", "")
                .replaceAll("\\b(by|without)\\s*\\([^)]*\\)", "").replaceAll("\\[[^]]*]", "")
                .replaceAll("\\b\\d[\\w.+-]*", "");
        Set<String> names = new TreeSet<>();
        Matcher identifier = Pattern.compile("[a-zA-Z_:][a-zA-Z0-9_:]*").matcher(bare);
        while (identifier.find()) {
            if (!PROMQL_WORDS.contains(identifier.group())) {
                names.add(identifier.group());
            }
        }
        return names;
    }

    /** Whether a compiled gateway class holds the metric name as a string constant. */
    private static boolean gatewayCodeNames(String dottedName) {
        try (Stream<Path> classes = Files.walk(Path.of("target", "classes"))) {
            byte[] wanted = dottedName.getBytes(StandardCharsets.UTF_8);
            return classes.filter(path -> path.toString().endsWith(".class")).anyMatch(path -> {
                try {
                    return indexOf(Files.readAllBytes(path), wanted) >= 0;
                } catch (IOException e) {
                    return false;
                }
            });
        } catch (IOException e) {
            return false;
        }
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer: for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
