package dev.switchboard.bridge.upstream;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.bridge.UpstreamServersResource;
import dev.switchboard.testsupport.RedisTestResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;

import static dev.switchboard.bridge.BridgeCalls.arguments;
import static dev.switchboard.bridge.BridgeCalls.body;
import static dev.switchboard.bridge.BridgeCalls.callTool;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
@QuarkusTestResource(UpstreamServersResource.class)
@EnabledIf("dev.switchboard.testsupport.NodeRuntime#available")
class KilledUpstreamProcessIsRestartedTest {

    @BeforeEach
    void upstreamsConnected() {
        BridgeCalls.awaitUpstreams();
    }

    @Test
    void callsFailNamingTheUpstreamThenSucceedAfterTheRestartWhileOthersNeverNotice() {
        List<ProcessHandle> everything = ProcessHandle.current().descendants()
                .filter(process -> process.info().commandLine().orElse("").contains("server-everything"))
                .toList();
        assertThat(everything).as("the stdio upstream process").hasSize(1);
        long killed = everything.get(0).pid();

        everything.get(0).destroyForcibly();
        await().atMost(Duration.ofSeconds(10)).until(() -> everything.get(0).isAlive() == false);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> callTool("everything_echo",
                body(arguments().put("message", "are you there?")))
                .statusCode(200)
                .body("isError", equalTo(true))
                .body("content[0].text", containsString("Upstream MCP server 'everything' is unavailable")));
        callTool("remote_echo", body(arguments().put("message", "still here")))
                .statusCode(200)
                .body("isError", nullValue())
                .body("content[0].text", equalTo("Echo: still here"));
        given().when().get(BridgeCalls.readiness()).then()
                .body("checks.find { it.name == 'upstreams' }.data.remote", containsString("up since"));

        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> callTool("everything_echo",
                body(arguments().put("message", "back?")))
                .statusCode(200)
                .body("isError", nullValue())
                .body("content[0].text", equalTo("Echo: back?")));
        assertThat(ProcessHandle.current().descendants()
                .filter(process -> process.info().commandLine().orElse("").contains("server-everything"))
                .map(ProcessHandle::pid))
                .hasSize(1).doesNotContain(killed);
    }
}
