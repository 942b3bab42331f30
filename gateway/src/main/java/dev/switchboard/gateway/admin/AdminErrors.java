package dev.switchboard.gateway.admin;

import java.util.Map;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;

import dev.switchboard.sessionstore.StoreUnavailableException;

/** Every admin failure as JSON an operator can act on: {@code {"error": "…"}}, never a stack trace. */
public class AdminErrors {

    /** An admin request that is wrong; the message says what to send instead. */
    public static WebApplicationException badRequest(String message) {
        return new WebApplicationException(json(400, message));
    }

    /** An admin request whose {@code field} (a body field, a path or query parameter) is wrong. */
    public static WebApplicationException badRequest(String field, String message) {
        return new WebApplicationException(Response.status(400).type(MediaType.APPLICATION_JSON)
                .entity(Map.of("error", message, "field", field)).build());
    }

    public static WebApplicationException notFound(String message) {
        return new WebApplicationException(json(404, message));
    }

    /** A request that would contradict what exists; the message says what and what to do instead. */
    public static WebApplicationException conflict(String message) {
        return new WebApplicationException(json(409, message));
    }

    @ServerExceptionMapper
    public Response unknownField(UnrecognizedPropertyException e) {
        return json(400, "Unknown field '" + e.getPropertyName() + "'; known fields: " + e.getKnownPropertyIds());
    }

    @ServerExceptionMapper
    public Response unreadable(JsonProcessingException e) {
        return json(400, "The body is not valid for this endpoint: " + e.getOriginalMessage());
    }

    /** Errors the REST layer raises itself (an unreadable body, a wrong media type) get a JSON message too. */
    @ServerExceptionMapper
    public Response rest(WebApplicationException e) {
        if (e.getResponse().hasEntity()) {
            return e.getResponse();
        }
        int status = e.getResponse().getStatus();
        String message = status == 400 ? "The body is not valid JSON for this endpoint"
                : status == 415 ? "Send Content-Type: application/json" : e.getMessage();
        return json(status, message);
    }

    @ServerExceptionMapper
    public Response storeDown(StoreUnavailableException e) {
        return json(503, "The gateway's store (Redis) cannot be reached; retry shortly");
    }

    static Response json(int status, String message) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(Map.of("error", message)).build();
    }
}
