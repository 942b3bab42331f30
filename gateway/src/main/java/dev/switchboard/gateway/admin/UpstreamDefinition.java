package dev.switchboard.gateway.admin;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import dev.switchboard.gateway.tenant.Glob;
import dev.switchboard.gateway.tenant.TenantRecord;

/**
 * An upstream MCP server as operators give it to {@code PUT /admin/v1/upstreams/{name}}: the fields of
 * mcp-bridge-service's upstreams file for {@code http} and {@code sse} upstreams, plus the bridge service that
 * connects to it. Every header value and the client secrets are secrets: stored sealed, shown redacted.
 * {@code updatedAt} and {@code updatedBy}, which a read shows, are ignored when written back.
 *
 * @param service the registry name of the bridge that connects to it; default the shared bridge, {@code mcp-bridge}
 * @param tenants the only tenants that see and call its tools and prompts (it then offers no resources); default every
 *        tenant
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(value = { "updatedAt", "updatedBy" }, ignoreUnknown = false)
public record UpstreamDefinition(String name, String service, String transport, String url,
        Map<String, String> headers, ClientCredentials clientCredentials, TokenExchange tokenExchange,
        UserOAuth userOAuth, String prefix, String separator,
        Long connectTimeoutMs, Long callTimeoutMs, Exposure tools, Exposure prompts, Exposure resources,
        List<Root> roots, List<String> tenants) {

    public static final String SHARED_BRIDGE = "mcp-bridge";
    /** As the bridge requires: the name appears in tool names, resource URIs and log lines. */
    public static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,31}");
    private static final Pattern SERVICE = Pattern.compile("[a-z0-9][a-z0-9-]{0,62}");
    private static final Pattern PREFIX = Pattern.compile("[A-Za-z0-9_.-]{1,32}");
    private static final Pattern SEPARATOR = Pattern.compile("[A-Za-z0-9_.-]{0,3}");
    /** RFC 9110 token characters. */
    private static final Pattern HEADER_NAME = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
    /** Headers the bridge's transport sets itself: a configured one would fight it. */
    private static final Set<String> TRANSPORT_HEADERS = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
    private static final long MAX_TIMEOUT_MS = 3_600_000;

    static {
        TRANSPORT_HEADERS.addAll(List.of("Accept", "Connection", "Content-Length", "Content-Type", "Host",
                "Last-Event-ID", "Mcp-Protocol-Version", "Mcp-Session-Id", "Transfer-Encoding"));
    }

    /** OAuth 2.0 client-credentials grant: the bridge fetches a token at {@code tokenUrl} and sends it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = false)
    public record ClientCredentials(String tokenUrl, String clientId, String clientSecret, String scope,
            String audience) {
    }

    /**
     * OAuth 2.0 token exchange (RFC 8693): per call, the bridge exchanges the caller's internal token at
     * {@code tokenEndpoint} for a token with the upstream's {@code audience}, and calls over a session of that caller's
     * own. {@code subjectTokenType} defaults to {@code urn:ietf:params:oauth:token-type:jwt}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = false)
    public record TokenExchange(String tokenEndpoint, String clientId, String clientSecret, String audience,
            String scope, String subjectTokenType) {
    }

    /**
     * Each user's own account at the upstream, linked once through the authorization code grant with PKCE: the
     * bridge's client at the upstream's authorization server ({@code clientSecret} left out for a public client), and
     * its endpoints, both or neither (then the bridge discovers them from the upstream's metadata).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = false)
    public record UserOAuth(String authorizationEndpoint, String tokenEndpoint, String clientId, String clientSecret,
            String scope, String resource) {
    }

    /** Which upstream names (URIs for resources) are exposed: globs ({@link Glob}), {@code *} and {@code ?}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = false)
    public record Exposure(List<String> allow, List<String> deny) {
    }

    /** A root the bridge announces to the upstream outside any call. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = false)
    public record Root(String uri, String name) {
    }

    /** One thing wrong: the field (a dotted path) and what to give instead. */
    public record Problem(String field, String message) {

        @Override
        public String toString() {
            return field + ": " + message;
        }
    }

    public String serviceOrDefault() {
        return service == null ? SHARED_BRIDGE : service;
    }

    /** What is wrong with the definition of the upstream {@code named}, each naming its field; empty when it is valid. */
    public List<Problem> problems(String named) {
        List<Problem> problems = new ArrayList<>();
        if (name != null && !name.equals(named)) {
            problems.add(new Problem("name", "'" + name + "' differs from the name in the path, '" + named
                    + "'; leave it out or give the same"));
        }
        if (service != null && !SERVICE.matcher(service).matches()) {
            problems.add(new Problem("service", "a bridge's registry name: lower-case letters, digits and dashes, "
                    + "not '" + service + "'"));
        }
        if (transport == null) {
            problems.add(new Problem("transport", "give http (Streamable HTTP, falling back to HTTP+SSE) or sse"));
        } else if (!transport.equals("http") && !transport.equals("sse")) {
            problems.add(new Problem("transport", "http or sse, not '" + transport + "'"));
        }
        httpUrl("url", url, problems);
        if (headers != null) {
            headers.forEach((header, value) -> {
                if (!HEADER_NAME.matcher(header).matches()) {
                    problems.add(new Problem("headers", "'" + header + "' is no HTTP header name"));
                } else if (TRANSPORT_HEADERS.contains(header)) {
                    problems.add(new Problem("headers." + header, "the bridge's transport sets this header itself"));
                } else if (value == null || value.isEmpty() || value.contains("\r") || value.contains("\n")) {
                    problems.add(new Problem("headers." + header, "give a value on one line"));
                } else if (clientCredentials != null && header.equalsIgnoreCase("Authorization")) {
                    problems.add(new Problem("headers." + header, "clientCredentials sends the Authorization header; "
                            + "give one or the other"));
                }
            });
        }
        if (clientCredentials != null) {
            httpUrl("clientCredentials.tokenUrl", clientCredentials.tokenUrl(), problems);
            if (clientCredentials.clientId() == null || clientCredentials.clientId().isBlank()) {
                problems.add(new Problem("clientCredentials.clientId", "give the client id"));
            }
            if (clientCredentials.clientSecret() == null || clientCredentials.clientSecret().isEmpty()) {
                problems.add(new Problem("clientCredentials.clientSecret", "give the client secret (it is stored "
                        + "sealed and never shown again)"));
            }
        }
        if (tokenExchange != null) {
            httpUrl("tokenExchange.tokenEndpoint", tokenExchange.tokenEndpoint(), problems);
            if (tokenExchange.clientId() == null || tokenExchange.clientId().isBlank()) {
                problems.add(new Problem("tokenExchange.clientId", "give the bridge's client id at the "
                        + "authorization server"));
            }
            if (tokenExchange.clientSecret() == null || tokenExchange.clientSecret().isEmpty()) {
                problems.add(new Problem("tokenExchange.clientSecret", "give the client secret (it is stored sealed "
                        + "and never shown again)"));
            }
            if (tokenExchange.audience() == null || tokenExchange.audience().isBlank()) {
                problems.add(new Problem("tokenExchange.audience", "give the upstream's audience at the "
                        + "authorization server (the exchanged token's aud)"));
            }
            if (tokenExchange.scope() != null && tokenExchange.scope().isBlank()) {
                problems.add(new Problem("tokenExchange.scope", "leave it out or give space-separated scopes"));
            }
            if (tokenExchange.subjectTokenType() != null && !absoluteUri(tokenExchange.subjectTokenType())) {
                problems.add(new Problem("tokenExchange.subjectTokenType", "a token type URI such as "
                        + "urn:ietf:params:oauth:token-type:jwt, not '" + tokenExchange.subjectTokenType() + "'"));
            }
        }
        if (userOAuth != null) {
            userOAuthProblems(problems);
        }
        if (prefix != null && !PREFIX.matcher(prefix).matches()) {
            problems.add(new Problem("prefix", "1-32 letters, digits, '_', '.' or '-', not '" + prefix + "'"));
        }
        if (separator != null && !SEPARATOR.matcher(separator).matches()) {
            problems.add(new Problem("separator", "0-3 letters, digits, '_', '.' or '-', not '" + separator + "'"));
        }
        timeout("connectTimeoutMs", connectTimeoutMs, problems);
        timeout("callTimeoutMs", callTimeoutMs, problems);
        exposure("tools", tools, Glob.Kind.NAME, problems);
        exposure("prompts", prompts, Glob.Kind.NAME, problems);
        exposure("resources", resources, Glob.Kind.URI, problems);
        if (tenants != null) {
            if (tenants.isEmpty()) {
                problems.add(new Problem("tenants", "name at least one tenant, or leave tenants out for every tenant"));
            }
            for (String tenant : tenants) {
                if (tenant == null || !TenantRecord.ID.matcher(tenant).matches()) {
                    problems.add(new Problem("tenants", "'" + tenant + "' is no tenant id (1-64 letters, digits, '.', "
                            + "'_' or '-', starting with a letter or digit)"));
                }
            }
        }
        if (roots != null) {
            for (int i = 0; i < roots.size(); i++) {
                if (roots.get(i) == null || roots.get(i).uri() == null || roots.get(i).uri().isBlank()) {
                    problems.add(new Problem("roots[" + i + "].uri", "give the root's URI"));
                }
            }
        }
        return problems;
    }

    private void userOAuthProblems(List<Problem> problems) {
        if (tokenExchange != null) {
            problems.add(new Problem("userOAuth", "give tokenExchange or userOAuth, not both: an upstream's calls "
                    + "carry either a token exchanged for the caller or the caller's own linked account"));
        }
        boolean authorization = userOAuth.authorizationEndpoint() != null;
        if (authorization != (userOAuth.tokenEndpoint() != null)) {
            problems.add(new Problem(authorization ? "userOAuth.tokenEndpoint" : "userOAuth.authorizationEndpoint",
                    "give both authorizationEndpoint and tokenEndpoint, or neither (the bridge then discovers them "
                            + "from the upstream's protected resource metadata)"));
        } else if (authorization) {
            httpUrl("userOAuth.authorizationEndpoint", userOAuth.authorizationEndpoint(), problems);
            httpUrl("userOAuth.tokenEndpoint", userOAuth.tokenEndpoint(), problems);
        }
        if (userOAuth.clientId() == null || userOAuth.clientId().isBlank()) {
            problems.add(new Problem("userOAuth.clientId", "give the bridge's client id at the upstream's "
                    + "authorization server"));
        }
        if (userOAuth.clientSecret() != null && userOAuth.clientSecret().isEmpty()) {
            problems.add(new Problem("userOAuth.clientSecret", "leave it out for a public client, or give the "
                    + "secret (it is stored sealed and never shown again)"));
        }
        if (userOAuth.scope() != null && userOAuth.scope().isBlank()) {
            problems.add(new Problem("userOAuth.scope", "leave it out or give space-separated scopes"));
        }
        if (userOAuth.resource() != null) {
            httpUrl("userOAuth.resource", userOAuth.resource(), problems);
        }
    }

    private static void httpUrl(String field, String value, List<Problem> problems) {
        if (value == null || value.isBlank()) {
            problems.add(new Problem(field, "give an absolute http or https URL"));
            return;
        }
        try {
            URI uri = new URI(value);
            if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
                problems.add(new Problem(field, "an absolute http or https URL, not '" + value + "'"));
            }
        } catch (URISyntaxException e) {
            problems.add(new Problem(field, "not a URL: " + e.getMessage()));
        }
    }

    private static boolean absoluteUri(String value) {
        try {
            return new URI(value).isAbsolute();
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static void timeout(String field, Long value, List<Problem> problems) {
        if (value != null && (value <= 0 || value > MAX_TIMEOUT_MS)) {
            problems.add(new Problem(field, "milliseconds, from 1 to " + MAX_TIMEOUT_MS + ", not " + value));
        }
    }

    /** The bridge matches these as the gateway matches a tenant's rules, so they are held to the same syntax. */
    private static void exposure(String field, Exposure exposure, Glob.Kind kind, List<Problem> problems) {
        if (exposure == null) {
            return;
        }
        globs(field + ".allow", exposure.allow(), kind, problems);
        globs(field + ".deny", exposure.deny(), kind, problems);
    }

    private static void globs(String field, List<String> globs, Glob.Kind kind, List<Problem> problems) {
        for (int i = 0; globs != null && i < globs.size(); i++) {
            Optional<String> problem = Glob.problem(globs.get(i), kind);
            if (problem.isPresent()) {
                problems.add(new Problem(field + "[" + i + "]", problem.get()));
                return;
            }
        }
    }
}
