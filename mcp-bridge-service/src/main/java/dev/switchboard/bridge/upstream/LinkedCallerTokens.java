package dev.switchboard.bridge.upstream;

import dev.switchboard.accountlinks.LinkedAccountTokens;

/** The caller sessions' tokens of a {@code userOAuth} upstream: each caller's linked account's. */
final class LinkedCallerTokens implements CallerTokens {

    private final LinkedAccountTokens accounts;

    LinkedCallerTokens(LinkedAccountTokens accounts) {
        this.accounts = accounts;
    }

    @Override
    public String token(Caller caller, String subjectToken) {
        return accounts.token(accounts.key(caller.tenant(), caller.subject()));
    }

    @Override
    public void invalidate(Caller caller) {
        accounts.invalidate(accounts.key(caller.tenant(), caller.subject()));
    }

    @Override
    public String kind() {
        return "linked account's token";
    }

    @Override
    public String acceptance() {
        return "the tokens its authorization server issues to the bridge's client for a linked user";
    }
}
