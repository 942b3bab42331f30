package dev.switchboard.gateway.testing;

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
import java.util.Map;

/** The packaged gateway ({@code target/quarkus-app}) as a real child process: a replica for multi-replica tests. */
public final class GatewayProcess implements AutoCloseable {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final Process process;
    private final int port;
    private final Path log;

    private GatewayProcess(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts a replica on a free port against {@code redisUrl}; returns once it reports ready. */
    public static GatewayProcess start(String redisUrl, Map<String, String> extraEnv) {
        if (!Files.exists(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: run the IT through 'mvn verify'");
        }
        int port = freePort();
        try {
            Path log = Files.createTempFile("gateway-" + port, ".log");
            String java = ProcessHandle.current().info().command().orElse("java");
            ProcessBuilder builder = new ProcessBuilder(java, "-Xmx256m", "-jar", JAR.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile());
            builder.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
            builder.environment().put("QUARKUS_HTTP_HOST", "127.0.0.1");
            builder.environment().put("REDIS_URL", redisUrl);
            builder.environment().putAll(extraEnv);
            GatewayProcess gateway = new GatewayProcess(builder.start(), port, log);
            gateway.awaitReady();
            return gateway;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    public int port() {
        return port;
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(java.util.concurrent.TimeUnit.SECONDS.toMillis(10),
                    java.util.concurrent.TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    private void awaitReady() throws IOException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Gateway exited early:\n" + Files.readString(log));
            }
            try {
                HttpResponse<Void> response = HTTP.send(
                        HttpRequest.newBuilder(URI.create(baseUrl() + "/q/health/ready")).build(),
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
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        close();
        throw new IllegalStateException("Gateway not ready within 60 s:\n" + Files.readString(log));
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
