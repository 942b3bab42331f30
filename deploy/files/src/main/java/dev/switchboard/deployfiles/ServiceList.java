package dev.switchboard.deployfiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * deploy/services.txt read: the suite's services in the file's order. A line that does not parse, or a name, module
 * or port used twice, is an error naming its line.
 */
public record ServiceList(List<Service> services) {

    /** Where the list lives, from the repository root. */
    public static final String FILE = "deploy/services.txt";
    private static final int COLUMNS = 11;

    public ServiceList {
        services = List.copyOf(services);
    }

    public static ServiceList read(Path root) {
        try {
            return parse(Files.readAllLines(root.resolve(FILE)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ServiceList parse(List<String> lines) {
        List<Service> services = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).replaceFirst("#.*", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            try {
                services.add(service(line.split("\\s+")));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(FILE + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        unique(services, Service::name, "name");
        unique(services, Service::module, "module");
        unique(services, Service::artifact, "module name (the module's directory without its parents)");
        unique(services, service -> Integer.toString(service.port()), "port");
        unique(services, service -> Integer.toString(service.managementPort()), "management port");
        if (services.stream().filter(Service::isGateway).count() != 1) {
            throw new IllegalArgumentException(FILE + " must list exactly one service of kind gateway");
        }
        if (services.stream().filter(Service::isConsole).count() > 1) {
            throw new IllegalArgumentException(FILE + " lists more than one service of kind console");
        }
        return new ServiceList(services);
    }

    private static Service service(String[] columns) {
        if (columns.length != COLUMNS) {
            throw new IllegalArgumentException(columns.length + " columns, expected " + COLUMNS + ": "
                    + String.join(" ", columns));
        }
        String name = columns[0];
        String module = columns[1];
        if (!name.matches("[a-z][a-z0-9-]*") || !module.matches("([a-z][a-z0-9-]*/)*[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("name and module are lower case words joined by '-' (a module may be in "
                    + "a directory, e.g. examples/hello-java): " + name + ", " + module);
        }
        String[] kind = columns[9].split(":", 2);
        String[] variable = kind.length == 2 ? kind[1].split("=", 2) : new String[0];
        Optional<String> startsWith = variable.length > 0 ? Optional.of(variable[0]) : Optional.empty();
        Optional<String> file = variable.length == 2 ? Optional.of(variable[1]) : Optional.empty();
        Kind parsedKind = Kind.from(kind[0]);
        if (startsWith.isPresent() && (parsedKind != Kind.TOOL || !startsWith.get().matches("[A-Z][A-Z0-9_]*"))) {
            throw new IllegalArgumentException("kind " + columns[9] + ": only a tool names a variable, tool:VARIABLE");
        }
        if (file.isPresent() && !file.get().matches("[a-z0-9][a-z0-9._-]*")) {
            throw new IllegalArgumentException("kind " + columns[9] + ": the file is a plain file name, "
                    + "tool:VARIABLE=file.json");
        }
        boolean handWritten = parsedKind == Kind.GATEWAY || parsedKind == Kind.CONSOLE;
        String[] memory = handWritten ? new String[] { null, null } : columns[6].split("/", -1);
        String[] replicas = handWritten ? new String[] { "0", "0" } : columns[7].split("-", -1);
        if (memory.length != 2 || replicas.length > 2) {
            throw new IllegalArgumentException("memory is request/limit and replicas min-max (or one number): "
                    + columns[6] + ", " + columns[7]);
        }
        List<Secret> secrets = columns[10].equals("-") ? List.of()
                : Arrays.stream(columns[10].split(",")).map(Secret::parse).toList();
        return new Service(name, module, number(columns[2], "port"), number(columns[3], "management"), columns[4],
                handWritten ? null : columns[5], memory[0], memory[1], number(replicas[0], "replicas"),
                number(replicas[replicas.length - 1], "replicas"), yes(columns[8], handWritten), parsedKind,
                startsWith, file, secrets);
    }

    private static int number(String column, String what) {
        try {
            return Integer.parseInt(column);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " " + column + " is not a number");
        }
    }

    private static boolean yes(String column, boolean handWritten) {
        return switch (column) {
            case "yes" -> true;
            case "no" -> false;
            case "-" -> {
                if (!handWritten) {
                    throw new IllegalArgumentException("egress is yes or no");
                }
                yield false;
            }
            default -> throw new IllegalArgumentException("egress " + column + " is neither yes nor no");
        };
    }

    private static void unique(List<Service> services, Function<Service, String> key, String what) {
        Set<String> seen = new HashSet<>();
        for (Service service : services) {
            if (!seen.add(key.apply(service))) {
                throw new IllegalArgumentException(FILE + ": " + what + " " + key.apply(service) + " is used twice");
            }
        }
    }

    /** The modules' directories from the repository root. */
    public List<String> modules() {
        return services.stream().map(Service::module).toList();
    }

    /** The modules' own names (their artifactIds): what images, Kubernetes objects and the builds name. */
    public List<String> artifacts() {
        return services.stream().map(Service::artifact).toList();
    }

    public Service gateway() {
        return services.stream().filter(Service::isGateway).findFirst().orElseThrow();
    }

    /** The tool services deployed everywhere. */
    public List<Service> tools() {
        return services.stream().filter(Service::isTool).toList();
    }

    public List<Service> fixtures() {
        return services.stream().filter(Service::isFixture).toList();
    }

    /** Tool services and fixtures: every service whose compose and Kubernetes objects are generated. */
    public List<Service> generated() {
        return services.stream().filter(service -> !service.isHandWritten()).toList();
    }

    /** The admin console, when the list has one. */
    public Optional<Service> console() {
        return services.stream().filter(Service::isConsole).findFirst();
    }

    /** Every service that keeps state in Redis: all but the console. */
    public List<Service> redisClients() {
        return services.stream().filter(Service::usesRedis).toList();
    }

    /** What production runs: the gateway, the console and the tool services. */
    public List<Service> production() {
        return services.stream().filter(service -> !service.isFixture()).toList();
    }
}
