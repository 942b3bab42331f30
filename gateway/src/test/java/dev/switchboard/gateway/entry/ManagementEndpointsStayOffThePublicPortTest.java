package dev.switchboard.gateway.entry;

import java.net.URL;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

/** Health and metrics answer on the management port only: an MCP client reaching the public port cannot read them. */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ManagementEndpointsStayOffThePublicPortTest {

    @TestHTTPResource(value = "health/ready", management = true) // under the management root, /q
    URL readiness;

    @TestHTTPResource(value = "metrics", management = true)
    URL metrics;

    @Test
    void healthAndMetricsAnswerOnTheManagementPort() {
        given().get(readiness).then().statusCode(200).body("status", containsString("UP"));
        given().get(metrics).then().statusCode(200).body(containsString("jvm_"));
    }

    @Test
    void thePublicPortDoesNotServeThem() {
        given().get("/q/health/ready").then().statusCode(404);
        given().get("/q/metrics").then().statusCode(404);
    }
}
