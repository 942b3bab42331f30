package dev.switchboard.images;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.google.cloud.tools.jib.api.Containerizer;
import com.google.cloud.tools.jib.api.Jib;
import com.google.cloud.tools.jib.api.JibContainerBuilder;
import com.google.cloud.tools.jib.api.TarImage;
import com.google.cloud.tools.jib.api.buildplan.AbsoluteUnixPath;
import com.google.cloud.tools.jib.api.buildplan.FileEntriesLayer;
import com.google.cloud.tools.jib.api.buildplan.ImageFormat;
import com.google.cloud.tools.jib.api.buildplan.Port;

import dev.switchboard.deployfiles.Service;
import dev.switchboard.deployfiles.ServiceList;

/**
 * Builds {@code <module>.tar}, an OCI image tarball, for every service of {@code deploy/services.txt} from its module's
 * {@code src/main/docker/Dockerfile.jvm}, without a container daemon or a registry: the image is what the Dockerfile's runtime
 * stage declares (labels, user,
 * ports, environment, entry point, working directory), its application layers are the Dockerfile's {@code COPY}
 * layout of Quarkus' jar packaging (aot-jar), and its base is {@link RuntimeLayers}. On JDK 25+ each trained service's
 * image also carries the JDK's AOT cache, trained on the image's own runtime ({@link AotTraining}) and named in
 * {@code JDK_JAVA_OPTIONS}.
 * <p>
 * Arguments: repository root, output directory, project version, revision (empty: read from git). System properties:
 * {@code images.aot} (default true: train the caches), {@code images.aot.seconds} (per workload and era, default 10),
 * {@code images.aot.ports} (the training suite's port base, default 26000).
 */
public final class ImageTarballs {

    static final String DOCKERFILE = "src/main/docker/Dockerfile.jvm";
    static final String JAVA_OPTIONS = "JDK_JAVA_OPTIONS";
    /** Describes the Dockerfile's base; this image's base is made here, so the label would be false. */
    private static final String BASE_NAME_LABEL = "org.opencontainers.image.base.name";

    private ImageTarballs() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]).toAbsolutePath();
        Path output = Path.of(args[1]).toAbsolutePath();
        String version = args[2];
        String revision = args.length > 3 && !args[3].isBlank() ? args[3] : gitRevision(root);
        Files.createDirectories(output);
        Map<String, String> buildArgs = Map.of("VERSION", version, "REVISION", revision);

        List<Service> services = ServiceList.read(root).services();
        List<Path> modules = modules(root);
        RuntimeLayers runtime = null;
        Map<String, Path> caches = Map.of();
        for (Service service : services) {
            Path module = root.resolve(service.module());
            DockerfileStage stage = DockerfileStage.parse(module.resolve(DOCKERFILE), buildArgs);
            if (runtime == null) {
                runtime = RuntimeLayers.prepare(output.resolve("runtime"), stage.user());
                if (Boolean.parseBoolean(System.getProperty("images.aot", "true"))) {
                    caches = AotTraining.train(root, modules, runtime.jre(), output.resolve("aot"),
                            Integer.getInteger("images.aot.seconds", 10), Integer.getInteger("images.aot.ports", 26000));
                }
            }
            Path tarball = output.resolve(module.getFileName() + ".tar");
            build(module, stage, runtime, version, caches.get(module.getFileName().toString())).containerize(Containerizer
                    .to(TarImage.at(tarball).named(service.image() + ":" + version))
                    .setOfflineMode(true)
                    .setBaseImageLayersCache(output.resolve("cache"))
                    .setApplicationLayersCache(output.resolve("cache"))
                    .setToolName("switchboard-images"));
            System.out.printf("[images] %s (%d MB)%n", tarball, Files.size(tarball) >> 20);
        }
    }

    /** The module of every listed service (deploy-files' coverage test holds each to have its Dockerfile). */
    static List<Path> modules(Path root) {
        return ServiceList.read(root).modules().stream().map(root::resolve).toList();
    }

    /** @param aotCache the service's AOT cache trained on this runtime, or null: the image then starts without one */
    private static JibContainerBuilder build(Path module, DockerfileStage stage, RuntimeLayers runtime, String version,
            Path aotCache) throws IOException {
        Path app = module.resolve("target/quarkus-app");
        if (!Files.isRegularFile(app.resolve("quarkus-run.jar"))) {
            throw new IllegalStateException(app + "/quarkus-run.jar is missing: package " + module.getFileName() + " first");
        }
        AbsoluteUnixPath home = AbsoluteUnixPath.get(stage.workingDirectory());
        List<FileEntriesLayer> layers = new ArrayList<>(runtime.layers());
        // The Dockerfile's COPY order: dependencies, the launcher jar, the application, Quarkus' generated classes.
        layers.add(directoryLayer("dependencies", app.resolve("lib"), home.resolve("lib")));
        layers.add(FileEntriesLayer.builder().setName("launcher")
                .addEntry(app.resolve("quarkus-run.jar"), home.resolve("quarkus-run.jar")).build());
        layers.add(directoryLayer("application", app.resolve("app"), home.resolve("app")));
        layers.add(directoryLayer("quarkus", app.resolve("quarkus"), home.resolve("quarkus")));

        Map<String, String> environment = new HashMap<>(runtime.environment());
        environment.putAll(stage.environment());
        if (aotCache != null) {
            // Last: it changes with every build of the service. The java launcher reads JDK_JAVA_OPTIONS, so an
            // operator's own value replaces this one, cache option included.
            AbsoluteUnixPath cache = home.resolve(AotTraining.CACHE);
            layers.add(FileEntriesLayer.builder().setName("aot-cache").addEntry(aotCache, cache).build());
            environment.merge(JAVA_OPTIONS, "-XX:AOTCache=" + cache, (options, option) -> options + " " + option);
        }
        Map<String, String> labels = new LinkedHashMap<>(stage.labels());
        labels.remove(BASE_NAME_LABEL);
        return Jib.fromScratch()
                .setFormat(ImageFormat.OCI)
                .setFileEntriesLayers(layers)
                .setEnvironment(environment)
                .setLabels(labels)
                .setExposedPorts(stage.exposedPorts().stream().map(Port::tcp).collect(Collectors.toSet()))
                .setUser(stage.user())
                .setWorkingDirectory(home)
                .setEntrypoint(stage.entrypoint());
    }

    private static FileEntriesLayer directoryLayer(String name, Path source, AbsoluteUnixPath target) throws IOException {
        return FileEntriesLayer.builder().setName(name).addEntryRecursive(source, target).build();
    }

    private static String gitRevision(Path root) {
        try {
            Process git = new ProcessBuilder("git", "-C", root.toString(), "rev-parse", "HEAD").start();
            String head = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return git.waitFor() == 0 && !head.isEmpty() ? head : "unknown";
        } catch (IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }
}
