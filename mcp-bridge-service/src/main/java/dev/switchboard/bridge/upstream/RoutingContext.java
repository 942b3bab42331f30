package dev.switchboard.bridge.upstream;

/** The Reactor context key under which an upstream request carries its bridge call id. */
public final class RoutingContext {

    public static final String CALL_ID = "dev.switchboard.bridge.call";

    private RoutingContext() {
    }
}
