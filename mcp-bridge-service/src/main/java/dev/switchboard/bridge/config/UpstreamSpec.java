package dev.switchboard.bridge.config;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * One upstream MCP server of {@code BRIDGE_UPSTREAMS_FILE}. {@code stdio}: {@code command}, {@code args}, {@code env},
 * {@code cwd}. {@code http}/{@code sse}: {@code url}, static {@code headers} and/or {@code clientCredentials}, and
 * {@code tokenExchange} or {@code userOAuth} when calls must carry each caller's own token (the others then serve the
 * catalogue; without them, a {@code userOAuth} upstream's catalogue is read through its users' sessions). Names
 * exposed are {@code <prefix><separator><name>} (prefix defaults to the upstream's name). Timeouts in milliseconds.
 * {@code tenants}, when given, are the only tenants that see and use its tools and prompts.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record UpstreamSpec(
        String name,
        Transport transport,
        String command,
        List<String> args,
        Map<String, String> env,
        String cwd,
        String url,
        Map<String, String> headers,
        ClientCredentials clientCredentials,
        TokenExchange tokenExchange,
        UserOAuth userOAuth,
        String prefix,
        String separator,
        Long connectTimeoutMs,
        Long callTimeoutMs,
        Exposure tools,
        Exposure prompts,
        Exposure resources,
        List<RootSpec> roots,
        List<String> tenants) {

    /** Lower-case letters, digits and dashes: the name appears in tool names, resource URIs and log lines. */
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,31}");

    public UpstreamSpec {
        Objects.requireNonNull(name, "upstream name");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(
                    "upstream name '" + name + "' must be 1-32 lower-case letters, digits or dashes");
        }
        Objects.requireNonNull(transport, "upstream '" + name + "': transport");
        if (transport == Transport.STDIO && (command == null || command.isBlank())) {
            throw new IllegalArgumentException("upstream '" + name + "': stdio needs a command");
        }
        if (transport != Transport.STDIO && (url == null || url.isBlank())) {
            throw new IllegalArgumentException("upstream '" + name + "': " + transport.wireName() + " needs a url");
        }
        if (tokenExchange != null) {
            if (transport == Transport.STDIO) {
                throw new IllegalArgumentException("upstream '" + name + "': tokenExchange needs an http or sse "
                        + "upstream; a stdio process has no per-call credential");
            }
            List<String> problems = tokenExchange.problems();
            if (!problems.isEmpty()) {
                throw new IllegalArgumentException("upstream '" + name + "': " + String.join("; ", problems));
            }
        }
        if (userOAuth != null) {
            if (transport == Transport.STDIO) {
                throw new IllegalArgumentException("upstream '" + name + "': userOAuth needs an http or sse "
                        + "upstream; a stdio process has no per-call credential");
            }
            if (tokenExchange != null) {
                throw new IllegalArgumentException("upstream '" + name + "': give tokenExchange or userOAuth, not "
                        + "both: a call carries one token for its caller");
            }
            List<String> problems = userOAuth.problems();
            if (!problems.isEmpty()) {
                throw new IllegalArgumentException("upstream '" + name + "': " + String.join("; ", problems));
            }
        }
        args = args == null ? List.of() : List.copyOf(args);
        env = env == null ? Map.of() : Map.copyOf(env);
        headers = headers == null ? Map.of() : Map.copyOf(headers);
        prefix = prefix == null ? name : prefix;
        tools = tools == null ? Exposure.EVERYTHING : tools;
        prompts = prompts == null ? Exposure.EVERYTHING : prompts;
        resources = resources == null ? Exposure.EVERYTHING : resources;
        roots = roots == null ? List.of() : List.copyOf(roots);
        if (tenants != null && (tenants.isEmpty() || tenants.stream().anyMatch(t -> t == null || t.isBlank()))) {
            throw new IllegalArgumentException("upstream '" + name + "': tenants lists the tenants that see it, at "
                    + "least one, none blank; leave it out for every tenant");
        }
        tenants = tenants == null ? null : List.copyOf(tenants);
    }

    /** Whether calls go over a session of their caller's own, with a token of that caller's (exchanged or linked). */
    public boolean actsForCallers() {
        return tokenExchange != null || userOAuth != null;
    }

    /**
     * Whether the catalogue is read through users' own sessions: an upstream with {@code userOAuth} that gives the
     * bridge no credential of its own ({@code clientCredentials} or {@code headers}), as most OAuth-protected MCP
     * servers, which take only their users' tokens.
     */
    public boolean listsThroughUsers() {
        return userOAuth != null && clientCredentials == null && headers.isEmpty();
    }

    public Duration connectTimeout() {
        return Duration.ofMillis(connectTimeoutMs == null || connectTimeoutMs <= 0 ? 30_000 : connectTimeoutMs);
    }

    /** How long one call may wait for the upstream (time spent waiting for the client's answers not counted). */
    public Duration callTimeout() {
        return Duration.ofMillis(callTimeoutMs == null || callTimeoutMs <= 0 ? 60_000 : callTimeoutMs);
    }

    /** Where the upstream is, for log lines and readiness (never the headers or secrets). */
    public String address() {
        return transport == Transport.STDIO ? command + (args.isEmpty() ? "" : " " + String.join(" ", args)) : url;
    }
}
