package dev.switchboard.sessionstore.stream;

/** One event of a session stream as stored: its id (SSE {@code id:}) and its JSON-RPC message text. */
public record LoggedEvent(String id, String data) {
}
