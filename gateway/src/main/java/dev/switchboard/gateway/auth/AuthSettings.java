package dev.switchboard.gateway.auth;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.ConfigProvider;

import dev.switchboard.gateway.config.GatewayConfig;
import io.quarkus.runtime.LaunchMode;
import io.vertx.ext.web.RoutingContext;

/**
 * The authentication settings, parsed and checked once: modes, the public resource URIs, audiences, issuer.
 * <p>
 * With {@code gateway.public-url} set, the gateway is that one URL. Without it the gateway is a local one, and it is
 * whichever of its loopback addresses a client used ({@code http://127.0.0.1:8080} or {@code http://localhost:8080}):
 * RFC 9728 §3.3 has a client refuse metadata whose resource is not the URL it asked, so the metadata and challenges
 * name the one in the request's {@code Host}, and a token for either is accepted. Any other {@code Host} gets
 * {@code http://localhost:<port>}: a header the client controls never widens the audiences.
 */
@Singleton
public class AuthSettings {

    /** The MCP endpoint of the current protocol eras; its URL is the gateway's canonical resource URI. */
    public static final String MCP = "/mcp";
    /** The 2024-11-05 HTTP+SSE endpoint (its {@code /messages} posts belong to it): a protected resource of its own. */
    public static final String HTTP_SSE = "/sse";
    /**
     * The request attribute naming the tenant whose own MCP endpoint ({@link #tenantMcp}) a request was made to;
     * absent at the shared endpoints.
     */
    public static final String RESOURCE_TENANT = "switchboard.resource-tenant";

    private static final List<String> LOOPBACK_NAMES = List.of("localhost", "127.0.0.1", "[::1]");

    private final Set<AuthMode> modes;
    private final Optional<String> publicUrl;
    private final GatewayConfig config;
    private volatile int port;

    AuthSettings(GatewayConfig config) {
        this.config = config;
        this.modes = AuthMode.parse(config.auth().mode());
        this.publicUrl = config.publicUrl().map(AuthSettings::trimSlash);
        if (modes.contains(AuthMode.OAUTH) && config.auth().oauth().issuer().isEmpty()) {
            throw new IllegalArgumentException("gateway.auth.mode includes oauth but gateway.auth.oauth.issuer is not "
                    + "set: name the authorization server's issuer URL (its metadata and keys are discovered from it)");
        }
        publicUrl.ifPresent(URI::create);
    }

    public boolean enabled(AuthMode mode) {
        return modes.contains(mode);
    }

    public boolean anonymous() {
        return modes.contains(AuthMode.NONE);
    }

    /**
     * Whether an API key of this gateway is verified: with {@code api-key}, and with {@code none}, where a key is
     * optional but never ignored (the key store needs no identity provider). Only {@code oauth} alone refuses keys.
     */
    public boolean acceptsApiKeys() {
        return modes.contains(AuthMode.API_KEY) || modes.contains(AuthMode.NONE);
    }

