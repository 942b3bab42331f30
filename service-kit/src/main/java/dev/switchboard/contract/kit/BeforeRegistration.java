package dev.switchboard.contract.kit;

/**
 * Work a process does once its HTTP server listens and before {@link RegistrationHeartbeat} puts the service in the
 * registry (so before the gateway routes any call to it). None by default; the runtime-tuning module's warm-up is one.
 */
public interface BeforeRegistration {

    /**
     * Starts the work for the server on {@code port}. It may run {@code rehearsal} (registering's own work, short of
     * publishing) as often as it likes, and must run {@code done} once when it is over, on any thread.
     */
    void start(int port, Runnable rehearsal, Runnable done);

    /** Why registering still waits (for a readiness check to show), or null once the work is over. */
    String pending();
}
