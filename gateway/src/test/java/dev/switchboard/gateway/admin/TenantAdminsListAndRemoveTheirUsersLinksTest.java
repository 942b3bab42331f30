package dev.switchboard.gateway.admin;

import java.time.Instant;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.sessionstore.vault.TokenVault;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.oauth.InjectOAuthServer;
import dev.switchboard.testsupport.oauth.MockOAuthServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

/**
 * A tenant's admin sees which upstreams its users linked (never a token) and removes a link, which is audited; a
 * caller of another tenant without the admin scope removes nothing.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class TenantAdminsListAndRemoveTheirUsersLinksTest {

    @Inject
    TokenVault vault;

    @InjectOAuthServer
    MockOAuthServer oauth;

    @Test
    void theTenantAdminListsAndRemovesALinkAndAnotherTenantsCallerCannot() {
        String secret = "linked-access-token-" + System.nanoTime();
        vault.link(new LinkKey("tenant-a", "caller-a", "notes"),
                new LinkedTokens(secret, "refresh-" + secret, Instant.now().plusSeconds(600), "notes"));
        vault.link(new LinkKey("tenant-a", "caller-a", "drive"),
                new LinkedTokens("other-" + secret, null, null, null));
        String admin = "Bearer " + oauth.token("tenant-a-admin");

        String listed = given().header("Authorization", admin).when().get("/admin/v1/tenants/tenant-a/links").then()
                .statusCode(200).body("upstream", contains("drive", "notes")).extract().asString();
        given().header("Authorization", "Bearer " + oauth.token("tenant-b-caller")).when()
                .delete("/admin/v1/tenants/tenant-a/links?subject=caller-a&upstream=notes").then().statusCode(403);
        given().header("Authorization", admin).when()
                .delete("/admin/v1/tenants/tenant-a/links?subject=caller-a&upstream=notes").then().statusCode(204);
        given().header("Authorization", admin).when()
                .delete("/admin/v1/tenants/tenant-a/links?subject=caller-a&upstream=notes").then().statusCode(404)
                .body(containsString("has no link to upstream 'notes'"));

        assertThat(listed).doesNotContain(secret);
        assertThat(vault.links("tenant-a", "caller-a")).extracting(link -> link.upstream()).containsExactly("drive");
        given().header("Authorization", admin).when().get("/admin/v1/tenants/tenant-a/audit").then()
                .statusCode(200).body(containsString("link.removed")).body(not(containsString(secret)));
        vault.unlinkTenant("tenant-a");
    }
}
