package dev.switchboard.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.hamcrest.Matchers;

import dev.switchboard.testsupport.internal.TestInternalKeys;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;

/** One packaged module of the suite ({@code ../<module>/target/quarkus-app}) running as a real child process. */
public final class SuiteProcess implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final String module;
    private final Process process;
    private final int port;
    private final int managementPort;
    private final Path log;

    private SuiteProcess(String module, Process process, int port, int managementPort, Path log) {
        this.module = module;
        this.process = process;
        this.port = port;
        this.managementPort = managementPort;
        this.log = log;
    }

    /** Starts {@code module} on a free port against {@code redisUrl}; returns once it reports ready. */
    public static SuiteProcess start(String module, String redisUrl, Map<String, String> env) {
        Path jar = Path.of("..", module, "target", "quarkus-app", "quarkus-run.jar");
        if (!Files.exists(jar)) {
            throw new IllegalStateException(jar.toAbsolutePath() + " is missing: run the ITs through 'mvnw verify'");
        }
        int port = freePort();
        int managementPort = freePort();
        try {
            Path log = Files.createTempFile(module + "-" + port, ".log");
            String java = ProcessHandle.current().info().command().orElse("java");
            ProcessBuilder builder = new ProcessBuilder(java, "-Xmx256m", "-XX:+UseSerialGC", "-jar", jar.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile());
            Map<String, String> environment = new HashMap<>(suiteKeys());
            // The warm-ups before readiness (the gateway's, a tool service's before it registers) take up to a minute
            // of CPU; these tests are about other things (the gateway's and the kit's own tests prove the warm-ups),
            // and an env of a test may turn them back on.
            environment.put("GATEWAY_WARMUP_ENABLED", "false");
            environment.put("SWITCHBOARD_SERVICE_WARMUP_ENABLED", "false");
            environment.putAll(env);
            environment.put("QUARKUS_HTTP_PORT", Integer.toString(port));
            environment.put("QUARKUS_HTTP_HOST", "127.0.0.1");
            environment.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
            environment.put("QUARKUS_MANAGEMENT_HOST", "127.0.0.1");
            environment.put("REDIS_URL", redisUrl);
            builder.environment().putAll(environment);
            SuiteProcess started = new SuiteProcess(module, builder.start(), port, managementPort, log);
            started.awaitReady();
            return started;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What every process of one suite shares: the internal signing keys and the registration key (test-only keys). */
    private static Map<String, String> suiteKeys() {
        return Map.of("GATEWAY_INTERNAL_AUTH_SIGNING_KEY", TestInternalKeys.PRIVATE_KEY,
                "GATEWAY_INTERNAL_AUTH_PUBLIC_KEY", TestInternalKeys.PUBLIC_KEY,
                "SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS", TestInternalKeys.PUBLIC_KEY,
                "SWITCHBOARD_SERVICE_REGISTRATION_KEY", TestInternalKeys.REGISTRATION_KEY,
                "GATEWAY_REGISTRY_SHARED_KEY", TestInternalKeys.REGISTRATION_KEY);
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    /** The public port (MCP, the internal API). */
    public int port() {
        return port;
    }

    /** The management port (health, metrics). */
    public int managementPort() {
        return managementPort;
    }

    /** An MCP client for this process (a gateway replica). */
    public McpTestClient mcp() {
        return McpTestClient.at(baseUrl());
    }

    /** A request to this gateway's admin API, made with {@code adminKey}. */
    public RequestSpecification admin(String adminKey) {
        return RestAssured.given().baseUri(baseUrl()).header("Authorization", "Bearer " + adminKey)
                .contentType("application/json");
    }

    /**
     * A new API key with {@code tools:call} for {@code subject} of {@code tenant} on this gateway, the tenant created
     * first when it does not exist.
     */
    public String apiKey(String adminKey, String tenant, String subject) {
        admin(adminKey).body("{\"displayName\":\"" + tenant + "\"}").put("/admin/v1/tenants/" + tenant).then()
                .statusCode(Matchers.oneOf(200, 201));
        return admin(adminKey).body("{\"subject\":\"" + subject + "\",\"scopes\":[\"tools:call\"]}")
                .post("/admin/v1/tenants/" + tenant + "/api-keys").then().statusCode(201).extract().path("key");
    }

    /** Health and metrics: the management interface, on a port of its own. */
    public String managementUrl() {
        return "http://127.0.0.1:" + managementPort;
    }

    /** Kills the process outright (SIGKILL): no shutdown hooks, no draining, as a crash or an OOM kill would. */
    public void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Sends SIGTERM, as Kubernetes or run.sh does to stop it, and returns at once: the process drains and exits. */
    public void terminate() {
        process.destroy();
    }

    /** Whether the process has exited, waiting at most {@code timeout}. */
    public boolean exitsWithin(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Everything the process wrote to stdout and stderr so far. */
    public String log() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    private void awaitReady() throws IOException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException(module + " exited early:\n" + Files.readString(log));
            }
            try {
                HttpResponse<Void> response = HTTP.send(
                        HttpRequest.newBuilder(URI.create(managementUrl() + "/q/health/ready")).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (response.statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            sleep();
        }
        close();
        throw new IllegalStateException(module + " not ready within 90 s:\n" + Files.readString(log));
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
