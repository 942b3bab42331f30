package dev.switchboard.gateway.admin;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.review.DefinitionReviews;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * A definition a service holds back (as mcp-bridge-service does for a changed upstream tool) is listed by the admin API,
 * and accepting its digest there is what the service sees; a malformed digest is 400, withdrawing an unknown one 404.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class HeldBackDefinitionsAreAcceptedByDigestTest {

    private static final String DIGEST = "sha256:" + "ab".repeat(32);

    @Inject
    DefinitionReviews reviews;

    @Test
    void aHeldBackDefinitionIsListedAndItsDigestAccepted() {
        reviews.hold("mcp-bridge", "remote/shifty", "{\"service\":\"mcp-bridge\",\"upstream\":\"remote\",\"tool\":"
                + "\"shifty\",\"offeredDigest\":\"" + DIGEST + "\",\"definition\":{\"description\":\"changed\"}}");

        SecuredGateway.admin().get("/admin/v1/tool-definitions/pending").then().statusCode(200)
                .body("find { it.tool == 'shifty' }.offeredDigest", equalTo(DIGEST))
                .body("find { it.tool == 'shifty' }.definition.description", equalTo("changed"));
        SecuredGateway.admin().put("/admin/v1/tool-definitions/accepted/" + DIGEST).then().statusCode(200)
                .body("accepted", equalTo(true)).body("alreadyAccepted", equalTo(false));

        assertThat(reviews.accepted(DIGEST)).isTrue();
        SecuredGateway.admin().get("/admin/v1/tool-definitions/accepted").then().statusCode(200)
                .body("$", hasItem(DIGEST));
        SecuredGateway.admin().get("/admin/v1/tenants/_unattributed/audit").then().statusCode(200)
                .body("action", hasItem("admin.definition.accept"));
    }

    @Test
    void aMalformedDigestIs400AndAnUnknownWithdrawalIs404() {
        SecuredGateway.admin().put("/admin/v1/tool-definitions/accepted/md5:abc").then().statusCode(400)
                .body("error", containsString("64 lower-case hex digits"));
        SecuredGateway.admin().delete("/admin/v1/tool-definitions/accepted/sha256:" + "cd".repeat(32)).then()
                .statusCode(404);
    }

    @Test
    void theReviewEndpointsNeedAdminCredentials() {
        io.restassured.RestAssured.given().get("/admin/v1/tool-definitions/pending").then().statusCode(401);
    }
}
