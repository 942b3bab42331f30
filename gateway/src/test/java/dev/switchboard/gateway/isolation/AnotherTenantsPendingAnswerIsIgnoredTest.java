package dev.switchboard.gateway.isolation;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpSession;
import dev.switchboard.testsupport.mcp.McpTestClient;
import dev.switchboard.testsupport.mcp.SseStream;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tenant B answering a server→client request that tenant A's call waits for changes nothing: the answer is bound to
 * A's session, and A's own answer is the one the call completes with.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class AnotherTenantsPendingAnswerIsIgnoredTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void onlyTheSessionsOwnAnswerCompletesTheCall() {
        McpTestClient tenantA = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-a-caller"));
        tenantA.awaitTool("fx_sample");
        McpSession ofA = tenantA.session().capabilities("{\"sampling\":{}}").open();
        McpSession ofB = McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller")).session()
                .capabilities("{\"sampling\":{}}").open();
        try (SseStream call = ofA.stream("41", "tools/call", "{\"name\":\"fx_sample\",\"arguments\":{}}")) {
            JsonNode request = call.awaitMessage("sampling/createMessage");
            String id = request.get("id").toString();

            ofB.answer(id, "{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"from B\"},\"model\":\"m\"}");
            ofA.via(McpTestClient.ofTestedApp().withBearer(oauth.token("tenant-b-caller")))
                    .answer(id, "{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"B in A\"},"
                            + "\"model\":\"m\"}")
                    .then().statusCode(404);
            ofA.answer(id, "{\"role\":\"assistant\",\"content\":{\"type\":\"text\",\"text\":\"from A\"},\"model\":\"m\"}")
                    .then().statusCode(202);

            assertThat(call.awaitData("\"id\":41")).contains("from A").doesNotContain("from B");
        }
    }
}
