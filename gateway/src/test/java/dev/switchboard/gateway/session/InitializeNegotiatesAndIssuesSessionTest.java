package dev.switchboard.gateway.session;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InitializeNegotiatesAndIssuesSessionTest {

    private static Response initialize(String version) {
        return given().contentType("application/json").accept("application/json, text/event-stream")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\""
                        + version + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}")
                .post("/mcp");
    }

    @Test
    void aSupportedVersionIsAnsweredAsRequested() {
        for (String version : new String[] { "2025-03-26", "2025-06-18", "2025-11-25" }) {
            initialize(version).then().statusCode(200)
                    .body("result.protocolVersion", equalTo(version))
                    .body("result.serverInfo.name", equalTo("switchboard-gateway"))
                    .body("result.capabilities.tools", notNullValue());
        }
    }

    @Test
    void anUnsupportedVersionGetsTheNewestSessionEraVersion() {
        initialize("2023-01-01").then().statusCode(200).body("result.protocolVersion", equalTo("2025-11-25"));
    }

    @Test
    void theSessionIdIsLongRandomAndVisibleAscii() {
        String first = initialize("2025-11-25").header("Mcp-Session-Id");
        String second = initialize("2025-11-25").header("Mcp-Session-Id");

        assertThat(first).isNotEqualTo(second).hasSizeGreaterThanOrEqualTo(22);
        assertThat(first.chars()).allMatch(c -> c >= 0x21 && c <= 0x7E);
    }

    @Test
    void initializeWithoutClientInfoIsInvalidParams() {
        given().contentType("application/json")
                .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{}}}")
                .post("/mcp").then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }
}
