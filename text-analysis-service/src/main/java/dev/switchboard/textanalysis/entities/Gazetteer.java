package dev.switchboard.textanalysis.entities;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.switchboard.textanalysis.text.Whitespace;

/**
 * The curated list of technologies ({@code entities/technologies.txt}, a versioned data file written for this
 * service): canonical names with categories and aliases, matched case-insensitively on token boundaries unless an
 * alias is marked {@code =} for exact case. A malformed file or an alias claimed by two technologies fails loading.
 * Thread-safe once built.
 */
public final class Gazetteer {

    static final String RESOURCE = "/entities/technologies.txt";
    private static final Pattern VERSION = Pattern.compile("^#\\s*version:\\s*(\\S+)");

    private final String version;
    private final List<Technology> technologies;
    private final AliasTrie anyCase;
    private final AliasTrie exactCase;

    private Gazetteer(String version, List<Technology> technologies, AliasTrie anyCase, AliasTrie exactCase) {
        this.version = version;
        this.technologies = List.copyOf(technologies);
        this.anyCase = anyCase;
        this.exactCase = exactCase;
    }

    public static Gazetteer load() {
        try (InputStream in = Gazetteer.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Gazetteer parse(List<String> lines) {
        String version = null;
        List<Technology> technologies = new ArrayList<>();
        AliasTrie anyCase = new AliasTrie(true);
        AliasTrie exactCase = new AliasTrie(false);
        for (int number = 1; number <= lines.size(); number++) {
            String line = lines.get(number - 1).strip();
            Matcher versionLine = VERSION.matcher(line);
            if (versionLine.find()) {
                version = versionLine.group(1);
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] columns = line.split(";", -1);
            if (columns.length != 3 || columns[0].isBlank() || columns[1].isBlank()) {
                throw new IllegalStateException(RESOURCE + " line " + number + ": expected 'name ; category ; aliases'");
            }
            String name = columns[0].strip();
            int id = technologies.size();
            technologies.add(new Technology(name.startsWith("=") ? name.substring(1) : name, columns[1].strip()));
            register(name, id, anyCase, exactCase, technologies, number);
            for (String alias : columns[2].split("\\|")) {
                if (!alias.isBlank()) {
                    register(alias.strip(), id, anyCase, exactCase, technologies, number);
                }
            }
        }
        if (version == null) {
            throw new IllegalStateException(RESOURCE + " has no '# version:' line");
        }
        return new Gazetteer(version, technologies, anyCase, exactCase);
    }

    private static void register(String alias, int id, AliasTrie anyCase, AliasTrie exactCase,
            List<Technology> technologies, int line) {
        boolean exact = alias.startsWith("=");
        String body = exact ? alias.substring(1) : alias;
        String key = Whitespace.collapse(body, 0, body.length());
        int previous = (exact ? exactCase : anyCase).put(key, id);
        if (previous >= 0 && previous != id) {
            throw new IllegalStateException(RESOURCE + " line " + line + ": alias '" + key + "' already names "
                    + technologies.get(previous).name());
        }
    }

    public String version() {
        return version;
    }

    public int size() {
        return technologies.size();
    }

    /** Every mention in {@code text}, left to right, longest alias first, never overlapping. */
    public List<TechnologyMatch> find(CharSequence text) {
        List<TechnologyMatch> matches = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || !TokenBoundary.isBoundary(text, i)) {
                i++;
                continue;
            }
            long exact = exactCase.longestMatch(text, i);
            long any = anyCase.longestMatch(text, i);
            long best = (int) any > (int) exact ? any : exact;
            if (best < 0) {
                i++;
                continue;
            }
            int end = (int) best;
            matches.add(new TechnologyMatch(technologies.get((int) (best >>> 32)), i, end));
            i = end;
        }
        return matches;
    }
}
