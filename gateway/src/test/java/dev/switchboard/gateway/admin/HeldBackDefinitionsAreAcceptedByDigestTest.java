package dev.switchboard.gateway.admin;

import java.util.List;

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
 * A definition a service holds back (as mcp-bridge-service does for a changed upstream tool) is listed by the admin API
 * with its fields, and accepting its digest there accepts it for the tools holding it back now, each by service,
 * upstream and tool: what the service sees. Narrowed to one upstream, the same digest held back by another stays
 * unaccepted. A digest nothing holds back is 404, a malformed one 400, withdrawing an unknown one 404.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class HeldBackDefinitionsAreAcceptedByDigestTest {

    private static final String DIGEST = "sha256:" + "ab".repeat(32);

    @Inject
    DefinitionReviews reviews;

    private void held(String upstream, String tool, String digest) {
        reviews.hold("mcp-bridge", upstream + "/" + tool, "{\"service\":\"mcp-bridge\",\"upstream\":\"" + upstream
                + "\",\"tool\":\"" + tool + "\",\"pinnedDigest\":\"sha256:" + "00".repeat(32) + "\",\"offeredDigest\":\""
                + digest + "\",\"heldBackAt\":\"2026-01-01T00:00:00Z\",\"definition\":{\"description\":\"changed\"}}");
    }

    @Test
    void aHeldBackDefinitionIsListedAndItsDigestAcceptedForItsToolAlone() {
        held("remote", "shifty", DIGEST);
        held("twin", "shifty", DIGEST);

        SecuredGateway.admin().get("/admin/v1/tool-definitions/pending").then().statusCode(200)
                .body("find { it.upstream == 'remote' }.offeredDigest", equalTo(DIGEST))
                .body("find { it.upstream == 'remote' }.definition.description", equalTo("changed"));
        SecuredGateway.admin().put("/admin/v1/tool-definitions/accepted/" + DIGEST + "?upstream=remote&tool=shifty")
                .then().statusCode(200).body("accepted", equalTo(true)).body("alreadyAccepted", equalTo(false))
                .body("for.upstream", equalTo(List.of("remote")));

        assertThat(reviews.accepted("mcp-bridge", "remote/shifty", DIGEST)).isTrue();
        assertThat(reviews.accepted("mcp-bridge", "twin/shifty", DIGEST)).isFalse();
        SecuredGateway.admin().get("/admin/v1/tool-definitions/accepted").then().statusCode(200)
                .body("find { it.upstream == 'remote' }.digest", equalTo(DIGEST))
                .body("find { it.upstream == 'remote' }.tool", equalTo("shifty"))
                .body("find { it.upstream == 'remote' }.acceptedBy", equalTo("bootstrap-key"))
                .body("find { it.upstream == 'twin' }", equalTo(null));
        SecuredGateway.admin().get("/admin/v1/tenants/_unattributed/audit").then().statusCode(200)
                .body("action", hasItem("admin.definition.accept"));
        reviews.release("mcp-bridge", "remote/shifty");
        reviews.release("mcp-bridge", "twin/shifty");
    }

    @Test
    void aDigestNothingHoldsBackIsNotAcceptedForLater() {
        String later = "sha256:" + "ef".repeat(32);
        SecuredGateway.admin().put("/admin/v1/tool-definitions/accepted/" + later).then().statusCode(404)
                .body("error", containsString("No definition held back now offers " + later));
        held("later", "tool", later);
        assertThat(reviews.accepted("mcp-bridge", "later/tool", later)).isFalse();
        reviews.release("mcp-bridge", "later/tool");
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