    /** {@code gateway.auth.mode} as configured, e.g. {@code oauth,api-key}, for messages that name it. */
    public String mode() {
        return String.join(",", modes.stream().map(mode -> mode.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .toList());
    }

    /**
     * The resource URI of one endpoint ({@link #MCP} or {@link #HTTP_SSE}) as a request with this {@code Host} header
     * (null: none, or a request the gateway makes itself) addressed it: what a client asks a token for.
     */
    public String resource(String endpoint, String host) {
        return baseUrl(host) + endpoint;
    }

    /**
     * The MCP endpoint of one tenant: {@link #MCP} with the tenant fixed by the path, a protected resource of its own
     * whose metadata names that tenant's identity providers.
     */
    public static String tenantMcp(String tenant) {
        return "/t/" + tenant + MCP;
    }

    /** The tenant whose own endpoint a request was made to; null for a shared endpoint. */
    public static String resourceTenant(RoutingContext http) {
        return http.get(RESOURCE_TENANT) instanceof String tenant ? tenant : null;
    }

    /** Where the protected resource metadata (RFC 9728) of {@code endpoint} is served (path-suffixed). */
    public String resourceMetadataUrl(String endpoint, String host) {
        return baseUrl(host) + "/.well-known/oauth-protected-resource" + endpoint;
    }

    /**
     * The audiences a token may name: configured, else the resource URIs of both endpoints (a client of the HTTP+SSE
     * transport asks for the {@code /sse} resource, one of the current eras for {@code /mcp}; both are this gateway)
     * at the public URL, or at each loopback address without one.
     */
    public List<String> audiences() {
        return config.auth().oauth().audience().orElseGet(() -> {
            List<String> audiences = new ArrayList<>();
            for (String base : publicUrl.map(List::of).orElseGet(this::loopbackBaseUrls)) {
                audiences.add(base + MCP);
                audiences.add(base + HTTP_SSE);
            }
            return audiences;
        });
    }

    /**
     * The audiences a token acting in {@code tenant} may name: {@link #audiences()}, and unless audiences are
     * configured also the tenant's own endpoint ({@link #tenantMcp}) at the public URL or each loopback address, as a
     * client asks for the resource it was pointed at (RFC 8707).
     */
    public List<String> audiences(String tenant) {
        if (config.auth().oauth().audience().isPresent()) {
            return audiences();
        }
        List<String> audiences = new ArrayList<>(audiences());
        for (String base : publicUrl.map(List::of).orElseGet(this::loopbackBaseUrls)) {
            audiences.add(base + tenantMcp(tenant));
        }
        return audiences;
    }

    /**
     * The issuers no tenant may trust as its own identity provider, each with the reason: the operator's (its tokens
     * name their tenant in a claim) and the gateway's own authorization server.
     */
    public java.util.Map<String, String> reservedIssuers() {
        java.util.Map<String, String> reserved = new java.util.LinkedHashMap<>();
        config.auth().oauth().issuer().map(AuthSettings::trimSlash)
                .ifPresent(issuer -> reserved.put(issuer, "the operator's issuer (gateway.auth.oauth.issuer)"));
        for (String base : publicUrl.map(List::of).orElseGet(this::loopbackBaseUrls)) {
            reserved.putIfAbsent(base, "this gateway's own authorization server");
        }
        return reserved;
    }

    /**
     * The issuer identifiers of the gateway's own authorization server (ID-JAG grants): its public URL, or each loopback
     * address without one. The issuer no tenant may trust ({@link #reservedIssuers}).
     */
    public List<String> authorizationServers() {
        return publicUrl.map(List::of).orElseGet(this::loopbackBaseUrls);
    }

    /** The gateway's authorization server as a request with this {@code Host} header addressed it. */
    public String authorizationServer(String host) {
        return baseUrl(host);
    }

    public String issuer() {
        return trimSlash(config.auth().oauth().issuer().orElseThrow());
    }

    public List<String> scopesSupported() {
        return config.auth().oauth().scopesSupported();
    }

    private String baseUrl(String host) {
        if (publicUrl.isPresent()) {
            return publicUrl.get();
        }
        List<String> loopback = loopbackBaseUrls();
        String addressed = host == null ? null : "http://" + host.strip().toLowerCase(Locale.ROOT);
        return loopback.contains(addressed) ? addressed : loopback.getFirst();
    }

    /** {@code http://localhost:<port>} first, then the other loopback addresses, at the port this gateway serves. */
    private List<String> loopbackBaseUrls() {
        int own = ownPort();
        return LOOPBACK_NAMES.stream().map(name -> "http://" + name + ":" + own).toList();
    }

    /** The HTTP port: configured, or with a random one the port Quarkus publishes once bound (read at first use). */
    private int ownPort() {
        int known = port;
        if (known > 0) {
            return known;
        }
        String key = LaunchMode.current() == LaunchMode.TEST ? "quarkus.http.test-port" : "quarkus.http.port";
        int configured = ConfigProvider.getConfig().getOptionalValue(key, Integer.class).orElse(8080);
        if (configured > 0) {
            port = configured;
        }
        return configured;
    }

    private static String trimSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
