package dev.switchboard.memory.tools;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.kit.ContractException;
import dev.switchboard.contract.kit.ToolCall;
import dev.switchboard.memory.record.SpaceName;
import dev.switchboard.memory.store.SpaceKey;
import dev.switchboard.sessionstore.Principal;

/**
 * The tenant a call acts for and the space it names. Spaces live inside the caller's tenant whatever name is sent, so
 * one tenant can never reach another's. Without a {@code session_id} argument the space is the caller's MCP session;
 * a stateless (2026-07-28) request has none and must name one.
 */
record Caller(String tenant, String sessionId) {

    static Caller of(CallContext context) {
        return new Caller(context.tenant() == null ? Principal.ANONYMOUS.tenant() : context.tenant(),
                context.sessionId());
    }

    /** The space a tool call names with its {@code session_id} argument, else the caller's session's space. */
    static SpaceKey spaceOf(ToolCall call) {
        return of(call.context()).space(call.arguments().path(MemorySchemas.SESSION_ID).asText(null));
    }

    /** The space named by {@code sessionIdArgument}, else the caller's session's space. */
    SpaceKey space(String sessionIdArgument) {
        String space = sessionIdArgument != null && !sessionIdArgument.isEmpty() ? sessionIdArgument : sessionId;
        if (space == null) {
            throw ContractException.invalidParams("Missing required argument 'session_id': this request has no MCP "
                    + "session (2026-07-28 stateless), so name the shared memory space with session_id",
                    violation("session_id", "required"));
        }
        if (!SpaceName.isValid(space)) {
            throw ContractException.invalidParams("'session_id' must be 1-128 letters, digits or . _ ~ -: " + space,
                    violation("session_id", "pattern"));
        }
        return new SpaceKey(tenant, space);
    }

    static JsonNode violation(String property, String rule) {
        return JsonNodeFactory.instance.objectNode().put("property", property).put("rule", rule);
    }
}
