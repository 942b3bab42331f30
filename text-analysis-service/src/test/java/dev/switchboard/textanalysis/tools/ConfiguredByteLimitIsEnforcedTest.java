package dev.switchboard.textanalysis.tools;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(ConfiguredByteLimitIsEnforcedTest.SmallLimit.class)
class ConfiguredByteLimitIsEnforcedTest {

    /** A 64-byte limit. */
    public static class SmallLimit implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("textanalysis.max-text-bytes", "64");
        }
    }

    @Test
    void theManifestAnnouncesTheLimit() {
        given().when().get("/internal/v1/manifest")
                .then().statusCode(200)
                .body("tools.inputSchema.properties.text.maxLength", everyItem(equalTo(64)));
    }

    @Test
    void sixtyFourBytesPassAndSixtyFiveDoNot() {
        ToolRequests.call("analyzeText", ToolRequests.arguments().put("text", "ß".repeat(32)))
                .statusCode(200);
        ToolRequests.call("analyzeText", ToolRequests.arguments().put("text", "ß".repeat(32) + "!"))
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.rule", equalTo("maxBytes"))
                .body("message", containsString("65 bytes of UTF-8, over the limit of 64 bytes"));
    }
}
