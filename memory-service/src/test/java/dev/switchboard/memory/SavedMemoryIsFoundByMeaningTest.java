package dev.switchboard.memory;

import org.junit.jupiter.api.Test;

import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SavedMemoryIsFoundByMeaningTest {

    private final Agent agent = Agent.of("acme", null);

    @Test
    void aQuerySharingNoWordWithTheNoteFindsItFirst() {
        String space = "meaning";
        String login = agent.remember(space, "The login flow uses OAuth tokens issued by the identity provider");
        agent.remember(space, "Invoices are exported as CSV files every night");
        agent.remember(space, "The build runs on two CI workers with a shared cache");

        agent.query(space, "user authentication")
                .statusCode(200)
                .body("structuredContent.session_id", equalTo(space))
                .body("structuredContent.results[0].id", equalTo(login))
                .body("structuredContent.results[0].uri", equalTo("memory://meaning/" + login))
                .body("structuredContent.results[0].matched_by", equalTo("semantic"))
                .body("structuredContent.results[0].record.content.text", startsWith("The login flow"))
                .body("structuredContent.results[0].record.type", equalTo("note"));
    }

    @Test
    void sharedWordsMatchByKeywordAndMeaningAlike() {
        String space = "words";
        String redis = agent.remember(space, "Sessions are stored in Redis with a sliding idle timeout");
        agent.remember(space, "The gateway validates arguments against JSON Schema");

        agent.query(space, "redis sessions")
                .statusCode(200)
                .body("structuredContent.results[0].id", equalTo(redis))
                .body("structuredContent.results[0].matched_by", equalTo("both"));
    }

    @Test
    void anEmptySpaceAnswersNoResults() {
        agent.query("never-written", "anything at all")
                .statusCode(200)
                .body("structuredContent.results", hasSize(0));
    }
}
