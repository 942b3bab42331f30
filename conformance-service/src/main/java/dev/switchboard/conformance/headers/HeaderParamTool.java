package dev.switchboard.conformance.headers;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.conformance.fixture.FixtureDescriptors;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;
import dev.switchboard.contract.kit.ServiceTool;
import dev.switchboard.contract.kit.ToolCall;

/**
 * {@code test_header_param}: a tool whose {@code region} argument is marked {@code x-mcp-header: Region} (SEP-2243),
 * so 2026-07-28 clients mirror it into an {@code Mcp-Param-Region} HTTP header. The gateway checks that header
 * against the body before the call gets here; the tool just echoes the value.
 */
@ApplicationScoped
public class HeaderParamTool implements ServiceTool {

    static final String NAME = "test_header_param";
    static final String HEADER = "Region";

    @Override
    public ToolDescriptor descriptor() {
        var schema = FixtureDescriptors.objectSchema();
        schema.withObjectProperty("properties").putObject("region").put("type", "string").put("maxLength", 256)
                .put("x-mcp-header", HEADER)
                .put("description", "Any text; clients also send it as the Mcp-Param-Region header");
        schema.putArray("required").add("region");
        return FixtureDescriptors.tool(NAME, "Argument mirrored into a header",
                "Echoes its region argument. The argument is marked x-mcp-header (Region), so clients mirror it "
                        + "into the Mcp-Param-Region HTTP header, which the gateway checks against the body.",
                schema, null, FixtureDescriptors.Effect.READ_ONLY);
    }

    @Override
    public ToolResult call(ToolCall call) {
        return ToolResult.of(Content.text("Region: " + call.arguments().path("region").asText()));
    }
}
