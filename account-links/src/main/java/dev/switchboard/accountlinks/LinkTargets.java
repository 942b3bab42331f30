package dev.switchboard.accountlinks;

import java.util.Optional;

/**
 * Where a service's users link accounts, by the name a pending link carries: the bridge's {@code userOAuth}
 * upstreams, github-search's {@code github}. A service that links accounts provides one bean of it, through which
 * {@link LinkCompletions} finds the grants that redeem a code.
 */
public interface LinkTargets {

    /** The grants of {@code target}, empty when it is not served here or does not link accounts. */
    Optional<AccountGrants> grants(String target);
}
