package dev.switchboard.gateway.admin;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.notNullValue;

/**
 * {@code GET /admin/v1/tenants/{tenant}/catalogue} lists what the tenant's clients are offered, after its policy: a
 * denied tool is missing for that tenant only, and every tool names its service and revision.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TenantCatalogueShowsWhatTheTenantIsOfferedTest {

    @Test
    void theTenantsPolicyShapesItsCatalogue() {
        SecuredGateway.putTenant("no-echo", "{\"tools\":{\"deny\":[\"fx_echo\"]}}");
        await().atMost(Duration.ofSeconds(20)).until(() -> tools("tenant-a").contains("fx_echo"));

        assertThat(tools("no-echo")).doesNotContain("fx_echo").isNotEmpty();
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a/catalogue").then().statusCode(200)
                .body("tools.find { it.name == 'fx_echo' }.service", notNullValue())
                .body("tools.find { it.name == 'fx_echo' }.revision", notNullValue());
        SecuredGateway.admin().get("/admin/v1/tenants/nobody-here/catalogue").then().statusCode(404);
    }

    private static List<String> tools(String tenant) {
        return SecuredGateway.admin().get("/admin/v1/tenants/" + tenant + "/catalogue").then().statusCode(200)
                .extract().jsonPath().getList("tools.name", String.class);
    }
}
