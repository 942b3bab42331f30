package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.contract.StreamEvents;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

/** A caller that accepts a stream or JSON gets JSON when the call sends no event, a stream when it sends one. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AStreamStartsOnlyWithTheFirstEventTest {

    @Test
    void aCallWithNoEventToSendIsAnsweredWithJson() {
        given().contentType("application/json").header("Accept", StreamEvents.ACCEPT_EITHER)
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + Callers.ANONYMOUS + "}}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(200)
                .header("Content-Type", startsWith("application/json"))
                .body("structuredContent.echo", equalTo("hi"));
    }

    @Test
    void aCallThatSendsProgressTurnsIntoAStreamEndingWithTheResult() {
        String body = given().contentType("application/json").header("Accept", StreamEvents.ACCEPT_EITHER)
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{" + Callers.ANONYMOUS + ",\"progress\":true}}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(200)
                .header("Content-Type", startsWith("text/event-stream"))
                .extract().asString();

        assertThat(body).startsWith("event: progress").containsSubsequence("event: progress", "event: result",
                "\"echo\":\"hi\"");
    }
}
