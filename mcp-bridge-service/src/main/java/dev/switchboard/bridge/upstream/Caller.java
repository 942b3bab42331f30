package dev.switchboard.bridge.upstream;

import java.util.Objects;

import dev.switchboard.contract.CallContext;

/** Whom a call acts for, as the gateway verified it: the key of exchanged tokens and of caller sessions. */
public record Caller(String tenant, String subject) {

    public Caller {
        Objects.requireNonNull(subject, "subject");
    }

    public static Caller of(CallContext context) {
        return new Caller(context.tenant(), context.subject());
    }
}
