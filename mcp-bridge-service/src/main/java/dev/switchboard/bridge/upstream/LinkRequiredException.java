package dev.switchboard.bridge.upstream;

/**
 * The caller has not linked their account at the upstream (or the link was revoked): the call asks for consent
 * instead of reaching the upstream.
 */
public class LinkRequiredException extends UpstreamUnavailableException {

    private final String upstream;

    public LinkRequiredException(String upstream, String message) {
        super(message);
        this.upstream = upstream;
    }

    public String upstream() {
        return upstream;
    }
}
