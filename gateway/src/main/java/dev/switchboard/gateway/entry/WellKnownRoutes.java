package dev.switchboard.gateway.entry;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jose4j.jwk.JsonWebKey;
import org.jose4j.jwk.JsonWebKeySet;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.lang.JoseException;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.auth.AuthMode;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.InternalTokenMinter;
import dev.switchboard.gateway.config.GatewayConfig;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * OAuth 2.0 Protected Resource Metadata (RFC 9728), at the root and path-suffixed for each endpoint ({@code /mcp}, and
 * {@code /sse} for HTTP+SSE clients, which ask for a token for that URL): the resource identifier the audience must name, the
 * authorization server to get tokens from, the scopes to ask for. Served only
 * when OAuth is on (an API-key-only gateway has no authorization server to point at).
 */
@ApplicationScoped
public class WellKnownRoutes {

    static final String RESOURCE_METADATA = "/.well-known/oauth-protected-resource";
    /** The public key of the gateway's internal tokens, as a JWKS: to compare with the keys services are given. */
    static final String INTERNAL_KEYS = "/.well-known/switchboard-internal-keys";

    private final AuthSettings settings;
    private final InternalTokenMinter internalTokens;
    private final GatewayConfig config;
    private final ObjectMapper json;

    WellKnownRoutes(AuthSettings settings, InternalTokenMinter internalTokens, GatewayConfig config, ObjectMapper json) {
        this.settings = settings;
        this.internalTokens = internalTokens;
        this.config = config;
        this.json = json;
    }

    void install(@Observes Router router) {
        router.get(RESOURCE_METADATA).handler(ctx -> metadata(ctx, AuthSettings.MCP));
        router.get(RESOURCE_METADATA + AuthSettings.MCP).handler(ctx -> metadata(ctx, AuthSettings.MCP));
        router.get(RESOURCE_METADATA + AuthSettings.HTTP_SSE).handler(ctx -> metadata(ctx, AuthSettings.HTTP_SSE));
        router.get(INTERNAL_KEYS).handler(this::internalKeys);
    }

    private void internalKeys(RoutingContext ctx) {
        try {
            PublicJsonWebKey key = PublicJsonWebKey.Factory.newPublicJwk(internalTokens.publicKey());
            key.setKeyId(internalTokens.keyId());
            key.setUse("sig");
            ctx.response().putHeader("Content-Type", "application/json")
                    .end(new JsonWebKeySet(key).toJson(JsonWebKey.OutputControlLevel.PUBLIC_ONLY));
        } catch (JoseException e) {
            ctx.response().setStatusCode(500).end();
        }
    }

    private void metadata(RoutingContext ctx, String endpoint) {
        if (!settings.enabled(AuthMode.OAUTH)) {
            ctx.response().setStatusCode(404).putHeader("Content-Type", "application/json")
                    .end("{\"error\":\"this gateway does not accept OAuth access tokens (gateway.auth.mode)\"}");
            return;
        }
        ObjectNode metadata = json.createObjectNode().put("resource",
                settings.resource(endpoint, ctx.request().getHeader("Host")));
        metadata.putArray("authorization_servers").add(settings.issuer());
        settings.scopesSupported().forEach(metadata.putArray("scopes_supported")::add);
        metadata.putArray("bearer_methods_supported").add("header");
        metadata.put("resource_name", config.name());
        ctx.response().putHeader("Content-Type", "application/json").putHeader("Cache-Control", "max-age=3600")
                .end(metadata.toString());
    }
}
