package dev.switchboard.testsupport.oauth;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Starts a {@link MockOAuthServer} for a {@code @QuarkusTest} and points the gateway at it (issuer, audience). Its
 * clients, by client id: {@code tenant-a-caller} and {@code tenant-b-caller} (every client scope),
 * {@code tenant-a-reader} (no {@code tools:call}), {@code no-tenant}, {@code no-tenant-admin} (no tenant, the admin
 * scope: what a tenant's own identity provider might issue), {@code other-audience}, {@code expired},
 * {@code not-yet-valid}, {@code admin} (the admin scope), {@code tenant-a-admin} (the tenant-admin scope),
 * {@code unprovisioned} (tenant-z, which has no record),
 * {@code tenant-a-sse-caller} (a token for the HTTP+SSE resource {@value #SSE_RESOURCE}, as SDK clients of that
 * transport ask for), {@code resource-caller} (no tenant) and {@code tenant-a-resource-caller}, whose audience is the
 * resource the token request names (RFC 8707), and the ID-JAG clients ({@link #ID_JAG_CLIENT}). The gateway's resource
 * is {@value #RESOURCE}.
 */
public class OAuthServerTestResource implements QuarkusTestResourceLifecycleManager {

    public static final String PUBLIC_URL = "http://localhost:8080";
    public static final String RESOURCE = PUBLIC_URL + "/mcp";
    public static final String SSE_RESOURCE = PUBLIC_URL + "/sse";
    public static final String ALL_SCOPES = "tools:call prompts:get resources:read";
    /**
     * The client whose token exchanges yield ID-JAGs ({@link MockOAuthServer#idJag}); {@code idjag-expired},
     * {@code idjag-tenant-b} (naming tenant-b) and {@code idjag-plain-jwt} (typed {@code JWT}) yield flawed ones.
     */
    public static final String ID_JAG_CLIENT = "idjag-client";

    private MockOAuthServer server;

    /** The standard clients of the gateway's tests. */
    public static Map<String, Map<String, Object>> clients() {
        Map<String, Map<String, Object>> clients = new LinkedHashMap<>();
        clients.put("tenant-a-caller", claims("caller-a", "tenant-a", ALL_SCOPES, RESOURCE));
        clients.put("tenant-b-caller", claims("caller-b", "tenant-b", ALL_SCOPES, RESOURCE));
        clients.put("tenant-a-reader", claims("reader-a", "tenant-a", "prompts:get resources:read", RESOURCE));
        Map<String, Object> noTenant = new LinkedHashMap<>(claims("nobody", null, ALL_SCOPES, RESOURCE));
        clients.put("no-tenant", noTenant);
        clients.put("no-tenant-admin", claims("boss", null, "switchboard:admin " + ALL_SCOPES, RESOURCE));
        clients.put("other-audience", claims("caller-a", "tenant-a", ALL_SCOPES, "https://elsewhere.example/mcp"));
        Map<String, Object> expired = new LinkedHashMap<>(claims("caller-a", "tenant-a", ALL_SCOPES, RESOURCE));
        expired.put("exp", 1_000_000_000L);
        clients.put("expired", expired);
        Map<String, Object> notYet = new LinkedHashMap<>(claims("caller-a", "tenant-a", ALL_SCOPES, RESOURCE));
        notYet.put("nbf", 4_000_000_000L);
        notYet.put("exp", 4_000_000_600L);
        clients.put("not-yet-valid", notYet);
        clients.put("admin", claims("operator", "ops", "switchboard:admin", RESOURCE));
        clients.put("tenant-a-admin", claims("admin-a", "tenant-a", "switchboard:tenant-admin", RESOURCE));
        clients.put("unprovisioned", claims("stranger", "tenant-z", ALL_SCOPES, RESOURCE));
        clients.put("tenant-a-sse-caller", claims("sse-caller-a", "tenant-a", ALL_SCOPES, SSE_RESOURCE));
        clients.put("resource-caller", claims("nobody", null, ALL_SCOPES, "${resource}"));
        clients.put("tenant-a-resource-caller", claims("caller-a", "tenant-a", ALL_SCOPES, "${resource}"));
        clients.put(ID_JAG_CLIENT, idJag(ID_JAG_CLIENT, true));
        Map<String, Object> expiredGrant = idJag("idjag-expired", true);
        expiredGrant.put("exp", 1_000_000_000L);
        clients.put("idjag-expired", expiredGrant);
        Map<String, Object> otherTenant = idJag("idjag-tenant-b", true);
        otherTenant.put("tenant_id", "tenant-b");
        clients.put("idjag-tenant-b", otherTenant);
        clients.put("idjag-plain-jwt", idJag("idjag-plain-jwt", false));
        return clients;
    }

    /**
     * The claims of an ID-JAG issued to {@code clientId} (subject alice, every client scope), typed
     * {@code oauth-id-jag+jwt} unless {@code typed} is false (then {@code JWT}).
     */
    private static Map<String, Object> idJag(String clientId, boolean typed) {
        Map<String, Object> claims = new LinkedHashMap<>();
        claims.put("sub", "alice");
        claims.put("scope", ALL_SCOPES);
        claims.put("aud", "${audience}");
        claims.put("resource", "${resource}");
        claims.put("client_id", clientId);
        if (typed) {
            claims.put(MockOAuthServer.TYPE_HEADER, "oauth-id-jag+jwt");
        }
        return claims;
    }

    private static Map<String, Object> claims(String subject, String tenant, String scope, String audience) {
        Map<String, Object> claims = new LinkedHashMap<>();
        claims.put("sub", subject);
        if (tenant != null) {
            claims.put("tenant_id", tenant);
        }
        claims.put("scope", scope);
        claims.put("aud", List.of(audience));
        return claims;
    }

    @Override
    public Map<String, String> start() {
        server = MockOAuthServer.start(clients());
        return Map.of("gateway.auth.oauth.issuer", server.issuer(), "gateway.public-url", PUBLIC_URL);
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(server,
                new TestInjector.AnnotatedAndMatchesType(InjectOAuthServer.class, MockOAuthServer.class));
    }

    @Override
    public void stop() {
        if (server != null) {
            server.close();
        }
    }
}
