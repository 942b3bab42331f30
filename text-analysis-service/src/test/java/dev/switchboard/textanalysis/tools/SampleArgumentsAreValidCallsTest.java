package dev.switchboard.textanalysis.tools;

import jakarta.inject.Inject;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.kit.ServiceOfferings;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/**
 * The arguments each tool gives the warm-up before registering are calls a client could make: they pass the tool's
 * schema and are answered without an error, over the internal route, for every text the warm-up cycles through.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class SampleArgumentsAreValidCallsTest {

    @Inject
    ServiceOfferings offerings;

    @ParameterizedTest
    @ValueSource(strings = { "analyzeText", "summarizeText", "extractEntities" })
    void everyWarmupRoundIsAValidCallAnsweredWithoutError(String name) {
        ServiceTool tool = offerings.tool(name).orElseThrow();
        for (long round = 0; round < 24; round++) {
            ObjectNode arguments = tool.sampleArguments(round).orElseThrow();

            assertThat(offerings.schema(name).validate(arguments)).as("round %d of %s", round, name).isEmpty();
            ToolRequests.call(name, arguments).statusCode(200).body("isError", not(equalTo(true)));
        }
    }
}
