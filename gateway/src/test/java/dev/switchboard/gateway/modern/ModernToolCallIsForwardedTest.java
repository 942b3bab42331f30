package dev.switchboard.gateway.modern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.testing.Mcp.awaitTool;
import static dev.switchboard.gateway.testing.Mcp.modern;
import static dev.switchboard.gateway.testing.Mcp.modernRequest;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ModernToolCallIsForwardedTest {

    @BeforeEach
    void toolsRegistered() {
        awaitTool("fx_echo");
    }

    @Test
    void toolsListCarriesDescriptorsAndCacheHintsButNoGatewayHints() {
        modern("tools/list", "").then().statusCode(200)
                .body("result.resultType", equalTo("complete"))
                .body("result.tools.name", hasItem("fx_echo"))
                .body("result.tools.find { it.name == 'fx_slow' }.timeoutMs", org.hamcrest.Matchers.nullValue())
                .body("result.tools.find { it.name == 'fx_echo' }.inputSchema.required", hasItem("text"))
                .body("result.ttlMs", notNullValue())
                .body("result.cacheScope", equalTo("public"));
    }

    @Test
    void aCallReachesTheServiceAndComesBackWithResultType() {
        modernRequest("tools/call", "\"name\":\"fx_echo\",\"arguments\":{\"text\":\"ab\",\"times\":2}")
                .header("Mcp-Name", "fx_echo")
                .post("/mcp").then().statusCode(200)
                .body("result.resultType", equalTo("complete"))
                .body("result.structuredContent.echo", equalTo("abab"))
                .body("result.content[0].type", equalTo("text"))
                .body("result.content[0].text", equalTo("{\"echo\":\"abab\"}"))
                .body("result._meta.'io.modelcontextprotocol/serverInfo'.name", notNullValue())
                .body("result.isError", not(equalTo(true)));
    }

    @Test
    void aDomainFailureIsAnIsErrorResultNotAProtocolError() {
        modernRequest("tools/call", "\"name\":\"fx_fail\",\"arguments\":{}")
                .header("Mcp-Name", "fx_fail")
                .post("/mcp").then().statusCode(200)
                .body("result.isError", equalTo(true))
                .body("result.content[0].text", equalTo("The fixture failed on purpose"));
    }
}
