package dev.switchboard.bridge.pinning;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import dev.switchboard.bridge.config.BridgeConfig;

/**
 * Digests an operator accepted: {@code bridge.pinning.accepted-digests} plus the lines of
 * {@code bridge.pinning.accept-file} (re-read when it changes, so accepting needs no restart).
 */
@ApplicationScoped
public class AcceptedDigests {

    private static final Logger LOG = Logger.getLogger(AcceptedDigests.class);

    private final Set<String> configured;
    private final Optional<Path> file;
    private FileTime readAt;
    private Set<String> fromFile = Set.of();

    AcceptedDigests(BridgeConfig config) {
        this.configured = Set.copyOf(config.pinning().acceptedDigests().orElse(java.util.List.of()));
        this.file = config.pinning().acceptFile();
    }

    public synchronized boolean accepted(String digest) {
        return configured.contains(digest) || fileDigests().contains(digest);
    }

    private Set<String> fileDigests() {
        if (file.isEmpty()) {
            return Set.of();
        }
        Path path = file.get();
        try {
            if (!Files.exists(path)) {
                return Set.of();
            }
            FileTime modified = Files.getLastModifiedTime(path);
            if (!modified.equals(readAt)) {
                Set<String> digests = new HashSet<>();
                for (String line : Files.readAllLines(path)) {
                    String trimmed = line.strip();
                    if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                        digests.add(trimmed.split("\\s+")[0]);
                    }
                }
                fromFile = Set.copyOf(digests);
                readAt = modified;
            }
        } catch (IOException e) {
            LOG.warnf("Cannot read the accept file %s: %s", path, e.getMessage());
        }
        return fromFile;
    }
}
