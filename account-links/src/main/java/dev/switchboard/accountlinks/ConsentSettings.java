package dev.switchboard.accountlinks;

import java.time.Duration;
import java.util.Objects;

/**
 * How a service asks its users to link their accounts, from its own configuration: a service that links accounts
 * produces one bean of it.
 *
 * @param connectUrl the gateway's consent page; a user is sent to {@code <connectUrl>/<id>}
 * @param callbackUrl the redirect URI registered at the authorization servers: the gateway's callback
 * @param consentTimeout how long a user has to finish linking after being asked
 * @param linkWait how long a call retried after the user agreed waits for the link to be finished
 */
public record ConsentSettings(String connectUrl, String callbackUrl, Duration consentTimeout, Duration linkWait) {

    public ConsentSettings {
        Objects.requireNonNull(connectUrl, "connectUrl");
        Objects.requireNonNull(callbackUrl, "callbackUrl");
        Objects.requireNonNull(consentTimeout, "consentTimeout");
        Objects.requireNonNull(linkWait, "linkWait");
    }
}
