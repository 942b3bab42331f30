package dev.switchboard.githubsearch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static dev.switchboard.githubsearch.SearchCalls.searchAs;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@TestProfile(TokensNeverLeakTest.WithTokens.class)
class TokensNeverLeakTest extends GitHubSearchScenario {

    static final String DEFAULT_TOKEN = "ghp_defaultTokenValue0123456789abcdefABCD";
    static final String ACME_TOKEN = "github_pat_11ACMEtenantToken_0123456789abcdefghijklmnop";

    /** A default token (GITHUB_TOKEN) and one tenant with a token of its own. */
    public static class WithTokens implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("github.token", DEFAULT_TOKEN, "github.tenant-tokens.acme", ACME_TOKEN);
        }
    }

    @Test
    void eachTenantSearchesWithItsOwnTokenAndOthersWithTheDefault() {
        github.stub(FakeGitHub.search().withHeader("Authorization", equalTo("Bearer " + ACME_TOKEN))
                .willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"acme\"")));
        github.stub(FakeGitHub.search().withHeader("Authorization", equalTo("Bearer " + DEFAULT_TOKEN))
                .willReturn(FakeGitHub.page("search-incomplete.json", "W/\"default\"")));

        String acme = searchAs("acme", "{\"query\":\"mcp\"}").statusCode(200)
                .body("structuredContent.totalCount", is(3)).extract().asString();
        String globex = searchAs("globex", "{\"query\":\"mcp\"}").statusCode(200)
                .body("structuredContent.totalCount", is(14)).extract().asString();

        assertThat(github.searches()).as("different tokens never share a cached page").isEqualTo(2);
        assertNoTokenIn(acme + globex);
    }

    @Test
    void aRejectedTokenIsNamedByItsConfigurationNotItsValue() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.error(401, "bad-credentials.json")));

        String acme = searchAs("acme", "{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("isError", is(true))
                .body("content[0].text", containsString("configured as github.tenant-tokens.acme (HTTP 401: "
                        + "Bad credentials)"))
                .extract().asString();
        String other = searchAs("initech", "{\"query\":\"mcp\"}")
                .statusCode(200)
                .body("content[0].text", containsString("configured as GITHUB_TOKEN"))
                .extract().asString();

        assertNoTokenIn(acme + other);
    }

    @Test
    void neitherRedisNorTheLogHoldsAToken() throws IOException {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"stored\"")));
        searchAs("acme", "{\"query\":\"mcp\"}").statusCode(200);
        searchAs("globex", "{\"query\":\"mcp\"}").statusCode(200);
        github.reset();
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.error(403, "rate-limit-secondary.json")
                .withHeader("Retry-After", "30")));
        searchAs("acme", "{\"query\":\"java\"}").statusCode(200).body("isError", is(true));

        List<String> keys = redis.key().keys("*");
        assertThat(keys).isNotEmpty();
        StringBuilder stored = new StringBuilder();
        for (String key : keys) {
            stored.append(key).append('\n');
            if (redis.key().type(key).name().equals("STRING")) {
                stored.append(redis.value(String.class).get(key)).append('\n');
            }
        }
        assertThat(stored.toString()).contains("relayworks/mcp-relay");
        assertNoTokenIn(stored.toString());

        String log = Files.readString(Path.of("target/github-search-test.log"));
        assertThat(log).contains("tenants with a token of their own: acme")
                .contains("made with GitHubCredential[github.tenant-tokens.acme]");
        assertNoTokenIn(log);
    }

    private static void assertNoTokenIn(String text) {
        assertThat(text).doesNotContain(DEFAULT_TOKEN).doesNotContain(ACME_TOKEN)
                .doesNotContain("defaultTokenValue").doesNotContain("ACMEtenantToken");
    }
}
