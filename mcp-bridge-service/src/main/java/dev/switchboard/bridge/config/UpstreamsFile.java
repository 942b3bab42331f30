package dev.switchboard.bridge.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.runtime.configuration.ConfigurationException;

/** {@code {"upstreams":[…]}}: the content of {@code BRIDGE_UPSTREAMS_FILE}. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record UpstreamsFile(List<UpstreamSpec> upstreams) {

    public UpstreamsFile {
        upstreams = upstreams == null ? List.of() : List.copyOf(upstreams);
        Set<String> names = new HashSet<>();
        for (UpstreamSpec upstream : upstreams) {
            if (!names.add(upstream.name())) {
                throw new IllegalArgumentException("two upstreams are named '" + upstream.name() + "'");
            }
        }
    }

    /**
     * Reads and checks the file. A mistake stops the service at start-up: a {@link ConfigurationException} without a
     * cause, whose message Quarkus prints alone, one line per problem naming the file and the field.
     */
    public static UpstreamsFile read(Path file, ObjectMapper json) {
        JsonNode root;
        try {
            root = json.readTree(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw refused(file, List.of("it does not exist; point BRIDGE_UPSTREAMS_FILE (bridge.upstreams-file) at "
                    + "an upstreams file, or leave it unset for run-time upstreams only"));
        } catch (JsonProcessingException e) {
            throw refused(file, List.of("it is not JSON (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage() + "); "
                    + UpstreamsFileShape.EXPECTED));
        } catch (IOException e) {
            throw refused(file, List.of("it cannot be read: " + e.getMessage()));
        }
        if (root == null || root.isMissingNode()) {
            throw refused(file, List.of("it is empty; " + UpstreamsFileShape.EXPECTED));
        }
        List<String> problems = UpstreamsFileShape.problems(root);
        if (!problems.isEmpty()) {
            throw refused(file, problems);
        }
        try {
            return json.treeToValue(root, UpstreamsFile.class);
        } catch (JsonProcessingException | RuntimeException e) {
            throw refused(file, List.of(where(e) + rootMessage(e)));
        }
    }

    private static ConfigurationException refused(Path file, List<String> problems) {
        return new ConfigurationException(problems.stream().map(problem -> "Cannot use the upstreams file " + file
                + ": " + problem).collect(Collectors.joining("\n")));
    }

    /** The upstream a binding failure is in ({@code upstreams[2]: }), when Jackson knows it. */
    private static String where(Exception e) {
        if (!(e instanceof JsonMappingException mapping)) {
            return "";
        }
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : mapping.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.isEmpty() ? "" : path + ": ";
    }

    private static String rootMessage(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage();
    }
}
