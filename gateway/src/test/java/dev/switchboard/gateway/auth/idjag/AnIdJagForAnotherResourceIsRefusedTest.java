package dev.switchboard.gateway.auth.idjag;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * An ID-JAG for a resource that is not the gateway's shared endpoint nor its tenant's own is refused with
 * {@code invalid_grant} listing the resources it may name, and audited; another tenant's endpoint is such a resource.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnIdJagForAnotherResourceIsRefusedTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void aGrantForAnotherResourceIsRefused() {
        IdJag.trustIdp(oauth);
        IdJag.exchange(oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, "https://mcp.elsewhere.example/mcp"),
                IdJag.CLIENT).then().statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("https://mcp.elsewhere.example/mcp, which is not one of"));
        IdJag.exchange(oauth.idJag(IdJag.IDP, IdJag.CLIENT, IdJag.AS, IdJag.AS + "/t/tenant-b/mcp"), IdJag.CLIENT)
                .then().statusCode(400).body("error", equalTo("invalid_grant"))
                .body("error_description", containsString("/t/tenant-b/mcp, which is not one of"));
        IdJag.assertRefusalAudited(IdJag.TENANT, "https://mcp.elsewhere.example/mcp, which is not one of");
    }
}
