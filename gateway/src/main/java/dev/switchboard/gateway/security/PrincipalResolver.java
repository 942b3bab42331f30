package dev.switchboard.gateway.security;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.sessionstore.Principal;
import io.vertx.core.http.HttpServerRequest;

/**
 * Who a request acts for. Until bearer authentication is configured every request is anonymous; sessions and
 * request states are nevertheless bound to the principal from day one, so turning authentication on changes only
 * this class.
 */
@ApplicationScoped
public class PrincipalResolver {

    public Principal resolve(HttpServerRequest request) {
        return Principal.ANONYMOUS;
    }
}
