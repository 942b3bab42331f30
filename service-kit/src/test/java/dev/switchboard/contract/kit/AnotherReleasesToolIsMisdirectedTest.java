package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

/**
 * During a rolling update both releases of a service answer on one address. A call for a tool this instance lacks,
 * sent by a gateway whose catalogue came from another release (its revision header differs), is 421 Misdirected
 * Request naming both revisions, so the gateway tries another instance; with this instance's own revision (or none)
 * the tool is simply unknown. The manifest endpoint says which revision the instance serves. A caller that accepts only
 * a stream (as a peer replica's forwarding does) gets the 421 as a 421 all the same.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AnotherReleasesToolIsMisdirectedTest {

    private String myRevision() {
        return given().when().get("/internal/v1/manifest").then().statusCode(200).extract()
                .header(ManifestRevision.HEADER);
    }

    @Test
    void aToolOfAnotherReleaseIs421NamingBothRevisions() {
        String mine = myRevision();

        given().contentType("application/json").header(ManifestRevision.HEADER, "0123456789ab")
                .body("{\"arguments\":{}," + Callers.ANONYMOUS_CONTEXT + "}").when().post("/internal/v1/tools/kitEchoV2")
                .then().statusCode(421)
                .body("code", equalTo(-32602))
                .body("data.revision", equalTo(mine))
                .body("data.expectedRevision", equalTo("0123456789ab"))
                .body("message", containsString("rolling update"));
    }

    @Test
    void aCallerAcceptingOnlyAStreamGetsThe421AsIs() {
        given().contentType("application/json").accept("text/event-stream")
                .header(ManifestRevision.HEADER, "0123456789ab")
                .body("{\"arguments\":{}," + Callers.ANONYMOUS_CONTEXT + "}").when().post("/internal/v1/tools/kitEchoV2")
                .then().statusCode(421)
                .contentType(startsWith("application/json"))
                .body("data.expectedRevision", equalTo("0123456789ab"));
    }

    @Test
    void aToolUnknownToThisVeryReleaseIs404() {
        given().contentType("application/json").header(ManifestRevision.HEADER, myRevision())
                .body("{\"arguments\":{}," + Callers.ANONYMOUS_CONTEXT + "}").when().post("/internal/v1/tools/kitEchoV2")
                .then().statusCode(404)
                .body("message", equalTo("Unknown tool: kitEchoV2"));
    }

    @Test
    void aKnownToolRunsWhateverTheRevision() {
        given().contentType("application/json").header(ManifestRevision.HEADER, "0123456789ab")
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + Callers.ANONYMOUS + "}}").when()
                .post("/internal/v1/tools/kitEcho")
                .then().statusCode(200)
                .body("structuredContent.echo", equalTo("hi"));
    }
}
