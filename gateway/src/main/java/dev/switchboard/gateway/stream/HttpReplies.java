package dev.switchboard.gateway.stream;

import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.vertx.core.http.HttpServerResponse;

/** Writes a {@link Reply} to a Vert.x response (safe from any thread). */
@Singleton
public class HttpReplies {

    private static final Logger LOG = Logger.getLogger(HttpReplies.class);

    private final ObjectMapper json;

    HttpReplies(ObjectMapper json) {
        this.json = json;
    }

    public void write(HttpServerResponse response, Reply reply) {
        if (response.ended() || response.closed()) {
            return;
        }
        response.setStatusCode(reply.status());
        reply.headers().forEach(response::putHeader);
        switch (reply) {
            case Reply.Json body -> {
                byte[] bytes;
                try {
                    bytes = json.writeValueAsBytes(body.body());
                } catch (JsonProcessingException e) {
                    LOG.error("Cannot serialise a reply", e);
                    response.setStatusCode(500).end();
                    return;
                }
                response.putHeader("Content-Type", "application/json")
                        .end(io.vertx.core.buffer.Buffer.buffer(bytes));
            }
            case Reply.Empty empty -> response.end();
        }
    }
}
