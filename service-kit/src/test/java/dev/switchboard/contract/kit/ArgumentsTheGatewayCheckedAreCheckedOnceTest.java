package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

/**
 * A call whose arguments the gateway checked against this very release's schema is not checked again; a call naming
 * another release (a rolling update), or not saying it was checked, is checked here.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ArgumentsTheGatewayCheckedAreCheckedOnceTest {

    private static final String BREAKS_MIN_LENGTH = """
            {"arguments":{"text":""},"context":{"tenant":"anonymous","subject":"anonymous","argumentsChecked":%s}}""";

    private String myRevision() {
        return given().when().get("/internal/v1/manifest").then().statusCode(200).extract()
                .header(ManifestRevision.HEADER);
    }

    private ValidatableResponse call(String revision, boolean checked) {
        return given().contentType("application/json").header(ManifestRevision.HEADER, revision)
                .body(BREAKS_MIN_LENGTH.formatted(checked)).when().post("/internal/v1/tools/kitEcho").then();
    }

    @Test
    void checkedByTheGatewayForThisReleaseTheToolRuns() {
        call(myRevision(), true).statusCode(200)
                .body("structuredContent.echo", equalTo(""));
    }

    @Test
    void checkedForAnotherReleaseTheArgumentsAreCheckedAgain() {
        call("0123456789ab", true).statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.rule", equalTo("minLength"));
    }

    @Test
    void notSaidToBeCheckedTheArgumentsAreChecked() {
        call(myRevision(), false).statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo("text"))
                .body("data.rule", equalTo("minLength"));
    }
}
