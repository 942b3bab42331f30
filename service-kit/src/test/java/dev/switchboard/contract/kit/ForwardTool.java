package dev.switchboard.contract.kit;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;

/** Test tool: hands its call on to the replica at {@link #peer} through the kit and echoes what that one answered. */
@ApplicationScoped
public class ForwardTool implements ServiceTool {

    /** The peer replica's base URL, set by the test. */
    static volatile String peer;

    private final PeerReplicas peers;
    private final ObjectMapper json;

    ForwardTool(PeerReplicas peers, ObjectMapper json) {
        this.peers = peers;
        this.json = json;
    }

    @Override
    public ToolDescriptor descriptor() {
        return ToolDescriptor.of("kitForward", "Forward", "Hands the call to a peer replica",
                json.createObjectNode().put("type", "object"), null);
    }

    @Override
    public ToolResult call(ToolCall call) {
        try {
            HttpResponse<InputStream> answer = peers.forward(call.events(), peer, Duration.ofSeconds(5));
            try (InputStream body = answer.body()) {
                return ToolResult.structured(json.createObjectNode().put("peerStatus", answer.statusCode())
                        .put("peerAnswer", new String(body.readAllBytes(), StandardCharsets.UTF_8)));
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
