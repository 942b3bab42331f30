package dev.switchboard.gateway.handler;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.gateway.fixtures.AppFixtures;
import dev.switchboard.sessionstore.registry.RegistrationSignature;
import dev.switchboard.sessionstore.registry.ServiceRegistration;
import dev.switchboard.sessionstore.registry.ServiceRegistry;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.gateway.handler.AppOnlyToolsAreCallableButNeverListedTest.RENDERS_VIEWS;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A view reads resources by the URIs its own server gave them ({@code appAliases} of a resource or a template, as the
 * bridge declares for an upstream's): for a client that renders views the gateway reads the resource it names, and the
 * contents come back under the URI asked for. The aliases are never listed, mean nothing to a client without views,
 * and one two resources claim is refused, naming both.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ViewsReadResourcesByTheUrisTheirServerGaveThemTest {

    private final McpTestClient mcp = McpTestClient.ofTestedApp();

    @Inject
    ServiceRegistry registry;

    @Test
    void aResourcesAliasReadsItForAClientThatRendersViewsInBothEras() {
        awaitFixtures();
        mcp.modern("resources/read").capabilities(RENDERS_VIEWS).resource(AppFixtures.LEGEND_ALIAS).then()
                .statusCode(200)
                .body("result.contents[0].uri", equalTo(AppFixtures.LEGEND_ALIAS))
                .body("result.contents[0].text", equalTo(AppFixtures.HTML));
        mcp.session().capabilities(RENDERS_VIEWS).open()
                .request("resources/read", "{\"uri\":\"" + AppFixtures.LEGEND_ALIAS + "\"}").then()
                .body("result.contents[0].uri", equalTo(AppFixtures.LEGEND_ALIAS))
                .body("result.contents[0].mimeType", equalTo(McpApps.MIME_TYPE));
    }

    @Test
    void aUriUnderATemplatesAliasReadsTheUriTheTemplateMakesOfTheSameValues() {
        awaitFixtures();
        mcp.modern("resources/read").capabilities(RENDERS_VIEWS).resource("data://series/rain").then()
                .statusCode(200)
                .body("result.contents[0].uri", equalTo("data://series/rain"))
                .body("result.contents[0].text", equalTo("{\"series\":\"rain\"}"));
    }

    @Test
    void aliasesAreNeitherListedNorReadForAClientWithoutViews() {
        awaitFixtures();
        mcp.modern("resources/list").then().statusCode(200)
                .body("result.resources.uri", hasItem(AppFixtures.LEGEND))
                .body("result.resources.uri", not(hasItem(AppFixtures.LEGEND_ALIAS)))
                .body("result.resources.find { it.uri == '" + AppFixtures.LEGEND + "' }.keySet()",
                        not(hasItem("appAliases")));
        mcp.modern("resources/templates/list").then().statusCode(200)
                .body("result.resourceTemplates.find { it.uriTemplate == '" + AppFixtures.SERIES_TEMPLATE
                        + "' }.keySet()", not(hasItem("appAliases")));
        mcp.modern("resources/read").resource(AppFixtures.LEGEND_ALIAS).then().statusCode(200)
                .body("error.code", equalTo(-32602));
    }

    @Test
    void anAliasTwoResourcesClaimIsRefusedNamingBoth() {
        publish("rival-c", "rc://shared");
        publish("rival-d", "rd://shared");
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> mcp.modern("resources/list").then()
                .body("result.resources.uri", hasItem("rd://shared")));

        mcp.modern("resources/read").capabilities(RENDERS_VIEWS).resource("ui://shared").then().statusCode(200)
                .body("error.code", equalTo(-32602))
                .body("error.message", equalTo("Resource URI 'ui://shared' is ambiguous: views read several "
                        + "resources by it (rc://shared, rd://shared). Read one of them by its own URI."));
        registry.withdraw("rival-c", "rival-c-1");
        registry.withdraw("rival-d", "rival-d-1");
    }

    /**
     * Waits until the fixture service answers a read of its own URI: a test before may have taken its registration
     * away for a moment, and a read then fails as unavailable.
     */
    private void awaitFixtures() {
        mcp.awaitTool("fx_chart");
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> mcp.modern("resources/read")
                .resource(AppFixtures.LEGEND).then().body("result.contents[0].uri", equalTo(AppFixtures.LEGEND)));
    }

    /** A service that exists only in the registry: the read is refused before anything is forwarded to it. */
    private void publish(String service, String uri) {
        ObjectMapper json = new ObjectMapper();
        ResourceDescriptor resource = new ResourceDescriptor(uri, service, null, null, McpApps.MIME_TYPE, null, null,
                null, null, List.of("ui://shared"));
        registry.publish(RegistrationSignature.sign(new ServiceRegistration(service, service + "-1",
                "http://127.0.0.1:9", Instant.now(), json.valueToTree(new ServiceManifest(service, "1", List.of(),
                        List.of(resource), null, null, false))),
                TestInternalKeys.REGISTRATION_KEY),
                Duration.ofSeconds(30), true);
    }
}
