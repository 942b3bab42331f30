package dev.switchboard.gateway.auth;

import java.time.Duration;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.CanonicalJson;
import io.quarkus.oidc.OidcRequestContext;
import io.quarkus.oidc.OidcTenantConfig;
import io.quarkus.oidc.OidcTenantConfigBuilder;
import io.quarkus.oidc.TenantConfigResolver;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;

/**
 * The gateway's tenants of quarkus-oidc, one per issuer: the operator's ({@code gateway.auth.oauth.issuer}) and each
 * issuer a tenant trusts as its identity provider, each made on its first token rather than at start, so an
 * authorization server that is down when the gateway starts is read once it answers, and a thousand tenants cost no
 * fetch until their people arrive. {@link OAuthTokens} names the issuer of the token it verifies in the request's
 * {@link #ISSUER} attribute. The JWKS location comes from {@link IssuerMetadata} (the extension discovers only OpenID
 * Connect metadata, so its discovery is off). The extension then fetches the JWKS, re-reads it for a key id it lacks
 * (at most once per {@code jwks-min-refresh}) and verifies signature (asymmetric algorithms), issuer, expiry and
 * not-before with the clock skew, and for the operator's issuer configured audiences (the default ones, which include
 * the token's tenant's own endpoint, {@link OAuthTokens} checks once the tenant is read). A tenant's issuer is checked for any
 * audience here and for the ones its entries accept in {@link TenantIssuerIdentities}, since tenants sharing an issuer
 * may accept different ones.
 */
@ApplicationScoped
public class OidcTenant implements TenantConfigResolver {

    /** The request attribute naming the trusted issuer of the token being verified; absent: the operator's. */
    static final String ISSUER = "switchboard.token-issuer";
    private static final String ID = "gateway";
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private final AuthSettings settings;
    private final GatewayConfig config;
    private final ObjectMapper json;
    private final IssuerMetadata metadata;
    private volatile OidcTenantConfig tenant;
    /**
     * The configuration of each tenant's issuer seen lately. The extension keeps a provider (and JWKS) per tenant id
     * and builds it again only for another configuration, so one is kept while used; an evicted one is made again
     * with the same id and replaces the extension's.
     */
    private final Cache<String, OidcTenantConfig> tenantIssuers = Caffeine.newBuilder()
            .maximumSize(OAuthTokens.MAX_ISSUERS).expireAfterAccess(Duration.ofHours(1)).build();

    OidcTenant(AuthSettings settings, GatewayConfig config, ObjectMapper json) {
        this.settings = settings;
        this.config = config;
        this.json = json;
        this.metadata = settings.enabled(AuthMode.OAUTH) ? new IssuerMetadata(settings.issuer(), json) : null;
    }

    @Override
    public Uni<OidcTenantConfig> resolve(RoutingContext http, OidcRequestContext<OidcTenantConfig> context) {
        if (metadata == null) {
            return null;
        }
        if (http.get(ISSUER) instanceof String issuer) {
            OidcTenantConfig known = tenantIssuers.getIfPresent(issuer);
            return known != null ? Uni.createFrom().item(known) : context.runBlocking(() -> createForTenantIssuer(issuer));
        }
        OidcTenantConfig known = tenant;
        return known != null ? Uni.createFrom().item(known) : context.runBlocking(this::create);
    }

    /** The same instance every time once made: the extension keeps its provider (and JWKS) while the config is it. */
    private synchronized OidcTenantConfig create() {
        if (tenant == null) {
            // Unless audiences are configured, a token may name its own tenant's endpoint, which only its claims tell:
            // OAuthTokens checks those after the tenant is read.
            List<String> audiences = config.auth().oauth().audience().isPresent() ? settings.audiences()
                    : List.of("any");
            tenant = base(ID, settings.issuer(), metadata.jwksUri()).token().audience(audiences).end().build();
        }
        return tenant;
    }

    /**
     * Discovers outside the cache's lock, so an identity provider that answers slowly delays no other issuer's first
     * token; two first tokens of one issuer at once may each discover, and the first configuration made is kept.
     */
    private OidcTenantConfig createForTenantIssuer(String issuer) {
        String id = "issuer-" + CanonicalJson.sha256Text(issuer).substring(0, 32);
        OidcTenantConfig made = base(id, issuer, new IssuerMetadata(issuer, json).jwksUri()).token()
                .audience(List.of("any")).end().build();
        OidcTenantConfig kept = tenantIssuers.asMap().putIfAbsent(issuer, made);
        return kept != null ? kept : made;
    }

    private OidcTenantConfigBuilder base(String id, String issuer, String jwksUri) {
        GatewayConfig.Auth.Oauth oauth = config.auth().oauth();
        return OidcTenantConfig.authServerUrl(issuer)
                .tenantId(id)
                .discoveryEnabled(false)
                .jwksPath(jwksUri)
                .connectionTimeout(CONNECT_TIMEOUT)
                .followRedirects(false)
                .jwks().resolveEarly(true).end()
                .token()
                .issuer(issuer)
                .lifespanGrace((int) oauth.clockSkew().toSeconds())
                .issuedAtRequired(false)
                .forcedJwkRefreshInterval(oauth.jwksMinRefresh())
                .allowJwtIntrospection(false)
                .allowOpaqueTokenIntrospection(false)
                .end();
    }
}
