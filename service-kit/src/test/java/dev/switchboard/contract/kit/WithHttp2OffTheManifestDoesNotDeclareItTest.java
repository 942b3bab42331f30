package dev.switchboard.contract.kit;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

/** With {@code quarkus.http.http2=false} the server speaks HTTP/1.1 only, and the manifest does not declare http2. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithHttp2OffTheManifestDoesNotDeclareItTest.Http2Off.class)
class WithHttp2OffTheManifestDoesNotDeclareItTest {

    public static class Http2Off implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.http.http2", "false");
        }
    }

    @Test
    void theManifestDoesNotDeclareIt() {
        given().when().get("/internal/v1/manifest").then().statusCode(200).body("http2", equalTo(false));
    }
}
