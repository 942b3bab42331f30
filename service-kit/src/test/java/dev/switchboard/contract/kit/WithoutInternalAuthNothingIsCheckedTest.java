package dev.switchboard.contract.kit;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

/**
 * With {@code switchboard.internal-auth.enabled=false} the kit checks nothing: neither the token nor whether the body
 * names its caller, and a call without a context gets what a caller-dependent provider shows everyone.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(WithoutInternalAuthNothingIsCheckedTest.AuthOff.class)
class WithoutInternalAuthNothingIsCheckedTest {

    @Test
    void aBodyNamingAnotherCallerThanItsTokenIsServed() {
        given().contentType("application/json")
                .header("Authorization", "Bearer " + TestInternalKeys.token("kit-test", "acme", "alice"))
                .body("{\"arguments\":{\"text\":\"hi\"},\"context\":{\"tenant\":\"globex\",\"subject\":\"bob\"}}")
                .when().post("/internal/v1/tools/kitEcho")
                .then().statusCode(200).body("structuredContent.echo", equalTo("hi"));
    }

    @Test
    void aCallWithoutContextGetsWhatEveryoneSees() {
        given().contentType("application/json").body("{}")
                .when().post("/internal/v1/resources/list")
                .then().statusCode(200).body("resources.uri", contains("kit://shared"));
    }

    public static class AuthOff implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("switchboard.internal-auth.enabled", "false");
        }
    }
}
