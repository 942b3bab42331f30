package dev.switchboard.gateway.auth.idjag;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * The gateway's token endpoint answers only the JWT bearer grant: any other grant type gets 400
 * {@code unsupported_grant_type} naming the one it takes, with {@code Cache-Control: no-store}.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(IdJagGateway.class)
class AnotherGrantTypeIsRefusedTest {

    @Test
    void clientCredentialsAreNotAGrantThisServerTakes() {
        RestAssured.given().contentType("application/x-www-form-urlencoded")
                .formParam("grant_type", "client_credentials").formParam("client_id", IdJag.CLIENT)
                .post("/oauth/token").then().statusCode(400).header("Cache-Control", "no-store")
                .body("error", equalTo("unsupported_grant_type"))
                .body("error_description", containsString("urn:ietf:params:oauth:grant-type:jwt-bearer"));
    }
}
