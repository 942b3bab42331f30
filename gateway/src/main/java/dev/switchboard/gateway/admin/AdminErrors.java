package dev.switchboard.gateway.admin;

import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

import dev.switchboard.sessionstore.StoreUnavailableException;

/**
 * Every admin failure as JSON an operator can act on, never a stack trace or an empty body:
 * {@code {"error": "<field>: <problem>", "field": "<field>"}}, {@code field} being the body's field (a dotted path) or
 * the path or query parameter the problem is about, left out when the problem is the whole request.
 */
public class AdminErrors {

    /** An admin request that is wrong; the message says what to send instead. */
    public static WebApplicationException badRequest(String message) {
        return new WebApplicationException(json(400, null, message));
    }

    /** An admin request whose {@code field} (a body field, a path or query parameter) is wrong. */
    public static WebApplicationException badRequest(String field, String message) {
        return new WebApplicationException(json(400, field, message));
    }

    public static WebApplicationException notFound(String message) {
        return new WebApplicationException(json(404, null, message));
    }

    /** A request that would contradict what exists; the message says what and what to do instead. */
    public static WebApplicationException conflict(String message) {
        return new WebApplicationException(json(409, null, message));
    }

    /**
     * A body Jackson could not read: malformed JSON, an unknown field, a value of the wrong type or out of range. The
     * more specific {@link MismatchedInputException} has a mapper of its own because Quarkus maps it with an empty
     * body otherwise.
     */
    @ServerExceptionMapper
    public Response unreadable(JsonProcessingException e) {
        JsonProblem problem = JsonProblem.of(e);
        return json(400, problem.field(), problem.message());
    }

    @ServerExceptionMapper
    public Response mismatched(MismatchedInputException e) {
        return unreadable(e);
    }

    /**
     * Errors the REST layer raises itself get a JSON message too: a body that is not JSON, a path nothing answers, a
     * method the path does not take (its {@code Allow} header kept), a wrong media type.
     */
    @ServerExceptionMapper
    public Response rest(WebApplicationException e, UriInfo uri, Request request) {
        if (e.getResponse().hasEntity()) {
            return e.getResponse();
        }
        if (e.getCause() instanceof JsonProcessingException unreadable) {
            return unreadable(unreadable);
        }
        int status = e.getResponse().getStatus();
        String path = uri == null ? "this path" : "/" + uri.getPath().replaceFirst("^/", "");
        return switch (e) {
            case NotFoundException notFound -> json(404, null, "Nothing answers " + path
                    + (path.startsWith("/admin/") ? "; the admin API's endpoints are in its OpenAPI document "
                            + "(/q/openapi on the management port)" : ""));
            case NotAllowedException notAllowed -> json(405, null, path + " does not take "
                    + (request == null ? "this method" : request.getMethod())
                    + "; the methods of each path are in the OpenAPI document (/q/openapi on the management port)");
            default -> json(status, null, status == 400 ? "The body is not valid JSON for this endpoint"
                    : status == 415 ? "Send Content-Type: application/json" : e.getMessage());
        };
    }

    @ServerExceptionMapper
    public Response storeDown(StoreUnavailableException e) {
        return json(503, null, "The gateway's store (Redis) cannot be reached; retry shortly");
    }

    private static Response json(int status, String field, String message) {
        Map<String, String> body = new LinkedHashMap<>();
        body.put("error", message);
        if (field != null) {
            body.put("field", field);
        }
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(body).build();
    }
}
