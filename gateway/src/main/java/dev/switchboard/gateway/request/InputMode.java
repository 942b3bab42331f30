package dev.switchboard.gateway.request;

/** How a request can obtain input from its client (sampling, elicitation, roots) when a service asks for some. */
public sealed interface InputMode {

    /** 2026-07-28 multi-round-trip requests: answer {@code input_required} with a sealed state; the client retries. */
    InputMode MRTR = new Mrtr();

    /** Session era and 2024-11-05: real server→client requests on the request's stream, answered on any replica. */
    InputMode ASK_CLIENT = new AskClient();

    /**
     * A durable task's worker: the service's requests become the task's {@code inputRequests}, answered later
     * ({@code tasks/update}, or a session-era {@code tasks/result}) to whichever replica resumes the task.
     */
    InputMode TASK = new Task();

    /** Nowhere to ask (a batch, the action API): the call fails, saying why in {@code why}. */
    static InputMode unavailable(String why) {
        return new Unavailable(why);
    }

    record Mrtr() implements InputMode {
    }

    record AskClient() implements InputMode {
    }

    record Task() implements InputMode {
    }

    record Unavailable(String why) implements InputMode {
    }
}
