package dev.switchboard.accountlinks;

/**
 * A linked account cannot be used or made right now (its authorization server cannot be found or reached, or refused
 * the service's client); the message names the service linked to and what to check, never a token.
 */
public class LinkUnavailableException extends RuntimeException {

    public LinkUnavailableException(String message) {
        super(message);
    }
}
