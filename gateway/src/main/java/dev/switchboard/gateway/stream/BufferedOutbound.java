package dev.switchboard.gateway.stream;

import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Keeps a request's response for a reply assembled later (a batch); notifications before it are dropped. */
public final class BufferedOutbound implements Outbound {

    private ObjectNode response;

    @Override
    public void send(ObjectNode message) {
    }

    @Override
    public boolean sendIfOpen(ObjectNode message) {
        return false;
    }

    @Override
    public void finish(ObjectNode message) {
        response = message;
    }

    @Override
    public void abandon() {
    }

    @Override
    public void pause(long retryMs) {
    }

    public Optional<ObjectNode> response() {
        return Optional.ofNullable(response);
    }

    @Override
    public boolean answersWithoutBlocking() {
        return true;
    }
}
