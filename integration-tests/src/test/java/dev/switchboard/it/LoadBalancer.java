package dev.switchboard.it;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.awaitility.Awaitility.await;

/**
 * The load balancer {@code run.sh --replicas N} runs (HAProxy or nginx), as a real child process in front of packaged
 * gateway replicas, configured by {@code deploy/local/balancer.sh} itself, so a test proves the shipped configuration.
 */
final class LoadBalancer implements AutoCloseable {

    private static final Path SCRIPT = Path.of("..", "deploy", "local", "balancer.sh");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final Process process;
    private final int port;
    private final Path directory;

    private LoadBalancer(Process process, int port, Path directory) {
        this.process = process;
        this.port = port;
        this.directory = directory;
    }

    /** Whether {@code kind} ({@code haproxy} or {@code nginx}) is installed where balancer.sh looks for it. */
    static boolean installed(String kind) {
        Stream<String> path = Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator));
        return Stream.concat(path, Stream.of("/usr/sbin"))
                .anyMatch(directory -> Files.isExecutable(Path.of(directory, kind)));
    }

    /** Starts {@code kind} in front of {@code replica} and returns once the replica answers through it. */
    static LoadBalancer start(String kind, SuiteProcess replica) {
        int port = freePort();
        try {
            Path directory = Files.createTempDirectory("balancer-" + kind);
            List<String> configure = List.of("bash", "-c",
                    ". \"$1\" && config=\"$(balancer_config \"$2\" \"$3\" \"$4\" \"${@:5}\")\" && balancer_command \"$2\" \"$config\"",
                    "balancer", SCRIPT.toAbsolutePath().toString(), kind, directory.toString(), Integer.toString(port),
                    Integer.toString(replica.port()));
            ProcessBuilder builder = new ProcessBuilder(configure).redirectErrorStream(true);
            builder.environment().put("MANAGEMENT_PORT_OFFSET",
                    Integer.toString(replica.managementPort() - replica.port()));
            Process configuring = builder.start();
            String command = new String(configuring.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (configuring.waitFor() != 0) {
                throw new IllegalStateException("balancer.sh failed: " + command);
            }
            Process process = new ProcessBuilder(command.split(" ")).redirectErrorStream(true)
                    .redirectOutput(directory.resolve("balancer.log").toFile()).start();
            LoadBalancer started = new LoadBalancer(process, port, directory);
            started.awaitAGatewayAnswer();
            return started;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    /** What the balancer wrote to stdout and stderr so far. */
    String log() {
        try {
            return Files.readString(directory.resolve("balancer.log"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A GET of /mcp answered 4xx: a gateway's own refusal, not the balancer's 5xx while no replica is up yet. */
    private void awaitAGatewayAnswer() {
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(100)).until(() -> {
            if (!process.isAlive()) {
                throw new IllegalStateException("the balancer exited:\n" + log());
            }
            try {
                int status = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl() + "/mcp")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode();
                return status >= 400 && status < 500;
            } catch (IOException e) {
                return false;
            }
        });
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
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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
