package dev.switchboard.console;

import java.net.URI;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;

/** Refusals and failures as a page a person can act on: what went wrong, in the gateway's words, and where to go. */
public class Pages {

    private final Template problem;
    private final Sessions sessions;

    Pages(@Location("problem.html") Template problem, Sessions sessions) {
        this.problem = problem;
        this.sessions = sessions;
    }

    @ServerExceptionMapper
    public Response failed(AdminFailure failure) {
        Response.ResponseBuilder response = Response.status(failure.status())
                .type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                .entity(problem.data("status", failure.status()).data("message", failure.getMessage())
                        .data("signIn", failure.status() == 401).render());
        if (failure.status() == 401) {
            response.cookie(sessions.expired(Sessions.SESSION_COOKIE));
        }
        return response.build();
    }

    /** 303 to {@code path}: after a change, the browser shows the page again instead of resending the form. */
    public static Response seeOther(String path) {
        return Response.seeOther(URI.create(path)).build();
    }
}
