package dev.switchboard.bridge.offer;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class UpstreamToolsAreListedUnderTheirPrefixTest {

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void everyAllowedToolOfBothUpstreamsIsListedWithItsPrefix() {
        JsonPath manifest = BridgeCalls.manifest();

        assertThat(manifest.getString("service")).isEqualTo("mcp-bridge");
        assertThat(manifest.getList("tools.name", String.class)).contains("everything_echo", "everything_get-sum",
                "everything_trigger-long-running-operation", "everything_trigger-sampling-request", "remote_echo",
                "remote_ask_name", "remote_count_slowly")
                .doesNotContain("everything_gzip-file-as-resource")
                .allSatisfy(name -> assertThat(name.length()).isLessThanOrEqualTo(64));
        assertThat(manifest.getString("tools.find { it.name == 'remote_echo' }.description"))
                .isEqualTo("Echoes the message back.");
        assertThat(manifest.getList("prompts.name", String.class)).contains("remote_greeting",
                "everything_simple-prompt");
        assertThat(manifest.getList("resources.uri", String.class)).contains("remote+notes://welcome");
        assertThat(manifest.getList("resourceTemplates.uriTemplate", String.class))
                .contains("apps+clock://zones/{zone}")
                .allSatisfy(template -> assertThat(template).matches("(everything|apps)\\+.*"));
        assertThat(manifest.getBoolean("completions")).isTrue();
    }
}
