package dev.switchboard.gateway.handler;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;

/**
 * A URI is read from the service that lists it or owns a matching template; an unknown one is -32002 in a session and
 * -32602 in 2026-07-28, both with {@code data.uri}.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ResourcesAreReadFromTheirServiceTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @BeforeEach
    void servicesRegistered() {
        mcp.awaitTool("fx_echo");
    }

    @Test
    void concreteAndTemplatedResourcesAreReadFromTheirService() {
        mcp.modern("resources/read").resource("fx://static").then().statusCode(200)
                .body("result.contents[0].text", equalTo("static text"))
                .body("result.ttlMs", equalTo(0))
                .body("result.cacheScope", equalTo("private"));
        mcp.modern("resources/read").resource("fx://item/42").then().statusCode(200)
                .body("result.contents[0].text", equalTo("item 42"));
    }

    @Test
    void anUnknownResourceIsInvalidParamsWithItsUriIn2026AndResourceNotFoundInTheSessionEra() {
        mcp.modern("resources/read").resource("fx://nowhere").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.data.uri", equalTo("fx://nowhere"));
        mcp.session().open().request("resources/read", "{\"uri\":\"fx://nowhere\"}").then().statusCode(200)
                .body("error.code", equalTo(-32002))
                .body("error.data.uri", equalTo("fx://nowhere"));
    }
}
