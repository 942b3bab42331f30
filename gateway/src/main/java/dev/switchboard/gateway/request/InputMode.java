package dev.switchboard.gateway.request;

/** How a request can obtain input from its client (sampling, elicitation, roots) when a service asks for some. */
public sealed interface InputMode {

    /** 2026-07-28 multi-round-trip requests: answer {@code input_required} with a sealed state; the client retries. */
    InputMode MRTR = new Mrtr();

    /** Session era and 2024-11-05: real server→client requests on the request's stream, answered on any replica. */
    InputMode ASK_CLIENT = new AskClient();

    /** Nowhere to ask (a batch, the action API): the call fails, saying why in {@code why}. */
    static InputMode unavailable(String why) {
        return new Unavailable(why);
    }

    record Mrtr() implements InputMode {
    }

    record AskClient() implements InputMode {
    }

    record Unavailable(String why) implements InputMode {
    }
}
