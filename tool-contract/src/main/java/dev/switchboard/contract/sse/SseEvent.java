package dev.switchboard.contract.sse;

/**
 * One dispatched server-sent event: the last event id, the type ({@code message} when none was named), the data
 * lines joined with {@code \n}, and the {@code retry} given in its block (null when none).
 */
public record SseEvent(String id, String event, String data, Long retry) {
}
