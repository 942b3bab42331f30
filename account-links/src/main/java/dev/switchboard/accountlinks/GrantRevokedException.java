package dev.switchboard.accountlinks;

/**
 * The authorization server refused a grant as no longer valid ({@code invalid_grant}, or GitHub's
 * {@code bad_refresh_token} and {@code bad_verification_code}): the link no longer works and must be made again.
 */
public class GrantRevokedException extends LinkUnavailableException {

    public GrantRevokedException(String message) {
        super(message);
    }
}
