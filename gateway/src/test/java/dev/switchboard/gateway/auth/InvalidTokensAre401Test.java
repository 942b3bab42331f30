package dev.switchboard.gateway.auth;

import java.security.KeyPairGenerator;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.jwt.build.Jwt;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Every way an access token can be wrong is 401 with {@code error="invalid_token"} and a reason the client's operator
 * can act on — and the gateway never lets it through: expired, not yet valid, for another audience, from another
 * issuer, signed by a key the issuer does not publish, without a tenant, or not a token at all.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class InvalidTokensAre401Test {

    @InjectOAuthServer
    MockOAuthServer oauth;

    private void refused(String token, String reason) {
        McpTestClient.ofTestedApp().withBearer(token).modern("tools/list").then().statusCode(401)
                .header("WWW-Authenticate", allOf(containsString("error=\"invalid_token\""),
                        containsString("resource_metadata=")))
                .body("error.code", equalTo(-32010))
                .body("error.message", containsString(reason));
    }

    @Test
    void anExpiredTokenIsRefused() {
        refused(oauth.token("expired"), "expired");
    }

    @Test
    void aTokenNotValidYetIsRefused() {
        refused(oauth.token("not-yet-valid"), "not valid yet");
    }

    @Test
    void aTokenForAnotherAudienceIsRefused() {
        refused(oauth.token("other-audience"), "audience");
    }

    @Test
    void aTokenFromAnotherIssuerIsRefused() {
        refused(oauth.token("other", "tenant-a-caller"), "another authorization server");
    }

    @Test
    void aTokenSignedWithAForeignKeyIsRefused() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        String forged = Jwt.issuer(oauth.issuer()).subject("caller-a").audience("http://localhost:8080/mcp")
                .claim("tenant_id", "tenant-a").claim("scope", "tools:call")
                .expiresAt(Instant.now().plusSeconds(300)).jws().keyId("default")
                .sign(generator.generateKeyPair().getPrivate());
        refused(forged, "signature");
    }

    @Test
    void aTokenWithoutTenantIsRefused() {
        refused(oauth.token("no-tenant"), "tenant");
    }

    @Test
    void somethingThatIsNoTokenIsRefused() {
        refused("not-a-token", "neither an access token");
        McpTestClient.ofTestedApp().modern("tools/list").header("Authorization", "Basic dXNlcjpwYXNz").then()
                .statusCode(401).header("WWW-Authenticate", containsString("invalid_request"));
    }

    @Test
    void anUnsignedTokenIsRefused() {
        String unsigned = Jwt.issuer(oauth.issuer()).subject("caller-a").audience("http://localhost:8080/mcp")
                .claim("tenant_id", "tenant-a").jws().algorithm(io.smallrye.jwt.algorithm.SignatureAlgorithm.HS256)
                .signWithSecret("0123456789abcdef0123456789abcdef");
        refused(unsigned, "asymmetric");
    }
}
