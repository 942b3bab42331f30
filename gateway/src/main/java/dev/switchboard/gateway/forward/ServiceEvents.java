package dev.switchboard.gateway.forward;

import com.fasterxml.jackson.databind.JsonNode;

/** Where the events a service streams during a call go; {@link #wanted()} false means: do not stream at all. */
public interface ServiceEvents {

    boolean wanted();

    /** {@code {progress, total?, message?}} */
    void progress(JsonNode event);

    /** {@code {level, logger?, data}} */
    void log(JsonNode event);

    /** The service suggests closing the client's stream now; the client will resume after {@code retryMs}. */
    void reconnect(long retryMs);

    ServiceEvents NONE = new ServiceEvents() {
        @Override
        public boolean wanted() {
            return false;
        }

        @Override
        public void progress(JsonNode event) {
        }

        @Override
        public void log(JsonNode event) {
        }

        @Override
        public void reconnect(long retryMs) {
        }
    };
}
