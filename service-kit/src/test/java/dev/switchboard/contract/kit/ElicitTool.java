package dev.switchboard.contract.kit;

import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.InputRequired;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;

/**
 * Test tool that asks the user to confirm (input request {@code confirm}, state {@code asked}) and, on the retry that
 * brings the state back, answers with the user's action.
 */
@ApplicationScoped
public class ElicitTool implements ServiceTool {

    static final String STATE = "asked";

    private final ObjectMapper json;

    ElicitTool(ObjectMapper json) {
        this.json = json;
    }

    @Override
    public ToolDescriptor descriptor() {
        return ToolDescriptor.of("kitElicit", "Elicit", "Asks the user to confirm",
                json.createObjectNode().put("type", "object"), null);
    }

    @Override
    public ToolResult call(ToolCall call) {
        if (!STATE.equals(call.requestState())) {
            ObjectNode params = json.createObjectNode().put("message", "Go on?");
            params.putObject("requestedSchema").put("type", "object").putObject("properties").putObject("ok")
                    .put("type", "boolean");
            return new InputRequired(Map.of("confirm", new InputRequest(InputRequest.ELICITATION, params)), STATE);
        }
        return ToolResult.of(Content.text("The user chose " + call.inputResponses().get("confirm").path("action")
                .asText("nothing")));
    }
}
