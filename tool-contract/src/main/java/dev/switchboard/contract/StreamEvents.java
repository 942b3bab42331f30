package dev.switchboard.contract;

/**
 * Event names on a streamed internal call ({@code Accept: text/event-stream}): any number of {@code progress} and
 * {@code log} events (and {@code reconnect} suggestions), then exactly one {@code result} (the JSON a non-streamed call
 * would answer) or {@code error} (a {@link ContractError}). A caller that accepts both ({@link #ACCEPT_EITHER}) gets
 * plain JSON when the call sends no event before its result.
 */
public final class StreamEvents {

    /** The {@code Accept} of a caller that takes a stream when there are events, JSON otherwise. */
    public static final String ACCEPT_EITHER = "text/event-stream, application/json";

    public static final String PROGRESS = "progress";
    public static final String LOG = "log";
    /** {@code {retryMs}}: the service suggests closing the client's stream now; the client resumes later. */
    public static final String RECONNECT = "reconnect";
    public static final String RESULT = "result";
    public static final String ERROR = "error";

    private StreamEvents() {
    }
}
