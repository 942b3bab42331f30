package dev.switchboard.gateway.stream;

import java.util.Map;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Where the messages of one request go: its own HTTP response, a buffer (a batch), or (2024-11-05) the session's SSE
 * stream.
 */
public interface Outbound {

    /** A notification or server→client request related to the request. */
    void send(ObjectNode message);

    /**
     * {@link #send} while the request's output is open; false when it has ended (or carries no notifications) and the
     * message was not sent.
     */
    default boolean sendIfOpen(ObjectNode message) {
        send(message);
        return true;
    }

    /** The request's JSON-RPC response; nothing more is sent for it afterwards. */
    void finish(ObjectNode response);

    /**
     * The request's error response, at HTTP {@code status} with {@code headers} where the output can still carry them
     * (nothing streamed yet); elsewhere the message alone, like {@link #finish}.
     */
    default void reject(int status, Map<String, String> headers, ObjectNode response) {
        finish(response);
    }

    /** Ends the request's output without a response (it was cancelled: the client expects none). */
    void abandon();

    /** Closes the client's stream for later resumption (SEP-1699); a no-op where streams cannot be resumed. */
    void pause(long retryMs);

    /**
     * Whether the response can be written now from an event loop: false when writing it may wait (an event logged to
     * Redis for resumption, a message published to another replica), so the caller writes from a virtual thread.
     */
    default boolean answersWithoutBlocking() {
        return false;
    }

    /** Runs {@code hook} when the client goes away before the response (never, where the output outlives the client). */
    default void onClientGone(Runnable hook) {
    }
}
