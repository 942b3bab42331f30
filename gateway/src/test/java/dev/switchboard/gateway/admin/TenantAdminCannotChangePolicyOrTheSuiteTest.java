package dev.switchboard.gateway.admin;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * The tenant record (policy, quotas) and the suite-wide parts of the admin API stay the operator's: a tenant admin's
 * changes to its own or a new tenant, and its reads of services, upstreams and held-back definitions, are 403.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TenantAdminCannotChangePolicyOrTheSuiteTest {

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void onlyTheOperatorChangesRecordsAndTheSuite() {
        tenantAdmin().contentType("application/json").body("{\"quotas\":{\"requestsPerMinute\":999999}}")
                .put("/admin/v1/tenants/tenant-a").then().statusCode(403).body("error", containsString("operator"));
        tenantAdmin().delete("/admin/v1/tenants/tenant-a").then().statusCode(403);
        tenantAdmin().contentType("application/json").body("{}").put("/admin/v1/tenants/tenant-new").then()
                .statusCode(403);
        for (String path : new String[] { "/admin/v1/services", "/admin/v1/upstreams",
                "/admin/v1/tool-definitions/pending" }) {
            tenantAdmin().get(path).then().statusCode(403).body("error", containsString("operator"));
        }
        SecuredGateway.admin().get("/admin/v1/tenants/tenant-a").then().statusCode(200)
                .body("displayName", equalTo("Tenant A"));
    }

    private RequestSpecification tenantAdmin() {
        return RestAssured.given().header("Authorization", "Bearer " + oauth.token("tenant-a-admin"));
    }
}
