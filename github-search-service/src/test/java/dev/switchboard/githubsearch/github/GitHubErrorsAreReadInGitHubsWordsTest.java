package dev.switchboard.githubsearch.github;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import static org.assertj.core.api.Assertions.assertThat;

class GitHubErrorsAreReadInGitHubsWordsTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Test
    void messageAndEachErrorMessageAreJoined() {
        GitHubErrorBody body = new GitHubErrorBody("Validation Failed", List.of(
                NODES.objectNode().put("message", "first problem").put("code", "invalid"),
                NODES.textNode("second problem")));

        assertThat(body.describe()).isEqualTo("Validation Failed: first problem; second problem");
    }

    @Test
    void anErrorWithoutMessageIsNamedByCodeAndField() {
        GitHubErrorBody body = new GitHubErrorBody("Validation Failed", List.of(
                NODES.objectNode().put("resource", "Search").put("field", "q").put("code", "missing")));

        assertThat(body.describe()).isEqualTo("Validation Failed: missing q");
    }

    @Test
    void aBareMessageStandsAlone() {
        assertThat(new GitHubErrorBody("Bad credentials", null).describe()).isEqualTo("Bad credentials");
        assertThat(new GitHubErrorBody(null, List.of()).describe()).isEqualTo("no message");
    }
}
