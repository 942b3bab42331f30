package dev.switchboard.bridge.upstream;

/** An upstream cannot take calls right now; the message names it and says why. */
public class UpstreamUnavailableException extends RuntimeException {

    public UpstreamUnavailableException(String message) {
        super(message);
    }
}
