package dev.switchboard.images;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

import com.google.cloud.tools.jib.api.buildplan.AbsoluteUnixPath;
import com.google.cloud.tools.jib.api.buildplan.FileEntriesLayer;
import com.google.cloud.tools.jib.api.buildplan.FileEntry;
import com.google.cloud.tools.jib.api.buildplan.FilePermissions;

/**
 * The base every image shares, made on this machine instead of pulled from a registry: a Java runtime linked by
 * {@code jlink} from the build JDK, the C library it needs (copied from the build host, found with {@code ldd}) and
 * the few files a non-root process expects ({@code /etc/passwd}, {@code /tmp}). What {@code eclipse-temurin:*-jre}
 * gives the Dockerfile build, without a shell or a package manager.
 */
final class RuntimeLayers {

    static final String JAVA_HOME = "/opt/java/openjdk";
    /**
     * A JRE's worth of modules: Java SE plus the jdk.* ones a server uses (JFR, DNS, locales, zip file system), and
     * the Vector API the memory service scans with.
     */
    private static final String MODULES = "java.se,jdk.unsupported,jdk.management,jdk.jfr,jdk.crypto.cryptoki,"
            + "jdk.naming.dns,jdk.net,jdk.zipfs,jdk.localedata,jdk.incubator.vector";

    private final Path directory;

    private RuntimeLayers(Path directory) {
        this.directory = directory;
    }

    /** Links the runtime into {@code directory} (recreated) and writes the system files. */
    static RuntimeLayers prepare(Path directory, String user) throws IOException {
        deleteRecursively(directory);
        Files.createDirectories(directory.resolve("etc"));
        Files.createDirectories(directory.resolve("tmp"));
        ToolProvider jlink = ToolProvider.findFirst("jlink")
                .orElseThrow(() -> new IllegalStateException("jlink not found: build the images with a JDK"));
        int status = jlink.run(System.out, System.err, "--add-modules", MODULES, "--strip-debug", "--no-header-files",
                "--no-man-pages", "--output", directory.resolve("jre").toString());
        if (status != 0) {
            throw new IllegalStateException("jlink failed with status " + status);
        }
        String[] ids = user.split(":");
        Files.writeString(directory.resolve("etc/passwd"), "root:x:0:0:root:/root:/sbin/nologin\n"
                + "switchboard:x:" + ids[0] + ":" + ids[ids.length - 1] + ":switchboard:/deployments:/sbin/nologin\n");
        Files.writeString(directory.resolve("etc/group"), "root:x:0:\nswitchboard:x:" + ids[ids.length - 1] + ":\n");
        return new RuntimeLayers(directory);
    }

    /** The linked runtime on this machine, which the images' {@value #JAVA_HOME} holds. */
    Path jre() {
        return directory.resolve("jre");
    }

    /** Environment the base image would set. */
    Map<String, String> environment() {
        return Map.of("JAVA_HOME", JAVA_HOME, "PATH", JAVA_HOME + "/bin:/usr/bin:/bin", "LANG", "C.UTF-8");
    }

    List<FileEntriesLayer> layers() throws IOException {
        FileEntriesLayer system = FileEntriesLayer.builder().setName("system")
                .addEntry(directory.resolve("etc/passwd"), AbsoluteUnixPath.get("/etc/passwd"))
                .addEntry(directory.resolve("etc/group"), AbsoluteUnixPath.get("/etc/group"))
                .addEntry(new FileEntry(directory.resolve("tmp"), AbsoluteUnixPath.get("/tmp"),
                        FilePermissions.fromOctalString("777"), Instant.EPOCH))
                .build();
        FileEntriesLayer.Builder libc = FileEntriesLayer.builder().setName("libc");
        for (String library : sharedLibraries()) {
            libc.addEntry(new FileEntry(Path.of(library).toRealPath(), AbsoluteUnixPath.get(library),
                    FilePermissions.fromOctalString("755"), Instant.EPOCH));
        }
        FileEntriesLayer jre = FileEntriesLayer.builder().setName("jre")
                .addEntryRecursive(directory.resolve("jre"), AbsoluteUnixPath.get(JAVA_HOME),
                        (source, target) -> FilePermissions.fromPosixFilePermissions(posix(source)))
                .build();
        return List.of(system, libc.build(), jre);
    }

    /** The host libraries the runtime's executables and libraries load, as the dynamic loader resolves them. */
    private List<String> sharedLibraries() throws IOException {
        Path jre = directory.resolve("jre");
        List<String> binaries = new ArrayList<>();
        binaries.add(jre.resolve("bin/java").toString());
        try (Stream<Path> files = Files.walk(jre.resolve("lib"))) {
            files.filter(file -> file.toString().endsWith(".so")).forEach(file -> binaries.add(file.toString()));
        }
        List<String> command = new ArrayList<>(List.of("ldd"));
        command.addAll(binaries);
        Process ldd = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(ldd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        TreeSet<String> libraries = new TreeSet<>();
        for (String line : output.lines().map(String::strip).toList()) {
            String path = line.contains("=>") ? line.substring(line.indexOf("=>") + 2).strip() : line;
            path = path.replaceAll("\\s*\\(0x[0-9a-f]+\\)$", "");
            if (path.startsWith("/") && !path.startsWith(jre.toString()) && Files.exists(Path.of(path))) {
                libraries.add(path);
            }
        }
        if (libraries.stream().noneMatch(library -> library.contains("libc.so"))) {
            throw new IllegalStateException("ldd found no C library for the runtime (a glibc Linux host is needed):\n"
                    + output);
        }
        return List.copyOf(libraries);
    }

    private static Set<PosixFilePermission> posix(Path source) {
        try {
            return Files.getPosixFilePermissions(source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void deleteRecursively(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
