package dev.switchboard.gateway.auth;

import java.net.URI;
import java.util.List;
import java.util.Set;

import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.ConfigProvider;

import dev.switchboard.gateway.config.GatewayConfig;

/** The authentication settings, parsed and checked once: modes, the public resource URI, audiences, issuer. */
@Singleton
public class AuthSettings {

    private final Set<AuthMode> modes;
    private final String publicUrl;
    private final GatewayConfig config;

    AuthSettings(GatewayConfig config) {
        this.config = config;
        this.modes = AuthMode.parse(config.auth().mode());
        int port = ConfigProvider.getConfig().getOptionalValue("quarkus.http.port", Integer.class).orElse(8080);
        this.publicUrl = trimSlash(config.publicUrl().orElse("http://localhost:" + port));
        if (modes.contains(AuthMode.OAUTH) && config.auth().oauth().issuer().isEmpty()) {
            throw new IllegalArgumentException("gateway.auth.mode includes oauth but gateway.auth.oauth.issuer is not "
                    + "set: name the authorization server's issuer URL (its metadata and keys are discovered from it)");
        }
        URI.create(publicUrl);
    }

    public boolean enabled(AuthMode mode) {
        return modes.contains(mode);
    }

    public boolean anonymous() {
        return modes.contains(AuthMode.NONE);
    }

    /** The MCP endpoint of the current protocol eras; its URL is the gateway's canonical resource URI. */
    public static final String MCP = "/mcp";
    /** The 2024-11-05 HTTP+SSE endpoint (its {@code /messages} posts belong to it): a protected resource of its own. */
    public static final String HTTP_SSE = "/sse";

    /** The gateway's canonical resource URI (RFC 8707): its public {@code /mcp} URL. */
    public String resource() {
        return resource(MCP);
    }

    /** The resource URI of one endpoint ({@link #MCP} or {@link #HTTP_SSE}): what a client asks a token for. */
    public String resource(String endpoint) {
        return publicUrl + endpoint;
    }

    /** Where the protected resource metadata (RFC 9728) of {@code endpoint} is served (path-suffixed). */
    public String resourceMetadataUrl(String endpoint) {
        return publicUrl + "/.well-known/oauth-protected-resource" + endpoint;
    }

    /**
     * The audiences a token may name: configured, else the resource URIs of both endpoints (a client of the HTTP+SSE
     * transport asks for the {@code /sse} resource, one of the current eras for {@code /mcp}; both are this gateway).
     */
    public List<String> audiences() {
        return config.auth().oauth().audience().orElse(List.of(resource(MCP), resource(HTTP_SSE)));
    }

    public String issuer() {
        return trimSlash(config.auth().oauth().issuer().orElseThrow());
    }

    public List<String> scopesSupported() {
        return config.auth().oauth().scopesSupported();
    }

    private static String trimSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
