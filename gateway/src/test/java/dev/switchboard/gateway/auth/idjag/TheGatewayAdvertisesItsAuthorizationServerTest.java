package dev.switchboard.gateway.auth.idjag;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;

/**
 * With ID-JAG grants enabled the gateway publishes its authorization server's metadata (RFC 8414) with the JWT bearer
 * grant and the ID-JAG profile, its JWKS, and names it in the protected resource metadata of the shared endpoint and of
 * each tenant's own, so a client holding an ID-JAG finds where to trade it.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class TheGatewayAdvertisesItsAuthorizationServerTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void theResourceMetadataNamesTheGatewaysAuthorizationServerWhichDescribesItself() {
        IdJag.trustIdp(oauth);

        RestAssured.get("/.well-known/oauth-authorization-server").then().statusCode(200)
                .body("issuer", equalTo(IdJag.AS)).body("token_endpoint", equalTo(IdJag.AS + "/oauth/token"))
                .body("jwks_uri", equalTo(IdJag.AS + "/oauth/jwks"))
                .body("grant_types_supported", hasItem("urn:ietf:params:oauth:grant-type:jwt-bearer"))
                .body("authorization_grant_profiles_supported",
                        contains("urn:ietf:params:oauth:grant-profile:id-jag"));
        RestAssured.get("/oauth/jwks").then().statusCode(200).body("keys", hasSize(1));
        RestAssured.get("/.well-known/oauth-protected-resource/mcp").then().statusCode(200)
                .body("authorization_servers", contains(oauth.issuer(), IdJag.AS));
        RestAssured.get("/.well-known/oauth-protected-resource/t/" + IdJag.TENANT + "/mcp").then().statusCode(200)
                .body("authorization_servers", contains(oauth.issuer(IdJag.IDP), IdJag.AS));
    }
}
