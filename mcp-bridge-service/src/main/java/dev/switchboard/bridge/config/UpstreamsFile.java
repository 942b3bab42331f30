package dev.switchboard.bridge.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;

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

    /** Reads and checks the file; a mistake stops the service at start-up with a message naming it. */
    public static UpstreamsFile read(Path file, ObjectMapper json) {
        try {
            return json.readValue(Files.readAllBytes(file), UpstreamsFile.class);
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("Cannot use the upstreams file " + file + ": " + rootMessage(e), e);
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage();
    }
}
