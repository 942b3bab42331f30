package dev.switchboard.gateway.discovery;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.fixtures.ExtraRegistrations;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A tenant's search follows its catalogue: a tool a service registers after the tenant's first search is found within
 * a second, and a tool a policy change denies is no longer found, without anything restarting.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TheSearchFollowsRegistrationsAndPolicyTest {

    private static final String FIND = "{\"query\":\"translate a document into another language\",\"limit\":20}";

    @Inject
    ServiceRegistry registry;

    @Test
    void aNewToolIsFoundAndADeniedOneIsNot() {
        SecuredGateway.putTenant("following", "{\"discovery\":\"progressive\"}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("following", "user"));
        client.modern("tools/call").tool("find_tools", FIND).then().statusCode(200)
                .body("result.structuredContent.tools.name", not(hasItem("translate_document_language")));

        ExtraRegistrations.publishTool(registry, "translate_document_language", Duration.ofSeconds(60));

        await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(100)).untilAsserted(() -> client
                .modern("tools/call").tool("find_tools", FIND).then().statusCode(200)
                .body("result.structuredContent.tools.name", hasItem("translate_document_language")));

        SecuredGateway.putTenant("following", "{\"discovery\":\"progressive\","
                + "\"tools\":{\"deny\":[\"translate_*\"]}}");

        client.modern("tools/call").tool("find_tools", FIND).then().statusCode(200)
                .body("result.structuredContent.tools.name", not(hasItem("translate_document_language")));
    }
}
