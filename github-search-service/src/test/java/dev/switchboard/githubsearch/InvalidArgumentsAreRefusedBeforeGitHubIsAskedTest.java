package dev.switchboard.githubsearch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.githubsearch.SearchCalls.search;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class InvalidArgumentsAreRefusedBeforeGitHubIsAskedTest extends GitHubSearchScenario {

    @ParameterizedTest(name = "{0} -> {1} {2}")
    @CsvSource(delimiter = '|', textBlock = """
            {}                                             | query   | required
            {"query":""}                                   | query   | minLength
            {"query":"   "}                                | query   | pattern
            {"query":42}                                   | query   | type
            {"query":"mcp","perPage":0}                    | perPage | minimum
            {"query":"mcp","perPage":101}                  | perPage | maximum
            {"query":"mcp","perPage":2.5}                  | perPage | type
            {"query":"mcp","page":0}                       | page    | minimum
            {"query":"mcp","sort":"popularity"}            | sort    | enum
            {"query":"mcp","sort":"stars","order":"up"}    | order   | enum
            """)
    void anArgumentOutsideTheSchemaIsAContractErrorNamingPropertyAndRule(String arguments, String property,
            String rule) {
        search(arguments)
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.property", equalTo(property))
                .body("data.rule", equalTo(rule));

        assertThat(github.searches()).isZero();
    }

    @Test
    void anUnknownArgumentIsRefused() {
        search("{\"query\":\"mcp\",\"limit\":5}")
                .statusCode(400)
                .body("code", equalTo(-32602))
                .body("data.rule", equalTo("additionalProperties"));

        assertThat(github.searches()).isZero();
    }

    @Test
    void aQueryOf256CharactersIsSearchedButOneOf257IsRefused() {
        github.stub(FakeGitHub.search().willReturn(FakeGitHub.page("search-mcp-java.json", "W/\"long-1\"")));

        search("{\"query\":\"" + "a".repeat(257) + "\"}")
                .statusCode(400)
                .body("data.property", equalTo("query"))
                .body("data.rule", equalTo("maxLength"));
        assertThat(github.searches()).isZero();

        search("{\"query\":\"" + "a".repeat(256) + "\"}")
                .statusCode(200)
                .body("structuredContent.totalCount", equalTo(3));
        assertThat(github.searches()).isEqualTo(1);
    }
}
