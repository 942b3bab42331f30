package dev.switchboard.contract.openapi;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.CompletionResult;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptDescriptor;
import dev.switchboard.contract.PromptGetRequest;
import dev.switchboard.contract.PromptResult;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceList;
import dev.switchboard.contract.ResourceListRequest;
import dev.switchboard.contract.ResourceReadRequest;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.ServiceManifest;
import dev.switchboard.contract.ToolCallRequest;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolExecution;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.AudioContent;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.content.EmbeddedResourceContent;
import dev.switchboard.contract.content.ImageContent;
import dev.switchboard.contract.content.PromptMessage;
import dev.switchboard.contract.content.ResourceContents;
import dev.switchboard.contract.content.ResourceLinkContent;
import dev.switchboard.contract.content.TextContent;
import dev.switchboard.contract.schema.InvalidArguments;
import dev.switchboard.contract.schema.Violation;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every record of the contract, each of its members set, serialises to JSON the published document describes and names
 * member by member (the closed document): the requests the gateway sends, the manifest a service registers, and every
 * answer. A member added to a record and not to the document, or renamed in one of them, fails here; the kit's test
 * service shows the same for real answers over HTTP.
 */
class EveryContractRecordIsInThePublishedDocumentTest {

    private static final ContractDocument CONTRACT = ContractDocument.closed();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode object(String json) {
        try {
            return (ObjectNode) JSON.readTree(json);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static JsonNode tree(Object record) {
        return JSON.valueToTree(record);
    }

    private static CallContext everyContextMember() {
        return new CallContext("req-1", "acme", "alice", object("{\"elicitation\":{},\"extensions\":{"
                + "\"io.modelcontextprotocol/ui\":{\"mimeTypes\":[\"text/html;profile=mcp-app\"]}}}"), true, "info",
                "sess-1", true, "task-1", true);
    }

    private static final ObjectNode VIEW_META = object("{\"ui\":{\"csp\":{\"connectDomains\":[\"https://api.example.com\"],"
            + "\"resourceDomains\":[],\"frameDomains\":[],\"baseUriDomains\":[]},\"permissions\":{\"camera\":{}},"
            + "\"domain\":\"kit.example.com\",\"prefersBorder\":true}}");

    private static final Map<String, JsonNode> ANSWERS = Map.of("confirm", object("{\"action\":\"accept\"}"));

    @Test
    void theRequestsTheGatewaySends() {
        assertThat(CONTRACT.checkRequest("POST", "/internal/v1/tools/{name}", tree(new ToolCallRequest(
                object("{\"text\":\"hi\"}"), everyContextMember(), ANSWERS, "state")))).isEmpty();
        assertThat(CONTRACT.checkRequest("POST", "/internal/v1/prompts/{name}", tree(new PromptGetRequest(
                Map.of("name", "ada"), everyContextMember(), ANSWERS, "state")))).isEmpty();
        assertThat(CONTRACT.checkRequest("POST", "/internal/v1/resources/read", tree(new ResourceReadRequest(
                "kit://a", everyContextMember(), ANSWERS, "state")))).isEmpty();
        assertThat(CONTRACT.checkRequest("POST", "/internal/v1/resources/list",
                tree(new ResourceListRequest(everyContextMember())))).isEmpty();
        assertThat(CONTRACT.checkRequest("POST", "/internal/v1/completions", tree(new CompletionRequest(
                "ref/prompt", "greeting", "name", "a", Map.of("lang", "en"), everyContextMember())))).isEmpty();
    }

    @Test
    void theManifestWithEveryDescriptorMember() {
        ObjectNode schema = object("{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\"}}}");
        ObjectNode meta = object("{\"k\":1}");
        ObjectNode toolMeta = object("{\"k\":1,\"ui\":{\"resourceUri\":\"ui://kit/view\",\"visibility\":[\"model\",\"app\"]}}");
        ToolDescriptor tool = new ToolDescriptor("echo", "Echo", "Echoes", schema, schema,
                object("{\"readOnlyHint\":true}"), JSON.createArrayNode().add(object("{\"src\":\"x\"}")), toolMeta,
                new ToolExecution(ToolExecution.TaskSupport.OPTIONAL), 1000L, 5000L, true, List.of("kit-echo"),
                List.of("acme"));
        ResourceDescriptor resource = new ResourceDescriptor("ui://kit/view", "a", "A", "An a", McpApps.MIME_TYPE, 3L,
                object("{\"priority\":1}"), JSON.createArrayNode(), VIEW_META, List.of("ui://view"));
        ResourceTemplateDescriptor template = new ResourceTemplateDescriptor("kit://{x}", "x", "X", "An x",
                "text/plain", object("{}"), JSON.createArrayNode(), meta, List.of("own://{x}"));
        PromptDescriptor prompt = new PromptDescriptor("greeting", "Greeting", "Greets",
                List.of(new PromptArgument("name", "Name", "Whom", true)), JSON.createArrayNode(), meta,
                List.of("acme"));

        assertThat(CONTRACT.checkSchema("ServiceManifest", tree(new ServiceManifest("kit", "1.0", List.of(tool),
                List.of(resource), List.of(template), List.of(prompt), true, true)))).isEmpty();
    }

    @Test
    void everyAnswer() {
        ObjectNode meta = object("{\"k\":1}");
        ObjectNode annotations = object("{\"audience\":[\"user\"]}");
        ResourceContents text = new ResourceContents("kit://a", "text/plain", "a", null, meta);
        ResourceContents view = new ResourceContents("ui://kit/view", McpApps.MIME_TYPE, "<!DOCTYPE html>", null,
                VIEW_META);
        List<Content> blocks = List.of(new TextContent("t", annotations, meta),
                new ImageContent("aGk=", "image/png", annotations, meta),
                new AudioContent("aGk=", "audio/wav", annotations, meta),
                new ResourceLinkContent("kit://a", "a", "A", "An a", "text/plain", 2L, annotations, meta),
                new EmbeddedResourceContent(ResourceContents.blob("kit://b", "application/octet-stream", "aGk="),
                        annotations, meta));
        InputRequired input = new InputRequired(Map.of("confirm",
                new InputRequest(InputRequest.ELICITATION, object("{\"message\":\"Go on?\"}"))), "state");

        assertThat(CONTRACT.checkSchema("ToolCallAnswer",
                tree(new ToolResult.Complete(blocks, object("{\"n\":1}"), false, meta)))).isEmpty();
        assertThat(CONTRACT.checkSchema("ToolCallAnswer", JSON.valueToTree((ToolResult) input))).isEmpty();
        assertThat(CONTRACT.checkSchema("PromptAnswer", JSON.valueToTree(new PromptResult.Complete("d",
                List.of(PromptMessage.user(blocks.get(0)), PromptMessage.assistant(blocks.get(4))))))).isEmpty();
        assertThat(CONTRACT.checkSchema("PromptAnswer", JSON.valueToTree((PromptResult) input))).isEmpty();
        assertThat(CONTRACT.checkSchema("ResourceReadAnswer",
                JSON.valueToTree((ResourceResult) new ResourceResult.Complete(List.of(text, view))))).isEmpty();
        assertThat(CONTRACT.checkSchema("ResourceList", tree(new ResourceList(
                List.of(ResourceDescriptor.of("kit://a", "a", "An a", "text/plain")))))).isEmpty();
        assertThat(CONTRACT.checkSchema("CompletionResult", tree(CompletionResult.of(List.of("ada"))))).isEmpty();
        assertThat(CONTRACT.checkSchema("ContractError",
                tree(new ContractError(ContractError.INVALID_PARAMS, "m", meta)))).isEmpty();
        assertThat(CONTRACT.checkSchema("InvalidArgumentsData", new InvalidArguments("echo",
                List.of(new Violation("text", "minLength", "too short"))).data())).isEmpty();
    }

    @Test
    void aToolWhoseViewIsNotAUiResourceIsCaught() {
        ObjectNode tool = (ObjectNode) tree(ToolDescriptor.of("echo", null, null,
                object("{\"type\":\"object\"}"), null).withMeta(McpApps.toolMeta("https://example.com/view")));

        assertThat(CONTRACT.checkSchema("ToolDescriptor", tool)).singleElement().asString()
                .contains("resourceUri").contains("^ui://");
    }

    @Test
    void aMemberTheDocumentDoesNotNameIsCaught() {
        ObjectNode answer = (ObjectNode) tree(ToolResult.error("failed"));
        answer.put("retryable", true);

        assertThat(CONTRACT.checkSchema("ToolCallAnswer", answer))
                .containsExactly("a ToolCallAnswer: property 'retryable' is not evaluated and the schema does not "
                        + "allow unevaluated properties");
        assertThat(ContractDocument.published().checkSchema("ToolCallAnswer", answer)).isEmpty();
    }
}
