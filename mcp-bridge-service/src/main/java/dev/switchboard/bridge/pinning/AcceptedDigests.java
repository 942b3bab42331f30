package dev.switchboard.bridge.pinning;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import dev.switchboard.bridge.config.BridgeConfig;
import io.quarkus.runtime.configuration.ConfigurationException;

/**
 * Definitions an operator accepted in the bridge's own configuration: {@code bridge.pinning.accepted-digests} plus the
 * lines of {@code bridge.pinning.accept-file} (re-read when it changes, so accepting needs no restart). Each entry is a
 * digest and the tool it is accepted for, {@code sha256:… <upstream>/<tool>}: pins are per upstream, so an acceptance
 * is too, and the same definition offered later by another upstream waits for a review of its own. A setting without
 * the tool stops the bridge at start-up; such a line of the file is ignored and logged, since the file is re-read while
 * the bridge runs.
 */
@ApplicationScoped
public class AcceptedDigests {

    private static final Logger LOG = Logger.getLogger(AcceptedDigests.class);

    private final Set<Entry> configured;
    private final Optional<Path> file;
    private final Set<String> reported = new HashSet<>();
    private FileTime readAt;
    private Set<Entry> fromFile = Set.of();

    /** A digest accepted for one tool of one upstream. */
    record Entry(String upstream, String tool, String digest) {

        /** {@code sha256:… <upstream>/<tool>} (anything after is a comment), or empty. */
        static Optional<Entry> parse(String text) {
            String[] words = text.strip().split("\\s+");
            int slash = words.length < 2 ? -1 : words[1].indexOf('/');
            if (!words[0].startsWith("sha256:") || slash <= 0 || slash == words[1].length() - 1) {
                return Optional.empty();
            }
            return Optional.of(new Entry(words[1].substring(0, slash), words[1].substring(slash + 1), words[0]));
        }
    }

    AcceptedDigests(BridgeConfig config) {
        Set<Entry> entries = new HashSet<>();
        List<String> refused = new ArrayList<>();
        for (String text : config.pinning().acceptedDigests().orElse(List.of())) {
            Entry.parse(text).ifPresentOrElse(entries::add, () -> refused.add(text));
        }
        if (!refused.isEmpty()) {
            throw new ConfigurationException("bridge.pinning.accepted-digests: each entry is a digest and the tool it "
                    + "is accepted for, 'sha256:… <upstream>/<tool>' as the audit line's howToAccept gives it; not "
                    + String.join(", ", refused.stream().map(text -> "'" + text + "'").toList()));
        }
        this.configured = Set.copyOf(entries);
        this.file = config.pinning().acceptFile();
    }

    /** Whether {@code digest} is accepted for {@code tool} of {@code upstream}. */
    public synchronized boolean accepted(String upstream, String tool, String digest) {
        Entry entry = new Entry(upstream, tool, digest);
        return configured.contains(entry) || fileEntries().contains(entry);
    }

    private Set<Entry> fileEntries() {
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
                Set<Entry> entries = new HashSet<>();
                List<String> lines = Files.readAllLines(path);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).strip();
                    if (line.isEmpty() || line.startsWith("#")) {
                        continue;
                    }
                    Optional<Entry> entry = Entry.parse(line);
                    if (entry.isPresent()) {
                        entries.add(entry.get());
                    } else if (reported.add(line)) {
                        LOG.warnf("Accept file %s, line %d ignored: a line is a digest and the tool it is accepted "
                                + "for, 'sha256:… <upstream>/<tool>' as the audit line's howToAccept gives it; not '%s'",
                                path, i + 1, line);
                    }
                }
                fromFile = Set.copyOf(entries);
                readAt = modified;
            }
        } catch (IOException e) {
            LOG.warnf("Cannot read the accept file %s: %s", path, e.getMessage());
        }
        return fromFile;
    }
}
