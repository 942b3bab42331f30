package dev.switchboard.gateway.entry;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jose4j.jwk.JsonWebKey;
import org.jose4j.jwk.JsonWebKeySet;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.lang.JoseException;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.auth.AuthMode;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.IdentityProvider;
import dev.switchboard.gateway.auth.InternalTokenMinter;
import dev.switchboard.gateway.auth.TrustedIssuers;
import dev.switchboard.gateway.auth.idjag.GatewayTokens;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.tenant.TenantDirectory;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * OAuth 2.0 Protected Resource Metadata (RFC 9728), at the root and path-suffixed for each endpoint ({@code /mcp},
 * {@code /sse} for HTTP+SSE clients, which ask for a token for that URL, and each tenant's own
 * {@code /t/<tenant>/mcp}): the resource identifier the audience must name, the authorization servers to get tokens from
 * (a tenant's own identity providers at its endpoint), the scopes to ask for. Served only when OAuth is on (an
 * API-key-only gateway has no authorization server to point at). With ID-JAG grants enabled the gateway's own
 * authorization server ({@link AuthorizationServerRoutes}) is listed too.
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
    private final TenantDirectory tenants;
    private final TrustedIssuers trusted;
    private final GatewayTokens gatewayTokens;

    WellKnownRoutes(AuthSettings settings, InternalTokenMinter internalTokens, GatewayConfig config, ObjectMapper json,
            TenantDirectory tenants, TrustedIssuers trusted, GatewayTokens gatewayTokens) {
        this.gatewayTokens = gatewayTokens;
        this.tenants = tenants;
        this.trusted = trusted;
        this.settings = settings;
        this.internalTokens = internalTokens;
        this.config = config;
        this.json = json;
    }

    void install(@Observes Router router) {
        router.get(RESOURCE_METADATA).handler(ctx -> metadata(ctx, AuthSettings.MCP));
        router.get(RESOURCE_METADATA + AuthSettings.MCP).handler(ctx -> metadata(ctx, AuthSettings.MCP));
        router.get(RESOURCE_METADATA + AuthSettings.HTTP_SSE).handler(ctx -> metadata(ctx, AuthSettings.HTTP_SSE));
        router.get(RESOURCE_METADATA + GatewayRoutes.TENANT_MCP).handler(this::tenantMetadata);
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
            notFound(ctx, "this gateway does not accept OAuth access tokens (gateway.auth.mode)");
        } else {
            metadata(ctx, endpoint, List.of(settings.issuer()), "max-age=3600");
        }
    }

    /**
     * A tenant's own endpoint: the issuers of its identity providers as configured, in the order its record lists
     * them, else the operator's (whose tokens name the tenant in a claim). A tenant this gateway would refuse has none:
     * 404, which tells whoever asks that the tenant does not exist (tenant names are no secret: the URL carries them).
     */
    private void tenantMetadata(RoutingContext ctx) {
        String tenant = ctx.pathParam("tenant");
        if (!settings.enabled(AuthMode.OAUTH)) {
            notFound(ctx, "this gateway does not accept OAuth access tokens (gateway.auth.mode)");
        } else if (tenants.find(tenant).isEmpty() && !tenants.allowsUnknownTenants()) {
            notFound(ctx, "no tenant '" + tenant + "' on this gateway: the path names a tenant as its operator "
                    + "created it (/t/<tenant>/mcp)");
        } else {
            List<String> issuers = trusted.ofTenant(tenant).stream().map(IdentityProvider::issuer).distinct()
                    .toList();
            // Briefly cached: a tenant's identity providers change at run time, and a client holding stale metadata
            // would sign in where tokens are no longer trusted.
            metadata(ctx, AuthSettings.tenantMcp(tenant), issuers.isEmpty() ? List.of(settings.issuer()) : issuers,
                    "max-age=60");
        }
    }

    private void metadata(RoutingContext ctx, String endpoint, List<String> authorizationServers,
            String cacheControl) {
        String host = ctx.request().getHeader("Host");
        ObjectNode metadata = json.createObjectNode().put("resource", settings.resource(endpoint, host));
        ArrayNode servers = metadata.putArray("authorization_servers");
        authorizationServers.forEach(servers::add);
        if (gatewayTokens.enabled()) {
            // The gateway's own authorization server, last: a client with an ID-JAG trades it there.
            servers.add(settings.authorizationServer(host));
        }
        settings.scopesSupported().forEach(metadata.putArray("scopes_supported")::add);
        metadata.putArray("bearer_methods_supported").add("header");
        metadata.put("resource_name", config.name());
        ctx.response().putHeader("Content-Type", "application/json").putHeader("Cache-Control", cacheControl)
                .end(metadata.toString());
    }

    private void notFound(RoutingContext ctx, String error) {
        ctx.response().setStatusCode(404).putHeader("Content-Type", "application/json")
                .end(json.createObjectNode().put("error", error).toString());
    }
}
