package dev.switchboard.bridge.upstream;

import java.net.URI;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

/**
 * A prompt or a resource read of a user without a link asks for one, as a tool call does: the same URL elicitation,
 * and after the link the retry reaches the upstream as the user. A user who declines gets an error saying nothing was
 * linked.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class APromptOrAResourceReadWithoutALinkAsksForOneTest extends LinkUpstreamTest {

    @Override
    String upstream() {
        return "ledger";
    }

    @Test
    void aPromptAsksForTheLinkThenIsBuiltByTheUpstream() {
        ObjectNode first = LinkFixture.call(tenant(), "erin", null, null);
        first.putObject("arguments").put("name", "Erin");
        JsonPath asked = prompt(first).statusCode(200).extract().jsonPath();
        Consent consent = consent(asked);
        URI back = authorized(consent, "erin-at-ledger");
        LinkFixture.complete(tenant(), "erin", LinkFixture.parameter(back, "state"),
                LinkFixture.parameter(back, "code")).statusCode(200);
        ObjectNode retry = first.deepCopy().put("requestState", consent.requestState());
        retry.putObject("inputResponses").putObject("link-ledger").put("action", "accept");

        JsonPath built = prompt(retry).statusCode(200).extract().jsonPath();

        assertThat(asked.getString("resultType")).isEqualTo("input_required");
        assertThat(consent.url()).endsWith("/links/connect/" + consent.elicitationId());
        assertThat(built.getString("resultType")).isEqualTo("complete");
        assertThat(built.getString("messages[0].content.text")).isEqualTo("Say hello to Erin.");
    }

    @Test
    void aResourceReadAsksForTheLinkAndADeclineLinksNothing() {
        ObjectNode first = LinkFixture.call(tenant(), "frank", null, null).put("uri", "ledger+notes://welcome");
        JsonPath asked = read(first).statusCode(200).extract().jsonPath();
        Consent consent = consent(asked);
        ObjectNode retry = first.deepCopy().put("requestState", consent.requestState());
        retry.putObject("inputResponses").putObject("link-ledger").put("action", "decline");

        read(retry).statusCode(502).body("message", containsString("was not linked (the user answered 'decline')"));

        assertThat(asked.getString("resultType")).isEqualTo("input_required");
        assertThat(vault.links(tenant(), "frank")).isEmpty();
    }

    private Consent consent(JsonPath asked) {
        String key = "inputRequests.link-" + upstream();
        assertThat(asked.getString(key + ".params.mode")).isEqualTo("url");
        return new Consent(asked.getString(key + ".params.elicitationId"), asked.getString(key + ".params.url"),
                asked.getString(key + ".params.message"), asked.getString("requestState"));
    }

    private static ValidatableResponse prompt(ObjectNode body) {
        return given().contentType("application/json").body(body.toString()).when()
                .post("/internal/v1/prompts/ledger_greeting").then().log().ifValidationFails();
    }

    private static ValidatableResponse read(ObjectNode body) {
        return given().contentType("application/json").body(body.toString()).when()
                .post("/internal/v1/resources/read").then().log().ifValidationFails();
    }
}
