package dev.switchboard.archfixture.service;

import io.modelcontextprotocol.spec.McpSchema;

/** Fixture: a "service" class that uses the MCP SDK's wire types, to show the rule fails on it. */
public class SpeaksMcp {

    public McpSchema.TextContent text() {
        return new McpSchema.TextContent("hello");
    }
}
