package dev.switchboard.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A real {@code redis-server} child process on a free loopback port, for tests and the local launcher.
 * <p>
 * The binary is, in order: {@code $REDIS_SERVER_BIN}, a {@code redis-server} on the PATH (Debian's package), or the
 * binary shipped inside {@code com.github.codemonstur:embedded-redis}.
 */
public final class LocalRedis implements AutoCloseable {

    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(15);

    private final Path binary;
    private final int port;
    private final List<String> options;
    private final Path sentinelConfig;
    private Process process;

    private LocalRedis(Path binary, int port, List<String> options) {
        this(binary, port, options, null);
    }

    private LocalRedis(Path binary, int port, List<String> options, Path sentinelConfig) {
        this.binary = binary;
        this.port = port;
        this.options = options;
        this.sentinelConfig = sentinelConfig;
    }

    /** Starts a fresh, empty, non-persistent Redis on a free port and waits until it answers PING. */
    public static LocalRedis start() {
        return start(new String[0]);
    }

    /**
     * A Redis configured as run.sh and the compose file run the state Redis: data in {@code directory}, appended to
     * disk every second ({@code appendonly yes}, {@code appendfsync everysec}), never evicting. After {@link #stop} (a
     * kill -9) {@link #restart} finds what had reached the disk, as after a real crash.
     */
    public static LocalRedis startPersistent(Path directory) {
        return start("--dir", directory.toAbsolutePath().toString(), "--appendonly", "yes", "--appendfsync", "everysec",
                "--maxmemory-policy", "noeviction");
    }

    /** {@link #start()} with more {@code redis-server} options, e.g. {@code "--maxmemory", "3mb"}. */
    public static LocalRedis start(String... options) {
        Path binary = locateBinary();
        IllegalStateException last = null;
        for (int attempt = 0; attempt < 3; attempt++) {
            LocalRedis redis = new LocalRedis(binary, freePort(), List.of(options));
            try {
                redis.launch();
                return redis;
            } catch (IllegalStateException e) {
                last = e;
                redis.close();
            }
        }
        throw last;
    }

    /**
     * {@link #start(String...)} on a given port, once: for servers whose ports must follow a pattern (a Redis Cluster's
     * nodes also need their port plus 10000 for the cluster bus).
     */
    public static LocalRedis startOnPort(int port, String... options) {
        return launched(new LocalRedis(locateBinary(), port, List.of(options)));
    }

    /**
     * A Redis Sentinel on a free port that monitors {@code master} under {@code masterName} (quorum 1), answering
     * {@code SENTINEL get-master-addr-by-name} once it has met the master. Sentinel rewrites its configuration file, so
     * each gets one of its own in {@code directory}.
     */
    public static LocalRedis startSentinel(LocalRedis master, String masterName, Path directory) {
        int port = freePort();
        Path config = directory.resolve("sentinel-" + port + ".conf");
        try {
            Files.writeString(config, "sentinel monitor " + masterName + " 127.0.0.1 " + master.port() + " 1\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return launched(new LocalRedis(locateBinary(), port, List.of(), config));
    }

    private static LocalRedis launched(LocalRedis redis) {
        try {
            redis.launch();
            return redis;
        } catch (IllegalStateException e) {
            redis.close();
            throw e;
        }
    }

    public int port() {
        return port;
    }

    /** The URL in the form quarkus-redis-client and {@code REDIS_URL} expect. */
    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    /** True until {@link #stop} (or a crash): the process is there. */
    public boolean running() {
        return process != null && process.isAlive();
    }

    /** Kills the server, keeping its port, so a test can watch its clients lose Redis. */
    public void stop() {
        if (process != null) {
            process.destroyForcibly();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process = null;
        }
    }

    /**
     * Stops the server's process without closing anything (SIGSTOP), as a node cut off by the network or frozen looks:
     * connections stay open and commands wait for answers until {@link #resume}.
     */
    public void pause() {
        signal("STOP");
    }

    /** Lets a {@link #pause paused} server run again (SIGCONT); it answers what waited meanwhile. */
    public void resume() {
        signal("CONT");
    }

    private void signal(String signal) {
        try {
            new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).inheritIO().start().waitFor();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Starts the server again on the same port (empty unless started {@link #startPersistent persistent}). */
    public void restart() {
        stop();
        launch();
    }

    @Override
    public void close() {
        stop();
    }

    private void launch() {
        List<String> command = new ArrayList<>(List.of(binary.toString()));
        if (sentinelConfig != null) {
            command.addAll(List.of(sentinelConfig.toString(), "--sentinel"));
        }
        command.addAll(List.of(
                "--port", Integer.toString(port),
                "--bind", "127.0.0.1",
                "--save", "",
                "--appendonly", "no",
                "--daemonize", "no",
                "--loglevel", "warning"));
        command.addAll(options);
        try {
            process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            throw new IllegalStateException("Cannot start " + binary + ": " + e.getMessage(), e);
        }
        Instant deadline = Instant.now().plus(STARTUP_TIMEOUT);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("redis-server exited with " + process.exitValue() + " on port " + port);
            }
            if (answersPing()) {
                return;
            }
            sleep(Duration.ofMillis(25));
        }
        throw new IllegalStateException("redis-server did not answer PING on port " + port + " within " + STARTUP_TIMEOUT);
    }

    private boolean answersPing() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
            socket.setSoTimeout(500);
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            byte[] reply = socket.getInputStream().readNBytes(7);
            return new String(reply, StandardCharsets.US_ASCII).startsWith("+PONG");
        } catch (IOException e) {
            return false;
        }
    }

    static Path locateBinary() {
        String explicit = System.getenv("REDIS_SERVER_BIN");
        if (explicit != null && !explicit.isBlank()) {
            return Path.of(explicit);
        }
        return onPath().orElseGet(LocalRedis::extractBundled);
    }

    private static Optional<Path> onPath() {
        String path = Optional.ofNullable(System.getenv("PATH")).orElse("");
        return Stream.concat(Stream.of(path.split(java.io.File.pathSeparator)), Stream.of("/usr/bin", "/usr/local/bin"))
                .filter(dir -> !dir.isBlank())
                .map(dir -> Path.of(dir, "redis-server"))
                .filter(Files::isExecutable)
                .findFirst();
    }

    private static Path extractBundled() {
        String resource = bundledResourceName();
        Path target = Path.of(System.getProperty("java.io.tmpdir"), "switchboard-" + resource);
        try (InputStream in = LocalRedis.class.getResourceAsStream("/" + resource)) {
            if (in == null) {
                throw new IllegalStateException("No redis-server on the PATH and " + resource
                        + " is not on the classpath (com.github.codemonstur:embedded-redis)");
            }
            if (!Files.isExecutable(target)) {
                Path partial = Files.createTempFile(target.getParent(), "redis-server", ".partial");
                Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
                partial.toFile().setExecutable(true);
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot extract " + resource, e);
        }
    }

    private static String bundledResourceName() {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
        boolean arm = List.of("aarch64", "arm64").contains(arch);
        if (os.contains("mac")) {
            return arm ? "redis-server-6.2.6-v5-darwin-arm64" : "redis-server-6.2.6-v5-darwin-amd64";
        }
        if (os.contains("linux")) {
            return arm ? "redis-server-6.2.7-linux-arm64" : "redis-server-6.2.6-v5-linux-amd64";
        }
        throw new IllegalStateException("No bundled redis-server for " + os + "/" + arch + "; install redis-server");
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for redis-server", e);
        }
    }
}
