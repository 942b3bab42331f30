package dev.switchboard.gateway.catalog;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The revision the gateway derives from a registration is the one the registered instance computes for itself, so
 * only an instance of another release ever answers a call as misdirected.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ServicesAndTheCatalogueAgreeOnTheRevisionTest {

    @Inject
    ToolCatalog catalog;

    @Test
    void theFixtureServiceAndTheCatalogueComputeTheSameRevision() {
        McpTestClient.ofTestedApp().awaitTool("fx_echo");
        String instance = given().when().get("/internal/v1/manifest").then().statusCode(200).extract()
                .header(ManifestRevision.HEADER);

        assertThat(catalog.snapshot().tool("fx_echo")).hasValueSatisfying(
                tool -> assertThat(tool.service().revision()).isEqualTo(instance));
    }
}
