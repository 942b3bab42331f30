package dev.switchboard.gateway.request;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.gateway.catalog.HeaderParam;

/**
 * An era's rule about tool arguments mirrored into HTTP headers (2026-07-28 {@code Mcp-Param-*}). It can only be
 * checked once the tool is known, so the tools handler applies it right after the lookup.
 */
@FunctionalInterface
public interface ArgumentHeaders {

    /** Eras without mirrored arguments. */
    ArgumentHeaders NONE = (params, arguments) -> {
    };

    /** Fails (with the era's error) when the request's headers disagree with {@code arguments}. */
    void verify(List<HeaderParam> params, JsonNode arguments);
}
