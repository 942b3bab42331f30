package dev.switchboard.gateway.auth.idjag;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.restassured.RestAssured;
import io.restassured.response.Response;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;

/**
 * What the ID-JAG tests share: the tenant whose identity provider ({@value #IDP}) issues the grants, the gateway's
 * authorization server and resources as a client names them, the token request, the audit trail.
 */
final class IdJag {

    static final String TENANT = "jag-acme";
    static final String IDP = "idp-i";
    /** The gateway's authorization server: its public URL. */
    static final String AS = OAuthServerTestResource.PUBLIC_URL;
    static final String RESOURCE = AS + "/mcp";
    static final String CLIENT = OAuthServerTestResource.ID_JAG_CLIENT;

    private IdJag() {
    }

    /** Makes {@link #TENANT} trust {@link #IDP} (idempotent). */
    static void trustIdp(MockOAuthServer oauth) {
        SecuredGateway.putTenant(TENANT, "{\"identityProviders\":[{\"name\":\"acme\",\"issuer\":\""
                + oauth.issuer(IDP) + "\"}]}");
    }

    /** A token request at the gateway's token endpoint with the JWT bearer grant. */
    static Response exchange(String assertion, String clientId) {
        return RestAssured.given().contentType("application/x-www-form-urlencoded")
                .formParam("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer")
                .formParam("assertion", assertion).formParam("client_id", clientId).post("/oauth/token");
    }

    /** Waits until {@code tenant}'s audit trail (null: the unattributed one) holds a refusal saying {@code reason}. */
    static void assertRefusalAudited(String tenant, String reason) {
        String path = "/admin/v1/tenants/" + (tenant == null ? "_unattributed" : tenant) + "/audit";
        await().untilAsserted(() -> SecuredGateway.admin().get(path).then().statusCode(200)
                .body("findAll { it.action == 'auth.failed' }.details.reason", hasItem(containsString(reason))));
    }
}
