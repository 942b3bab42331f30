package dev.switchboard.gateway.audit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.gateway.fixtures.AppFixtures;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.mcp.McpTestClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * Each view served is in the tenant's audit trail ({@code ui.view.served}) with the Content Security Policy it
 * declared, "restrictive default" when it declared none, and the SHA-256 of what was served: the review trail the
 * MCP Apps specification asks hosts to keep.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class ServedViewsAreAuditedWithTheirCspTest {

    @Test
    void eachViewServedIsRecordedWithItsCsp() throws Exception {
        SecuredGateway.putTenant("viewers", "{}");
        McpTestClient client = McpTestClient.ofTestedApp().withBearer(SecuredGateway.apiKey("viewers", "user"));
        client.awaitTool("fx_chart");
        client.modern("resources/read").resource(AppFixtures.VIEW).then().statusCode(200);
        client.modern("resources/read").resource(AppFixtures.LISTED_VIEW).then().statusCode(200);
        String sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(AppFixtures.HTML.getBytes(StandardCharsets.UTF_8)));

        org.awaitility.Awaitility.await().untilAsserted(() -> SecuredGateway.admin()
                .get("/admin/v1/tenants/viewers/audit").then().statusCode(200)
                .body("findAll { it.action == 'ui.view.served' }.details.uri",
                        hasItem(AppFixtures.VIEW))
                .body("find { it.details.uri == '" + AppFixtures.VIEW + "' }.details.csp.connectDomains",
                        contains("https://api.example.com"))
                .body("find { it.details.uri == '" + AppFixtures.VIEW + "' }.details.service",
                        equalTo("gateway-fixtures"))
                .body("find { it.details.uri == '" + AppFixtures.VIEW + "' }.details.sha256", equalTo(sha256))
                .body("find { it.details.uri == '" + AppFixtures.LISTED_VIEW + "' }.details.csp",
                        equalTo("restrictive default")));
    }
}
