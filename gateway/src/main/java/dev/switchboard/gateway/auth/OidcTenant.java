package dev.switchboard.gateway.auth;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.gateway.config.GatewayConfig;
import io.quarkus.oidc.OidcRequestContext;
import io.quarkus.oidc.OidcTenantConfig;
import io.quarkus.oidc.TenantConfigResolver;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;

/**
 * The gateway's one tenant of quarkus-oidc, made on first use rather than at start, so an authorization server that is
 * down when the gateway starts is read once it answers. Its JWKS location comes from {@link IssuerMetadata} (the
 * extension discovers only OpenID Connect metadata, so its discovery is off). The extension then fetches the JWKS,
 * re-reads it for a key id it lacks (at most once per {@code jwks-min-refresh}) and verifies signature (asymmetric
 * algorithms), issuer, audiences, expiry and not-before with the clock skew.
 */
@ApplicationScoped
public class OidcTenant implements TenantConfigResolver {

    private static final String ID = "gateway";
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private final AuthSettings settings;
    private final GatewayConfig config;
    private final IssuerMetadata metadata;
    private volatile OidcTenantConfig tenant;

    OidcTenant(AuthSettings settings, GatewayConfig config, ObjectMapper json) {
        this.settings = settings;
        this.config = config;
        this.metadata = settings.enabled(AuthMode.OAUTH) ? new IssuerMetadata(settings.issuer(), json) : null;
    }

    @Override
    public Uni<OidcTenantConfig> resolve(RoutingContext http, OidcRequestContext<OidcTenantConfig> context) {
        if (metadata == null) {
            return null;
        }
        OidcTenantConfig known = tenant;
        return known != null ? Uni.createFrom().item(known) : context.runBlocking(this::create);
    }

    /** The same instance every time once made: the extension keeps its provider (and JWKS) while the config is it. */
    private synchronized OidcTenantConfig create() {
        if (tenant == null) {
            GatewayConfig.Auth.Oauth oauth = config.auth().oauth();
            tenant = OidcTenantConfig.authServerUrl(settings.issuer())
                    .tenantId(ID)
                    .discoveryEnabled(false)
                    .jwksPath(metadata.jwksUri())
                    .connectionTimeout(CONNECT_TIMEOUT)
                    .followRedirects(false)
                    .jwks().resolveEarly(true).end()
                    .token()
                    .issuer(settings.issuer())
                    .audience(settings.audiences())
                    .lifespanGrace((int) oauth.clockSkew().toSeconds())
                    .issuedAtRequired(false)
                    .forcedJwkRefreshInterval(oauth.jwksMinRefresh())
                    .allowJwtIntrospection(false)
                    .allowOpaqueTokenIntrospection(false)
                    .end()
                    .build();
        }
        return tenant;
    }
}
