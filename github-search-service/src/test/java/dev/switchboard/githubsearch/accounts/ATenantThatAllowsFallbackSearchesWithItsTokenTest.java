package dev.switchboard.githubsearch.accounts;

import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.client.WireMock;

import dev.switchboard.githubsearch.FakeGitHub;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * In a tenant whose rule is {@code allow-fallback}, a user without a link searches with the tenant's token and is
 * asked nothing; in a tenant that requires links, the same user would be asked.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(UserOAuthProfile.class)
class ATenantThatAllowsFallbackSearchesWithItsTokenTest extends LinkedAccountScenario {

    @Test
    void aUserWithoutALinkSearchesWithTheTenantsTokenUnasked() {
        github.stub(FakeGitHub.search()
                .withHeader("Authorization", WireMock.equalTo("Bearer " + UserOAuthProfile.FALLBACK_TENANT_TOKEN))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"tenant-1\"")));

        searchAs(UserOAuthProfile.FALLBACK_TENANT, "carol", QUERY).statusCode(200)
                .body("resultType", equalTo("complete"))
                .body("structuredContent.items[0].fullName", equalTo("relayworks/mcp-relay"));

        assertThat(searchedWith()).containsExactly("Bearer " + UserOAuthProfile.FALLBACK_TENANT_TOKEN);
        assertThat(pending.find("none")).isEmpty();
        assertThat(vault.links(UserOAuthProfile.FALLBACK_TENANT)).isEmpty();
    }
}
