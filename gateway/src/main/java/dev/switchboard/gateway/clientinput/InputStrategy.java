package dev.switchboard.gateway.clientinput;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.InputRequired;
import dev.switchboard.gateway.request.RequestContext;

/** One way of getting a client's input to a service: sealed retries (2026-07-28) or server→client requests. */
interface InputStrategy {

    /** The input the request carries into its first call to the service. */
    InputRound opening(RequestContext request, String target);

    /** Obtains the input {@code required} asks for; the client is known to have every capability it needs. */
    InputStep obtain(RequestContext request, String target, InputRequired required);

    /**
     * How this strategy reports that the client of {@code request} lacks {@code missing} ({@code {"sampling":{}}}, …)
     * for {@code required}.
     */
    InputStep lacking(RequestContext request, ObjectNode missing, InputRequired required);
}
