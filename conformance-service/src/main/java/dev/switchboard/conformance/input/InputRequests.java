package dev.switchboard.conformance.input;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;

/** Sampling and roots requests with MCP's parameters. Forms are built by {@link Form}. */
public final class InputRequests {

    private InputRequests() {
    }

    /** {@code sampling/createMessage} with one user message holding {@code prompt}. */
    public static InputRequest sampling(String prompt, int maxTokens) {
        if (maxTokens < 1) {
            throw new IllegalArgumentException("maxTokens must be at least 1: " + maxTokens);
        }
        ObjectNode params = JsonNodeFactory.instance.objectNode();
        ObjectNode message = params.putArray("messages").addObject().put("role", "user");
        message.putObject("content").put("type", "text").put("text", prompt);
        params.put("maxTokens", maxTokens);
        return new InputRequest(InputRequest.SAMPLING, params);
    }

    /** {@code roots/list}, which takes no parameters. */
    public static InputRequest roots() {
        return new InputRequest(InputRequest.ROOTS, JsonNodeFactory.instance.objectNode());
    }
}
