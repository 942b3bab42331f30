package dev.switchboard.gateway.transport;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Where the messages of one request go: its own HTTP response, or (2024-11-05) the session's SSE stream. */
public interface Outbound {

    /** A notification or server→client request related to the request. */
    void send(ObjectNode message);

    /** The request's JSON-RPC response; nothing more is sent for it afterwards. */
    void finish(ObjectNode response);

    /** Ends the request's output without a response (it was cancelled: the client expects none). */
    void abandon();

    /** Closes the client's stream for later resumption (SEP-1699); a no-op where streams cannot be resumed. */
    void pause(long retryMs);
}
