package dev.switchboard.contract.kit;

import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.openapi.ContractDocument;
import dev.switchboard.sessionstore.registry.ManifestRevision;
import dev.switchboard.testsupport.RedisTestResource;
import dev.switchboard.testsupport.internal.TestInternalKeys;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The kit's real answers hold to the published OpenAPI document, closed: every status, header, body and streamed event
 * of a kit-based service (this module's test service) must be one the document describes, and every member of its JSON
 * one the document names. A change of either side's shape without the other fails here.
 */
@QuarkusTest
@QuarkusTestResource(RedisTestResource.class)
class TheKitAnswersAsThePublishedContractSaysTest {

    private static final ContractDocument CONTRACT = ContractDocument.closed();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TOOLS = "/internal/v1/tools/{name}";
    private static final String PROMPTS = "/internal/v1/prompts/{name}";
    private static final String READ = "/internal/v1/resources/read";
    private static final String LIST = "/internal/v1/resources/list";
    private static final String COMPLETIONS = "/internal/v1/completions";
    private static final String CALLER = "\"tenant\":\"acme\",\"subject\":\"alice\"";
    private static final String TOKEN = "Bearer " + TestInternalKeys.token("kit-test", "acme", "alice");

    @TestHTTPResource("/")
    URL base;

    /** The management interface, where the kit serves health (under its root, /q). */
    @TestHTTPResource(value = "/", management = true)
    URL management;

    @Test
    void theManifest() throws Exception {
        HttpResponse<byte[]> manifest = get("/internal/v1/manifest");

        assertThat(manifest.statusCode()).isEqualTo(200);
        assertThat(CONTRACT.checkResponse("GET", "/internal/v1/manifest", manifest)).isEmpty();
        JsonNode body = JSON.readTree(manifest.body());
        assertThat(body.path("tools")).isNotEmpty();
        assertThat(body.path("prompts")).isNotEmpty();
        assertThat(body.path("resourceTemplates")).isNotEmpty();
        assertThat(manifest.headers().firstValue(ManifestRevision.HEADER)).contains(ManifestRevision.of(body));
    }

    @Test
    void aToolCallAnsweredWithJson() throws Exception {
        HttpResponse<byte[]> answer = post("/internal/v1/tools/kitEcho", "application/json",
                "{\"arguments\":{\"text\":\"hi\"},\"context\":{" + CALLER + ",\"progress\":true}}");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertConforms("POST", TOOLS, answer);
        assertThat(text(answer)).contains("\"structuredContent\"");
    }

    @Test
    void aToolCallStreamedWithProgressAndLogEvents() throws Exception {
        HttpResponse<byte[]> answer = post("/internal/v1/tools/kitEcho", "text/event-stream, application/json",
                "{\"arguments\":{\"text\":\"hi\"},\"context\":{" + CALLER + ",\"progress\":true,\"logLevel\":\"debug\"}}");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("text/event-stream"));
        assertThat(text(answer)).containsSubsequence("event: progress", "event: log", "event: result");
        assertConforms("POST", TOOLS, answer);
    }

    @Test
    void aRefusalBeforeAnyEventKeepsItsStatusForACallerAcceptingOnlyAStream() throws Exception {
        HttpResponse<byte[]> answer = post("/internal/v1/tools/kitNothing", "text/event-stream",
                "{\"arguments\":{},\"context\":{" + CALLER + "}}");

        assertThat(answer.statusCode()).isEqualTo(404);
        assertThat(answer.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        assertConforms("POST", TOOLS, answer);
    }

    @Test
    void aRefusalAfterTheFirstEventIsAnErrorEvent() throws Exception {
        HttpResponse<byte[]> answer = post("/internal/v1/tools/kitEcho", "text/event-stream",
                "{\"arguments\":{\"text\":\"stop midway\"},\"context\":{" + CALLER + ",\"progress\":true}}");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(text(answer)).startsWith("event: progress").containsSubsequence("event: error", "stopped midway");
        assertConforms("POST", TOOLS, answer);
    }

    @Test
    void aResultForACallerAcceptingOnlyAStreamIsAStreamOfOneEvent() throws Exception {
        HttpResponse<byte[]> answer = post("/internal/v1/tools/kitEcho", "text/event-stream",
                "{\"arguments\":{\"text\":\"hi\"},\"context\":{" + CALLER + "}}");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(text(answer)).startsWith("event: result");
        assertConforms("POST", TOOLS, answer);
    }

    @Test
    void anInputRequiredRoundAndItsRetry() throws Exception {
        HttpResponse<byte[]> asked = post("/internal/v1/tools/kitElicit", "application/json",
                "{\"arguments\":{},\"context\":{" + CALLER + ",\"clientCapabilities\":{\"elicitation\":{}}}}");
        assertThat(asked.statusCode()).isEqualTo(200);
        assertConforms("POST", TOOLS, asked);
        assertThat(JSON.readTree(asked.body()).path("resultType").asText()).isEqualTo("input_required");

        String retry = "{\"arguments\":{},\"context\":{" + CALLER + "},\"inputResponses\":{\"confirm\":"
                + "{\"action\":\"accept\",\"content\":{\"ok\":true}}},\"requestState\":\""
                + JSON.readTree(asked.body()).path("requestState").asText() + "\"}";
        assertThat(CONTRACT.checkRequest("POST", TOOLS, JSON.readTree(retry))).isEmpty();
        HttpResponse<byte[]> answered = post("/internal/v1/tools/kitElicit", "application/json", retry);
        assertThat(answered.statusCode()).isEqualTo(200);
        assertConforms("POST", TOOLS, answered);
        assertThat(text(answered)).contains("The user chose accept");
    }

    @Test
    void aCallThatBecomesATask() throws Exception {
        HttpResponse<byte[]> answer = post("/internal/v1/tools/kitLong", "application/json",
                "{\"arguments\":{\"items\":20},\"context\":{" + CALLER + ",\"taskAllowed\":true}}");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(text(answer)).isEqualTo("{\"resultType\":\"task\"}");
        assertConforms("POST", TOOLS, answer);
    }

    @Test
    void argumentsBreakingTheSchema() throws Exception {
        HttpResponse<byte[]> answer = post("/internal/v1/tools/kitEcho", "application/json",
                "{\"arguments\":{\"text\":\"\"},\"context\":{" + CALLER + "}}");

        assertThat(answer.statusCode()).isEqualTo(400);
        assertConforms("POST", TOOLS, answer);
        assertThat(CONTRACT.checkSchema("InvalidArgumentsData", JSON.readTree(answer.body()).path("data"))).isEmpty();
    }

    @Test
    void aMalformedBodyAnUnknownToolAndACrash() throws Exception {
        HttpResponse<byte[]> malformed = post("/internal/v1/tools/kitEcho", "application/json", "{\"arguments\":");
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertConforms("POST", TOOLS, malformed);

        HttpResponse<byte[]> unknown = post("/internal/v1/tools/kitNothing", "application/json",
                "{\"arguments\":{},\"context\":{" + CALLER + "}}");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertConforms("POST", TOOLS, unknown);

        HttpResponse<byte[]> crashed = post("/internal/v1/tools/kitEcho", "application/json",
                "{\"arguments\":{\"text\":\"explode\"},\"context\":{" + CALLER + "}}");
        assertThat(crashed.statusCode()).isEqualTo(500);
        assertConforms("POST", TOOLS, crashed);
    }

    @Test
    void aCallEndingInAJsonRpcErrorByDesign() throws Exception {
        HttpResponse<byte[]> answer = post("/internal/v1/tools/kitEcho", "application/json",
                "{\"arguments\":{\"text\":\"give up\"},\"context\":{" + CALLER + "}}");

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(answer.body()).path("code").asInt()).isEqualTo(-32603);
        assertConforms("POST", TOOLS, answer);
    }

    @Test
    void aToolOfAnotherReleaseIsMisdirected() throws Exception {
        HttpResponse<byte[]> answer = send(request("/internal/v1/tools/kitEchoV2", "application/json",
                "{\"arguments\":{},\"context\":{" + CALLER + "}}").header(ManifestRevision.HEADER, "0123456789ab"));

        assertThat(answer.statusCode()).isEqualTo(421);
        assertConforms("POST", TOOLS, answer);
    }

    @Test
    void aResourceAndACompletionOfAnotherReleaseAreMisdirected() throws Exception {
        HttpResponse<byte[]> read = send(request("/internal/v1/resources/read", "application/json",
                "{\"uri\":\"kit://nothing\",\"context\":{" + CALLER + "}}")
                .header(ManifestRevision.HEADER, "0123456789ab"));
        assertThat(read.statusCode()).isEqualTo(421);
        assertConforms("POST", READ, read);

        HttpResponse<byte[]> completion = send(request("/internal/v1/completions", "application/json",
                "{\"refType\":\"ref/prompt\",\"ref\":\"kitNothing\",\"argumentName\":\"name\",\"value\":\"a\","
                        + "\"context\":{" + CALLER + "}}")
                .header(ManifestRevision.HEADER, "0123456789ab"));
        assertThat(completion.statusCode()).isEqualTo(421);
        assertConforms("POST", COMPLETIONS, completion);
    }

    @Test
    void anUnsignedCallAndACallForAnotherTenant() throws Exception {
        String body = "{\"arguments\":{\"text\":\"hi\"},\"context\":{" + CALLER + "}}";
        HttpResponse<byte[]> unsigned = send(HttpRequest.newBuilder(uri("/internal/v1/tools/kitEcho"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(unsigned.statusCode()).isEqualTo(401);
        assertConforms("POST", TOOLS, unsigned);

        HttpResponse<byte[]> foreign = post("/internal/v1/tools/kitEcho", "application/json",
                "{\"arguments\":{\"text\":\"hi\"},\"context\":{\"tenant\":\"globex\",\"subject\":\"alice\"}}");
        assertThat(foreign.statusCode()).isEqualTo(403);
        assertConforms("POST", TOOLS, foreign);
    }

    @Test
    void aPromptAndItsRefusals() throws Exception {
        HttpResponse<byte[]> prompt = post("/internal/v1/prompts/kitGreeting", "application/json",
                "{\"arguments\":{\"name\":\"ada\"},\"context\":{" + CALLER + "}}");
        assertThat(prompt.statusCode()).isEqualTo(200);
        assertConforms("POST", PROMPTS, prompt);

        HttpResponse<byte[]> missing = post("/internal/v1/prompts/kitGreeting", "application/json",
                "{\"arguments\":{},\"context\":{" + CALLER + "}}");
        assertThat(missing.statusCode()).isEqualTo(400);
        assertConforms("POST", PROMPTS, missing);

        HttpResponse<byte[]> unknown = post("/internal/v1/prompts/kitNothing", "application/json",
                "{\"arguments\":{},\"context\":{" + CALLER + "}}");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertConforms("POST", PROMPTS, unknown);
    }

    @Test
    void resourcesReadAndListed() throws Exception {
        HttpResponse<byte[]> read = post("/internal/v1/resources/read", "application/json",
                "{\"uri\":\"kit://shared\",\"context\":{" + CALLER + "}}");
        assertThat(read.statusCode()).isEqualTo(200);
        assertConforms("POST", READ, read);

        HttpResponse<byte[]> missing = post("/internal/v1/resources/read", "application/json",
                "{\"uri\":\"kit://nothing\",\"context\":{" + CALLER + "}}");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertConforms("POST", READ, missing);

        HttpResponse<byte[]> listed = post("/internal/v1/resources/list", "application/json",
                "{\"context\":{" + CALLER + "}}");
        assertThat(listed.statusCode()).isEqualTo(200);
        assertThat(text(listed)).contains("kit://acme/inbox");
        assertConforms("POST", LIST, listed);
    }

    @Test
    void aCompletion() throws Exception {
        HttpResponse<byte[]> completed = post("/internal/v1/completions", "application/json",
                "{\"refType\":\"ref/prompt\",\"ref\":\"kitGreeting\",\"argumentName\":\"name\",\"value\":\"a\","
                        + "\"context\":{" + CALLER + "}}");

        assertThat(completed.statusCode()).isEqualTo(200);
        assertThat(text(completed)).contains("\"ada\"", "\"alan\"");
        assertConforms("POST", COMPLETIONS, completed);
    }

    @Test
    void theHealthProbes() throws Exception {
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> {
            HttpResponse<byte[]> ready = getHealth("/q/health/ready");
            assertThat(ready.statusCode()).isEqualTo(200);
            assertConforms("GET", "/q/health/ready", ready);
        });
        for (String probe : List.of("/q/health/live", "/q/health/started")) {
            HttpResponse<byte[]> answer = getHealth(probe);
            assertThat(answer.statusCode()).isEqualTo(200);
            assertConforms("GET", probe, answer);
        }
    }

    private static void assertConforms(String method, String path, HttpResponse<byte[]> response) {
        assertThat(CONTRACT.checkResponse(method, path, response)).as(text(response)).isEmpty();
    }

    private static String text(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    private URI uri(String path) {
        return URI.create(base.toString().replaceAll("/$", "") + path);
    }

    private HttpRequest.Builder request(String path, String accept, String body) {
        return HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json").header("Accept", accept)
                .header("Authorization", TOKEN).POST(HttpRequest.BodyPublishers.ofString(body));
    }

    private HttpResponse<byte[]> post(String path, String accept, String body) throws Exception {
        return send(request(path, accept, body));
    }

    private HttpResponse<byte[]> get(String path) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    /** A health probe on the management port, named by its path as the contract names it. */
    private HttpResponse<byte[]> getHealth(String path) throws Exception {
        URI root = URI.create(management.toString().replaceAll("/$", "").replaceAll("/q$", ""));
        return send(HttpRequest.newBuilder(URI.create(root + path)).GET());
    }

    private static HttpResponse<byte[]> send(HttpRequest.Builder request) throws Exception {
        return HTTP.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofByteArray());
    }
}
