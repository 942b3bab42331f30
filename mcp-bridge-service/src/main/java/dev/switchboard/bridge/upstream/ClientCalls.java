package dev.switchboard.bridge.upstream;

import java.util.Map;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import reactor.core.publisher.Mono;

/** The requests a bridge call makes of an SDK client, whichever session it is; answers as JSON trees. */
final class ClientCalls {

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private ClientCalls() {
    }

    static Mono<JsonNode> callTool(McpAsyncClient client, ObjectMapper json, String tool, JsonNode arguments,
            String callId) {
        return tree(json, client.callTool(McpSchema.CallToolRequest.builder()
                .name(tool)
                .arguments(json.convertValue(arguments, MAP))
                .progressToken(callId)
                .build()));
    }

    static Mono<JsonNode> getPrompt(McpAsyncClient client, ObjectMapper json, String prompt,
            Map<String, String> arguments, String callId) {
        return tree(json, client.getPrompt(new McpSchema.GetPromptRequest(prompt, Map.copyOf(arguments),
                Map.of("progressToken", callId))));
    }

    static Mono<JsonNode> readResource(McpAsyncClient client, ObjectMapper json, String uri, String callId) {
        return tree(json, client.readResource(new McpSchema.ReadResourceRequest(uri, Map.of("progressToken", callId))));
    }

    private static <T> Mono<JsonNode> tree(ObjectMapper json, Mono<T> answer) {
        return answer.map(result -> (JsonNode) json.valueToTree(result));
    }
}
