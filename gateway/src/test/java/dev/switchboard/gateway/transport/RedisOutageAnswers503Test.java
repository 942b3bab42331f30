package dev.switchboard.gateway.transport;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.InjectRedis;
import dev.switchboard.testsupport.LocalRedis;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.initialize;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class RedisOutageAnswers503Test {

    @InjectRedis
    LocalRedis redis;

    @Test
    void withoutRedisSessionsAre503AndTheGatewayRecoversByItself() {
        redis.stop();
        try {
            given().contentType("application/json")
                    .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                            + "\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}")
                    .post("/mcp").then().statusCode(503)
                    .body("error.message", containsString("Redis"));
            given().get("/q/health/ready").then().statusCode(503);
        } finally {
            redis.restart();
        }
        initialize("2025-11-25");
    }
}
