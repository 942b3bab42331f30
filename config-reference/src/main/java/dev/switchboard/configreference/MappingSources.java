package dev.switchboard.configreference;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Every {@code @ConfigMapping} interface of the repository, read from the working tree: the main sources that
 * annotate a type with it are handed to the JDK's compiler with {@link MappingReader} as annotation processor (no
 * class files written; the modules' sources on the source path, this JVM's class path for the libraries they name).
 */
public final class MappingSources {

    private static final String MAIN = "src/main/java";
    private static final Set<String> SKIPPED = Set.of(".git", "target", "node_modules", ".run", ".mvn");
    private static final Pattern ANNOTATED = Pattern.compile("(?m)^\\s*@(io\\.smallrye\\.config\\.)?ConfigMapping\\b");
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    private MappingSources() {
    }

    /** The mappings, in the order of their modules in the root pom.xml, then by name. */
    public static List<Mapping> read(Path root) {
        List<Path> sources = annotatedSources(root);
        if (sources.isEmpty()) {
            throw new IllegalStateException("no @ConfigMapping interface under " + root);
        }
        List<String> modules = modules(root);
        return readFiles(root, sources).stream()
                .map(mapping -> mapping.inModule(moduleOf(root, sources, mapping.type())))
                .map(mapping -> ModuleDefaults.apply(root, mapping))
                .sorted(Comparator.comparingInt((Mapping m) -> position(modules, m.module()))
                        .thenComparing(Mapping::prefix).thenComparing(Mapping::type))
                .toList();
    }

    /** The mappings of {@code sources} as written (no module, no module defaults), in the compiler's order. */
    static List<Mapping> readFiles(Path root, List<Path> sources) {
        MappingReader reader = new MappingReader();
        compile(root, sources, List.of("-proc:only"), reader, null);
        return reader.mappings();
    }

    /** The main source files that use {@code @ConfigMapping}. */
    public static List<Path> annotatedSources(Path root) {
        try (Stream<Path> files = walk(root)) {
            return files.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> root.relativize(file).toString().contains("/" + MAIN + "/"))
                    .filter(file -> ANNOTATED.matcher(text(file)).find()).sorted().toList();
        }
    }

    /**
     * Compiles {@code sources} with the modules' main sources on the source path and this JVM's class path.
     *
     * @param output where class files go, or null with {@code -proc:only}
     * @throws IllegalStateException naming every error the compiler reported
     */
    static void compile(Path root, List<Path> sources, List<String> options, MappingReader reader, Path output) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("no Java compiler in " + System.getProperty("java.home") + ": run on a JDK");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            List<String> arguments = new ArrayList<>(options);
            arguments.addAll(List.of("-sourcepath", sourceRoots(root), "-classpath",
                    System.getProperty("java.class.path"), "-implicit:none", "-Xlint:none", "-encoding", "UTF-8"));
            if (output != null) {
                arguments.addAll(List.of("-d", output.toString()));
            }
            JavaCompiler.CompilationTask task = compiler.getTask(Writer.nullWriter(), files, diagnostics, arguments,
                    null, files.getJavaFileObjectsFromPaths(sources));
            if (reader != null) {
                task.setProcessors(List.of(reader));
            }
            boolean compiled = task.call();
            List<String> errors = diagnostics.getDiagnostics().stream()
                    .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR)
                    .map(diagnostic -> diagnostic.getSource() == null ? diagnostic.getMessage(Locale.ROOT)
                            : diagnostic.getSource().getName() + ":" + diagnostic.getLineNumber() + ": "
                                    + diagnostic.getMessage(Locale.ROOT))
                    .toList();
            if (!compiled || !errors.isEmpty()) {
                throw new IllegalStateException("the compiler could not read the mappings:\n" + String.join("\n",
                        errors));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String sourceRoots(Path root) {
        try (Stream<Path> directories = walk(root)) {
            return directories.filter(Files::isDirectory)
                    .filter(directory -> directory.endsWith(Path.of("src", "main", "java"))).map(Path::toString)
                    .sorted().collect(Collectors.joining(File.pathSeparator));
        }
    }

    /** The module of a mapping: the directory above the {@code src/main/java} its source is in. */
    private static String moduleOf(Path root, List<Path> sources, String type) {
        // A nested interface is in the file of its outermost type: drop names from the end until a file matches.
        for (String outer = type; outer.contains("."); outer = outer.substring(0, outer.lastIndexOf('.'))) {
            String file = "/" + MAIN + "/" + outer.replace('.', '/') + ".java";
            for (Path source : sources) {
                String relative = root.relativize(source).toString().replace('\\', '/');
                if (relative.endsWith(file)) {
                    return relative.substring(0, relative.indexOf("/" + MAIN));
                }
            }
        }
        throw new IllegalStateException(type + " is in none of " + sources);
    }

    private static List<String> modules(Path root) {
        List<String> modules = new ArrayList<>();
        Matcher module = MODULE.matcher(text(root.resolve("pom.xml")));
        while (module.find()) {
            modules.add(module.group(1));
        }
        return modules;
    }

    private static int position(List<String> modules, String module) {
        int position = modules.indexOf(module);
        return position < 0 ? Integer.MAX_VALUE : position;
    }

    /** Every file and directory under {@code root}, without build output, dependencies and local state. */
    private static Stream<Path> walk(Path root) {
        List<Path> paths = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path directory, BasicFileAttributes attributes) {
                    if (!directory.equals(root) && SKIPPED.contains(directory.getFileName().toString())) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    paths.add(directory);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    paths.add(file);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return paths.stream();
    }

    static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
