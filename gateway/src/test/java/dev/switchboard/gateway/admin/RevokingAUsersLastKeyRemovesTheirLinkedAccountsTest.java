package dev.switchboard.gateway.admin;

import java.time.Instant;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.sessionstore.vault.LinkKey;
import dev.switchboard.sessionstore.vault.LinkedTokens;
import dev.switchboard.sessionstore.vault.TokenVault;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

/**
 * A user's linked accounts stay while they hold an API key of the tenant and go with the last one revoked (audited);
 * another user's links are untouched.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(SecuredGateway.class)
class RevokingAUsersLastKeyRemovesTheirLinkedAccountsTest {

    private static final String TENANT = "tenant-b";

    @Inject
    TokenVault vault;

    @Test
    void theLastKeyTakesTheLinksWithIt() {
        String first = keyId("carol");
        String second = keyId("carol");
        keyId("dave");
        link("carol", "notes");
        link("dave", "notes");

        revoke(first);
        assertThat(vault.links(TENANT, "carol")).as("carol still holds a key").hasSize(1);

        revoke(second);
        assertThat(vault.links(TENANT, "carol")).as("carol's last key is revoked").isEmpty();
        assertThat(vault.links(TENANT, "dave")).extracting(link -> link.upstream()).isEqualTo(List.of("notes"));
        SecuredGateway.admin().get("/admin/v1/tenants/" + TENANT + "/audit").then().statusCode(200)
                .body(containsString("the user's last API key was revoked"));
        vault.unlinkTenant(TENANT);
    }

    private static String keyId(String subject) {
        return SecuredGateway.admin().body("{\"subject\":\"" + subject + "\",\"scopes\":[\"tools:call\"]}")
                .post("/admin/v1/tenants/" + TENANT + "/api-keys").then().statusCode(201).extract().path("id");
    }

    private static void revoke(String id) {
        SecuredGateway.admin().delete("/admin/v1/tenants/" + TENANT + "/api-keys/" + id).then().statusCode(204);
    }

    private void link(String subject, String upstream) {
        vault.link(new LinkKey(TENANT, subject, upstream),
                new LinkedTokens("access-" + System.nanoTime(), null, Instant.now().plusSeconds(600), null));
    }
}
