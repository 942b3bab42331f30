package dev.switchboard.contract.kit;

/** Where this service stands in the registry, for the readiness check and the log. */
public record RegistrationStatus(State state, String reason) {

    public enum State {
        PENDING,
        REGISTERED,
        CLASH
    }

    static RegistrationStatus pending(String reason) {
        return new RegistrationStatus(State.PENDING, reason);
    }

    static RegistrationStatus registered(String baseUrl) {
        return new RegistrationStatus(State.REGISTERED, "registered at " + baseUrl);
    }

    static RegistrationStatus clash(String reason) {
        return new RegistrationStatus(State.CLASH, reason);
    }

    public boolean registered() {
        return state == State.REGISTERED;
    }

    public boolean clashing() {
        return state == State.CLASH;
    }
}
