package dev.switchboard.accountlinks;

/**
 * The caller has not linked their account (or the link was removed): the call asks for consent instead of going out.
 */
public class LinkRequiredException extends LinkUnavailableException {

    private final String target;

    public LinkRequiredException(String target, String message) {
        super(message);
        this.target = target;
    }

    /** What the account would be linked at: an upstream's name, or {@code github}. */
    public String target() {
        return target;
    }
}
