package dev.switchboard.images;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.deployfiles.ServiceList;
import dev.switchboard.testsupport.LocalRedis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The tarballs {@code ImageTarballs} wrote, read back as an OCI runtime would: each image's configuration against its
 * Dockerfile and its service's ports, its layers, and the gateway image started from its own layers as its own user,
 * on its own AOT cache.
 */
class ImageTarballsIT {

    private static final Path ROOT = Path.of(System.getProperty("images.root"));
    private static final Path IMAGES = Path.of(System.getProperty("images.directory"));
    private static final String VERSION = System.getProperty("images.version");
    private static final String USER = "185:185";
    private static final List<String> ENTRYPOINT = List.of("/opt/java/openjdk/bin/java", "-jar",
            "/deployments/quarkus-run.jar");

    static Stream<String> modules() {
        return ServiceList.read(ROOT).modules().stream();
    }

    @ParameterizedTest
    @MethodSource("modules")
    void configurationMatchesTheDockerfileAndTheServicePorts(String module) throws IOException {
        JsonNode config = OciImage.read(IMAGES.resolve(module + ".tar")).config().path("config");
        Properties properties = applicationProperties(module);

        assertThat(fieldNames(config.path("ExposedPorts"))).containsExactlyInAnyOrder(
                properties.getProperty("quarkus.http.port") + "/tcp",
                properties.getProperty("quarkus.management.port") + "/tcp");
        assertThat(config.path("User").asText()).isEqualTo(USER);
        assertThat(strings(config.path("Entrypoint"))).isEqualTo(ENTRYPOINT);
        assertThat(config.path("WorkingDir").asText()).isEqualTo("/deployments");
        JsonNode labels = config.path("Labels");
        assertThat(labels.path("org.opencontainers.image.title").asText()).isEqualTo(module);
        assertThat(labels.path("org.opencontainers.image.version").asText()).isEqualTo(VERSION);
        String revision = labels.path("org.opencontainers.image.revision").asText();
        assertThat(revision).matches("[0-9a-f]{40}|unknown");
        Map<String, String> environment = environment(config);
        assertThat(environment.get("JDK_JAVA_OPTIONS")).contains("-XX:MaxRAMPercentage=", "-XX:+UseSerialGC",
                "-XX:+ExitOnOutOfMemoryError");

        DockerfileStage dockerfile = DockerfileStage.parse(ROOT.resolve(module).resolve(ImageTarballs.DOCKERFILE),
                Map.of("VERSION", VERSION, "REVISION", revision));
        assertThat(dockerfile.user()).isEqualTo(USER);
        assertThat(dockerfile.entrypoint()).isEqualTo(ENTRYPOINT);
        assertThat(dockerfile.exposedPorts().stream().map(port -> port + "/tcp").toList())
                .containsExactlyInAnyOrderElementsOf(fieldNames(config.path("ExposedPorts")));
        Map<String, String> expected = new HashMap<>(dockerfile.environment());
        if (hasAotCache(module)) {
            expected.merge(ImageTarballs.JAVA_OPTIONS, "-XX:AOTCache=/deployments/app.aot",
                    (options, option) -> options + " " + option);
        }
        assertThat(environment).containsAllEntriesOf(expected);
        Map<String, String> dockerfileLabels = new HashMap<>(dockerfile.labels());
        dockerfileLabels.remove("org.opencontainers.image.base.name");
        assertThat(fields(labels)).isEqualTo(dockerfileLabels);
    }

    @ParameterizedTest
    @MethodSource("modules")
    void layersHoldTheRuntimeThenTheFastJarReadOnly(String module) throws IOException {
        OciImage image = OciImage.read(IMAGES.resolve(module + ".tar"));

        assertThat(image.layers()).hasSize(hasAotCache(module) ? 8 : 7);
        assertThat(image.allEntries()).filteredOn(entry -> entry.path().equals("opt/java/openjdk/bin/java"))
                .singleElement().satisfies(java -> assertThat(java.mode() & 0111).isEqualTo(0111));
        assertThat(image.layerOf("etc/passwd")).isZero();
        int dependencies = image.layerOf("deployments/lib/boot");
        int launcher = image.layerOf("deployments/quarkus-run.jar");
        int application = image.layerOf("deployments/app");
        int generated = image.layerOf("deployments/quarkus");
        assertThat(List.of(image.layerOf("opt/java/openjdk/bin/java"), dependencies, launcher, application, generated))
                .as("runtime, dependencies, launcher, application, generated classes: least often changed first")
                .isSorted().doesNotHaveDuplicates().doesNotContain(-1);
        if (hasAotCache(module)) {
            assertThat(image.layerOf("deployments/app.aot")).as("the AOT cache, last: it changes with every build")
                    .isEqualTo(image.layers().size() - 1);
        }
        assertThat(image.allEntries()).allSatisfy(entry -> {
            assertThat(entry.uid()).as("%s owned by root", entry.path()).isZero();
            if (!entry.path().equals("tmp")) {
                assertThat(entry.mode() & 0002).as("%s not world-writable", entry.path()).isZero();
            }
        });
    }

