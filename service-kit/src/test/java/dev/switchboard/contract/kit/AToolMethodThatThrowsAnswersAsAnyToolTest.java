package dev.switchboard.contract.kit;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * What an annotated tool's method throws is answered as a {@link ServiceTool}'s exception is: 500 with -32603 and the
 * same message, never the exception's own text.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class AToolMethodThatThrowsAnswersAsAnyToolTest {

    private static String crash(String tool, String arguments) {
        return given().contentType("application/json")
                .body("{\"arguments\": " + arguments + ", " + Callers.ANONYMOUS_CONTEXT + "}")
                .when().post("/internal/v1/tools/" + tool)
                .then().statusCode(500).body("code", equalTo(-32603)).extract().body().asString();
    }

    @Test
    void theAnswerIsTheOneAServiceToolGets() {
        String annotated = crash("tripCancel", "{\"reason\": \"explode\"}");
        String serviceTool = crash("kitEcho", "{\"text\": \"explode\"}");

        assertThat(annotated).isEqualTo(serviceTool).doesNotContain("secret");
    }
}
