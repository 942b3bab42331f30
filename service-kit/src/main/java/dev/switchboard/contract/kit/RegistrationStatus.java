package dev.switchboard.contract.kit;

/** Where this service stands in the registry, for the readiness check and the log. */
public record RegistrationStatus(State state, String reason) {

    public enum State {
        PENDING,
        REGISTERED,
        /** Still in the registry, but the last heartbeat found every pooled Redis connection busy. */
        REGISTERED_OVERLOADED,
        CLASH
    }

    static RegistrationStatus pending(String reason) {
        return new RegistrationStatus(State.PENDING, reason);
    }

    static RegistrationStatus registered(String baseUrl) {
        return new RegistrationStatus(State.REGISTERED, "registered at " + baseUrl);
    }

    static RegistrationStatus overloaded(String baseUrl, String reason) {
        return new RegistrationStatus(State.REGISTERED_OVERLOADED, "registered at " + baseUrl
                + "; the last heartbeat was refused here, not by Redis (overloaded: " + reason + ")");
    }

    static RegistrationStatus clash(String reason) {
        return new RegistrationStatus(State.CLASH, reason);
    }

    public boolean registered() {
        return state == State.REGISTERED || state == State.REGISTERED_OVERLOADED;
    }

    public boolean overloaded() {
        return state == State.REGISTERED_OVERLOADED;
    }

    public boolean clashing() {
        return state == State.CLASH;
    }
}
