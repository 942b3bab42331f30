package dev.switchboard.images;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * What the runtime (last) stage of a service's {@code Dockerfile.jvm} declares: the one place where a service's
 * image is described, read by the daemonless build so both recipes produce the same image.
 */
public record DockerfileStage(String baseImage, Map<String, String> labels, Map<String, String> environment,
        List<Integer> exposedPorts, String user, String workingDirectory, List<String> entrypoint) {

    private static final Pattern VARIABLE = Pattern.compile("\\$\\{(\\w+)}|\\$(\\w+)");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Parses {@code dockerfile}; {@code buildArgs} play the part of {@code --build-arg}. */
    public static DockerfileStage parse(Path dockerfile, Map<String, String> buildArgs) {
        Builder stage = null;
        for (String line : logicalLines(dockerfile)) {
            String[] parts = line.split("\\s+", 2);
            String instruction = parts[0].toUpperCase();
            String rest = parts.length > 1 ? parts[1].trim() : "";
            if (instruction.equals("FROM")) {
                stage = new Builder(rest.split("\\s+")[0]);
                continue;
            }
            if (stage == null) {
                continue;
            }
            Builder current = stage;
            switch (instruction) {
                case "ARG" -> {
                    String[] arg = rest.split("=", 2);
                    current.args.put(arg[0], buildArgs.getOrDefault(arg[0], arg.length > 1 ? unquote(arg[1]) : ""));
                }
                case "LABEL" -> keyValues(rest).forEach((k, v) -> current.labels.put(k, current.expand(v)));
                case "ENV" -> keyValues(rest).forEach((k, v) -> current.environment.put(k, current.expand(v)));
                case "EXPOSE" -> {
                    for (String port : rest.split("\\s+")) {
                        current.exposedPorts.add(Integer.parseInt(port.replace("/tcp", "")));
                    }
                }
                case "USER" -> current.user = rest;
                case "WORKDIR" -> current.workingDirectory = rest;
                case "ENTRYPOINT" -> current.entrypoint = jsonArray(rest);
                default -> {
                    // RUN, COPY, HEALTHCHECK: the daemonless build has its own means (see ImageTarballs)
                }
            }
        }
        if (stage == null) {
            throw new IllegalArgumentException(dockerfile + " has no FROM");
        }
        return new DockerfileStage(stage.baseImage, Map.copyOf(stage.labels), Map.copyOf(stage.environment),
                List.copyOf(stage.exposedPorts), stage.user, stage.workingDirectory, stage.entrypoint);
    }

    private static List<String> logicalLines(Path dockerfile) {
        List<String> lines = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        try {
            for (String raw : Files.readAllLines(dockerfile)) {
                String line = raw.strip();
                if (line.startsWith("#") || (line.isEmpty() && current.isEmpty())) {
                    continue;
                }
                if (line.endsWith("\\")) {
                    current.append(line, 0, line.length() - 1).append(' ');
                    continue;
                }
                lines.add(current.append(line).toString().strip());
                current.setLength(0);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }

    /** {@code key="value" other=bare} pairs, as LABEL and ENV write them. */
    static Map<String, String> keyValues(String text) {
        Map<String, String> pairs = new LinkedHashMap<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int equals = text.indexOf('=', i);
            if (equals < 0) {
                break;
            }
            String key = text.substring(i, equals);
            StringBuilder value = new StringBuilder();
            i = equals + 1;
            if (i < text.length() && text.charAt(i) == '"') {
                for (i++; i < text.length() && text.charAt(i) != '"'; i++) {
                    if (text.charAt(i) == '\\' && i + 1 < text.length()) {
                        i++;
                    }
                    value.append(text.charAt(i));
                }
                i++;
            } else {
                for (; i < text.length() && !Character.isWhitespace(text.charAt(i)); i++) {
                    value.append(text.charAt(i));
                }
            }
            pairs.put(key, value.toString());
        }
        return pairs;
    }

    private static String unquote(String value) {
        return value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"") ? value.substring(1, value.length() - 1)
                : value;
    }

    private static List<String> jsonArray(String text) {
        try {
            return List.copyOf(JSON.readValue(text, new TypeReference<List<String>>() {
            }));
        } catch (IOException e) {
            throw new IllegalArgumentException("ENTRYPOINT must be the exec (JSON array) form: " + text, e);
        }
    }

    private static final class Builder {
        final String baseImage;
        final Map<String, String> args = new HashMap<>();
        final Map<String, String> labels = new LinkedHashMap<>();
        final Map<String, String> environment = new LinkedHashMap<>();
        final List<Integer> exposedPorts = new ArrayList<>();
        String user = "root";
        String workingDirectory = "/";
        List<String> entrypoint = List.of();

        Builder(String baseImage) {
            this.baseImage = baseImage;
        }

        String expand(String value) {
            Matcher matcher = VARIABLE.matcher(value);
            StringBuilder expanded = new StringBuilder();
            while (matcher.find()) {
                String name = matcher.group(1) != null ? matcher.group(1) : matcher.group(2);
                matcher.appendReplacement(expanded, Matcher.quoteReplacement(args.getOrDefault(name, "")));
            }
            return matcher.appendTail(expanded).toString();
        }
    }
}
