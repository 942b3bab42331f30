package dev.switchboard.gateway.auth;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

/**
 * The protected resource metadata (RFC 9728) of a tenant's own endpoint, at the path RFC 9728 §3.1 makes of its URL,
 * names that endpoint as the resource and the tenant's own identity provider as the authorization server, with the
 * scopes {@code /mcp} offers: all a client needs to sign its person in where the tenant wants. A tenant without an
 * identity provider of its own is pointed at the operator's issuer.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class APerTenantResourceNamesItsTenantsIdentityProviderTest {

    private static final String METADATA = "/.well-known/oauth-protected-resource";

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aTenantsEndpointNamesItsIdentityProviderAsTheAuthorizationServer() {
        SecuredGateway.putTenant("prm-acme", "{\"identityProviders\":[{\"name\":\"acme\",\"issuer\":\""
                + oauth.issuer("idp-g") + "\"}]}");
        List<String> sharedScopes = RestAssured.get(METADATA + "/mcp").then().statusCode(200).extract()
                .path("scopes_supported");

        RestAssured.get(METADATA + "/t/prm-acme/mcp").then().statusCode(200)
                .body("resource", equalTo(OAuthServerTestResource.PUBLIC_URL + "/t/prm-acme/mcp"))
                .body("authorization_servers", contains(oauth.issuer("idp-g")))
                .body("scopes_supported", equalTo(sharedScopes))
                .body("bearer_methods_supported", contains("header"));
        RestAssured.get(METADATA + "/t/tenant-a/mcp").then().statusCode(200)
                .body("resource", equalTo(OAuthServerTestResource.PUBLIC_URL + "/t/tenant-a/mcp"))
                .body("authorization_servers", contains(oauth.issuer()));
    }
}
