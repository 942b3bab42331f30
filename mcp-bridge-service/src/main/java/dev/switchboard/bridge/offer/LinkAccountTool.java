package dev.switchboard.bridge.offer;

import java.util.List;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.accountlinks.Consents;
import dev.switchboard.bridge.naming.ExposedName;
import dev.switchboard.bridge.upstream.UpstreamConnection;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;
import io.modelcontextprotocol.spec.McpSchema;

/**
 * What an upstream that lists its tools only to its users offers before any user has linked an account there:
 * {@code <prefix><separator>link_account}. Its call asks the caller to link their account (as every tool of the
 * upstream does), reads the upstream's catalogue through the caller's own session, and names the tools now listed in
 * its place. It is the bridge's own tool, never pinned, and goes once a catalogue has been read.
 */
final class LinkAccountTool implements ServiceTool {

    static final String NAME = "link_account";

    private final ToolDescriptor descriptor;
    private final UpstreamConnection upstream;
    private final Consents consents;

    LinkAccountTool(ExposedName name, UpstreamConnection upstream, Consents consents) {
        this.upstream = upstream;
        this.consents = consents;
        ObjectNode schema = JsonNodeFactory.instance.objectNode().put("type", "object");
        schema.putObject("properties");
        this.descriptor = new ToolDescriptor(name.name(), "Link your account at " + upstream.name(),
                "Links your own account at the MCP server '" + upstream.name() + "' (" + upstream.spec().url()
                        + "), which lists its tools only to its users. Once a user has linked, its tools are listed "
                        + "here in place of this one; each asks its caller to link first.",
                schema, null, null, null, null, null, 0L, upstream.spec().callTimeout().toMillis(), null, null,
                upstream.spec().tenants());
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public ToolResult call(ToolCall call) {
        return UpstreamOpening.open(upstream, consents, call.context(), call.events(), call.requestState(),
                call.inputResponses()).then(ready -> {
                    if (!upstream.listedThroughUsers() && !upstream.listThrough(ready.session())) {
                        return ToolResult.error("Your account at '" + upstream.name() + "' is linked, but its tools "
                                + "could not be read through your session; the bridge's log says why. Call this "
                                + "tool again to retry.");
                    }
                    List<String> tools = upstream.catalogue().tools().stream().map(McpSchema.Tool::name).toList();
                    return ToolResult.of(Content.text("Your account at '" + upstream.name() + "' is linked. "
                            + (tools.isEmpty() ? "It lists no tools to you."
                                    : "Its tools are listed now, prefixed '" + upstream.spec().prefix() + "': "
                                            + String.join(", ", tools) + ".")));
                }, ask -> ask, ToolResult::error);
    }
}
