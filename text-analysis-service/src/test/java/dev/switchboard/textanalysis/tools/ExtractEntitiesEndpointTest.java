package dev.switchboard.textanalysis.tools;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.textanalysis.Analysers.fixture;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class ExtractEntitiesEndpointTest {

    @Test
    void answersTheSeedListsWithDetails() {
        ToolRequests.call("extractEntities", ToolRequests.arguments().put("text", fixture("en")))
                .statusCode(200)
                .body("structuredContent.entities.technologies", contains("Redis", "Kubernetes", "Helm"))
                .body("structuredContent.entities.concepts", contains("tool calls", "session state"))
                .body("structuredContent.entities.processes", contains("load balancing", "user authentication"))
                .body("structuredContent.details.technologies[1].category", equalTo("platform"))
                .body("structuredContent.details.technologies[1].count", equalTo(1))
                .body("structuredContent.gazetteerVersion", startsWith("20"));
    }

    @Test
    void maxPerCategoryCutsTheLists() {
        ToolRequests.call("extractEntities", ToolRequests.arguments().put("text", fixture("en")).put("maxPerCategory", 1))
                .statusCode(200)
                .body("structuredContent.entities.technologies.size()", equalTo(1))
                .body("structuredContent.distinct.technologies", equalTo(3))
                .body("structuredContent.truncated", equalTo(true));
    }
}