    /** Needs what a container runtime needs: Linux, root, and util-linux's unshare. CI has all three. */
    @Test
    void theGatewayImageStartsFromItsOwnLayersAsItsOwnUserOnItsAotCache(@TempDir Path rootfs) throws Exception {
        Path unshare = Path.of("/usr/bin/unshare");
        assumeTrue(Files.isExecutable(unshare) && isRoot(), "needs root and /usr/bin/unshare to start an image");
        OciImage image = OciImage.read(IMAGES.resolve("gateway.tar"));
        // The image's "/" as a runtime makes it: traversable by the image's user (JUnit's temp dir is owner-only).
        Files.setPosixFilePermissions(rootfs, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (byte[] layer : image.layerBlobs()) {
            Path blob = Files.write(Files.createTempFile("layer", ".tar.gz"), layer);
            run(List.of("tar", "-xzf", blob.toString(), "-C", rootfs.toString()));
            Files.delete(blob);
        }
        Files.createDirectories(rootfs.resolve("proc"));
        JsonNode config = image.config().path("config");
        int port = freePort();
        int managementPort = freePort();

        try (LocalRedis redis = LocalRedis.start()) {
            List<String> command = new ArrayList<>(List.of(unshare.toString(), "--mount", "--pid", "--fork",
                    "--mount-proc=/proc", "--root=" + rootfs, "--wd=" + config.path("WorkingDir").asText(),
                    "--setuid", "185", "--setgid", "185"));
            command.addAll(strings(config.path("Entrypoint")));
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(rootfs.resolve("tmp/gateway.log").toFile());
            builder.environment().clear();
            builder.environment().putAll(environment(config));
            if (hasAotCache("gateway")) {
                // AOTMode=on: the JVM exits instead of starting without the cache when it refuses it (trained on
                // another JVM build or modules image, other class path, other object header layout). The class
                // loading log says where the gateway's own classes came from.
                builder.environment().merge(ImageTarballs.JAVA_OPTIONS, "-XX:AOTMode=on -Xlog:class+load=info",
                        (options, option) -> options + " " + option);
            }
            // A container listens on 0.0.0.0, where the gateway refuses to run without authentication: as deployed.
            builder.environment().putAll(Map.of("QUARKUS_HTTP_PORT", Integer.toString(port),
                    "QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort), "REDIS_URL", redis.url(),
                    "GATEWAY_AUTH_MODE", "api-key"));
            Process container = builder.start();
            try {
                awaitReady(managementPort, container, rootfs.resolve("tmp/gateway.log"));
                ProcessHandle java = container.descendants().findFirst().orElseThrow();
                assertThat(Files.readAllLines(Path.of("/proc", Long.toString(java.pid()), "status")))
                        .filteredOn(line -> line.startsWith("Uid:")).singleElement().asString().contains("\t185\t");
                if (hasAotCache("gateway")) {
                    // The application's classes, not only the JDK's: the aot-jar packaging puts them on the JDK's
                    // own class loader, the only kind whose classes a cache holds.
                    assertThat(Files.readString(rootfs.resolve("tmp/gateway.log")))
                            .contains("dev.switchboard.gateway.entry.GatewayRoutes source: shared objects file")
                            .contains("io.vertx.core.http.impl.HttpServerImpl source: shared objects file");
                }
            } finally {
                container.descendants().forEach(ProcessHandle::destroy);
                container.destroy();
                container.waitFor();
            }
        }
    }

    /**
     * A cache in every image train-aot.sh trains, all but those of tools run only when a variable names their work
     * (the bridge's), when the build's JDK is 25 or newer and the build trained them.
     */
    private static boolean hasAotCache(String module) {
        return Boolean.parseBoolean(System.getProperty("images.aot", "true")) && Runtime.version().feature() >= 25
                && ServiceList.read(ROOT).services().stream()
                        .anyMatch(service -> service.module().equals(module) && service.startsWith().isEmpty());
    }

    private static void awaitReady(int managementPort, Process container, Path log) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        Instant deadline = Instant.now().plus(Duration.ofSeconds(120));
        while (Instant.now().isBefore(deadline)) {
            assertThat(container.isAlive()).as("the container exited:\n%s", Files.readString(log)).isTrue();
            try {
                HttpResponse<Void> ready = http.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + managementPort + "/q/health/ready")).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (ready.statusCode() == 200) {
                    return;
                }
            } catch (IOException notListeningYet) {
                // starting
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the gateway image was not ready within 120 s:\n" + Files.readString(log));
    }

    private static boolean isRoot() throws IOException {
        return Files.readAllLines(Path.of("/proc/self/status")).stream()
                .anyMatch(line -> line.matches("Uid:\\s+0\\s.*"));
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor()).as("%s: %s", command, output).isZero();
    }

    private static Properties applicationProperties(String module) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(ROOT.resolve(module).resolve("src/main/resources/application.properties"))) {
            properties.load(in);
        }
        return properties;
    }

    private static Map<String, String> environment(JsonNode config) {
        return strings(config.path("Env")).stream().map(variable -> variable.split("=", 2))
                .collect(Collectors.toMap(pair -> pair[0], pair -> pair[1]));
    }

    private static Map<String, String> fields(JsonNode object) {
        Map<String, String> fields = new HashMap<>();
        object.fields().forEachRemaining(field -> fields.put(field.getKey(), field.getValue().asText()));
        return fields;
    }

    private static Set<String> fieldNames(JsonNode object) {
        return fields(object).keySet();
    }

    private static List<String> strings(JsonNode array) {
        List<String> strings = new ArrayList<>();
        array.forEach(node -> strings.add(node.asText()));
        return strings;
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
