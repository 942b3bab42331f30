package dev.switchboard.contractcheck;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.internal.InternalTokens;

/**
 * The command line: which service, how to sign for it, and what to call. A value written {@code @FILE} is read from
 * that file (keys and tokens stay out of the shell's history).
 */
record CheckOptions(
        URI url,
        URI healthUrl,
        Optional<String> signingKey,
        Optional<String> publicKey,
        Optional<String> token,
        String issuer,
        String tenant,
        String subject,
        Duration timeout,
        Map<String, ObjectNode> arguments,
        Map<String, ObjectNode> promptArguments,
        Set<String> skippedTools,
        Era era) {

    /** Which protocol era's calls the checker makes: whether their context names an MCP session. */
    enum Era {
        /** Each call's {@code context.sessionId} names one MCP session, as the gateway's calls for session-era clients do. */
        SESSION,
        /** No session, as for 2026-07-28 (stateless) requests. */
        STATELESS
    }

    static final String USAGE = """
            Usage: java -jar contract-check.jar --url BASE_URL (--signing-key KEY --public-key KEY | --token JWT) [options]

              --url URL              the service's base URL, as it registers it (e.g. http://127.0.0.1:8081)
              --signing-key KEY      the gateway's internal signing key (PKCS#8 PEM or base64 DER, Ed25519, EC or RSA)
              --public-key KEY       its public half, as the service is configured with it (X.509 PEM or base64 DER)
              --token JWT            instead of the keys: an internal token for this service (fewer checks run)
              --health-url URL       where /q/health answers (the management port); default: --url
              --issuer ISSUER        the tokens' issuer; default: switchboard-gateway
              --tenant TENANT        the caller the calls name; default: contract-check
              --subject SUBJECT      default: contract-check
              --arguments TOOL=JSON  arguments for TOOL instead of generated ones (repeatable)
              --prompt-arguments PROMPT=JSON
                                     arguments for PROMPT (an object of strings) instead of made-up ones (repeatable)
              --skip-tool TOOL       do not call TOOL, e.g. one with side effects (repeatable)
              --era ERA              session (default): calls name an MCP session in context.sessionId, as the
                                     gateway's calls for session-era clients do; stateless: none (2026-07-28)
              --timeout SECONDS      per request but tool calls (the tool's timeoutMs, as the gateway); default: 10
            A value @FILE is read from FILE. Exit status: 0 no failure, 1 failures, 2 the check could not run.
            """;

    /** Thrown for a command line that cannot be used; the message says why. */
    static final class UsageException extends Exception {

        UsageException(String message) {
            super(message);
        }
    }

    static CheckOptions parse(String[] args) throws UsageException {
        Map<String, String> single = new HashMap<>();
        Map<String, ObjectNode> arguments = new HashMap<>();
        Map<String, ObjectNode> promptArguments = new HashMap<>();
        Set<String> skipped = new HashSet<>();
        ObjectMapper json = new ObjectMapper();
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--help") || option.equals("-h")) {
                throw new UsageException("");
            }
            if (i + 1 >= args.length) {
                throw new UsageException(option + " needs a value");
            }
            String value = read(args[++i]);
            switch (option) {
                case "--arguments" -> named(option, "TOOL", value, json, arguments);
                case "--prompt-arguments" -> {
                    ObjectNode given = named(option, "PROMPT", value, json, promptArguments);
                    for (JsonNode argument : given) {
                        if (!argument.isTextual()) {
                            throw new UsageException("--prompt-arguments: a prompt's arguments are strings: " + given);
                        }
                    }
                }
                case "--skip-tool" -> skipped.add(value);
                case "--url", "--health-url", "--signing-key", "--public-key", "--token", "--issuer", "--tenant",
                        "--subject", "--timeout", "--era" ->
                    single.put(option, value);
                default -> throw new UsageException("unknown option " + option);
            }
        }
        if (!single.containsKey("--url")) {
            throw new UsageException("--url is required");
        }
        boolean keys = single.containsKey("--signing-key") || single.containsKey("--public-key");
        if (keys && !(single.containsKey("--signing-key") && single.containsKey("--public-key"))) {
            throw new UsageException("--signing-key and --public-key go together");
        }
        if (keys == single.containsKey("--token")) {
            throw new UsageException("give either --signing-key with --public-key, or --token");
        }
        URI url = uri(single.get("--url"));
        Duration timeout;
        try {
            timeout = Duration.ofSeconds(Long.parseLong(single.getOrDefault("--timeout", "10")));
        } catch (NumberFormatException e) {
            throw new UsageException("--timeout takes whole seconds");
        }
        Era era = switch (single.getOrDefault("--era", "session")) {
            case "session" -> Era.SESSION;
            case "stateless" -> Era.STATELESS;
            default -> throw new UsageException("--era takes session or stateless, not " + single.get("--era"));
        };
        return new CheckOptions(url, single.containsKey("--health-url") ? uri(single.get("--health-url")) : url,
                Optional.ofNullable(single.get("--signing-key")), Optional.ofNullable(single.get("--public-key")),
                Optional.ofNullable(single.get("--token")),
                single.getOrDefault("--issuer", InternalTokens.DEFAULT_ISSUER),
                single.getOrDefault("--tenant", "contract-check"), single.getOrDefault("--subject", "contract-check"),
                timeout, Map.copyOf(arguments), Map.copyOf(promptArguments), Set.copyOf(skipped), era);
    }

    /** Reads {@code NAME=JSON} into {@code into}; the JSON object. */
    private static ObjectNode named(String option, String what, String value, ObjectMapper json,
            Map<String, ObjectNode> into) throws UsageException {
        int equals = value.indexOf('=');
        if (equals <= 0) {
            throw new UsageException(option + " takes " + what + "=JSON, not " + value);
        }
        ObjectNode object = object(option, json, value.substring(equals + 1));
        into.put(value.substring(0, equals), object);
        return object;
    }

    private static String read(String value) throws UsageException {
        if (!value.startsWith("@")) {
            return value;
        }
        try {
            return Files.readString(Path.of(value.substring(1))).strip();
        } catch (IOException e) {
            throw new UsageException("cannot read " + value.substring(1) + ": " + e.getMessage());
        }
    }

    private static URI uri(String text) throws UsageException {
        String trimmed = text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
        try {
            URI uri = URI.create(trimmed);
            if (uri.getScheme() == null || uri.getHost() == null) {
                throw new UsageException("not an http(s) URL: " + text);
            }
            return uri;
        } catch (IllegalArgumentException e) {
            throw new UsageException("not a URL: " + text);
        }
    }

    private static ObjectNode object(String option, ObjectMapper json, String text) throws UsageException {
        try {
            JsonNode node = json.readTree(text);
            if (node instanceof ObjectNode object) {
                return object;
            }
        } catch (JsonProcessingException e) {
            throw new UsageException(option + ": not JSON: " + e.getOriginalMessage());
        }
        throw new UsageException(option + ": the arguments must be a JSON object");
    }
}
