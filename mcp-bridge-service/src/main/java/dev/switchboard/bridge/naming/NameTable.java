package dev.switchboard.bridge.naming;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Exposed names across every upstream, first come first served in the order of the upstreams file. A second upstream
 * item wanting a name already taken is refused: {@link #claim} says by whom, and the caller logs it loudly.
 */
public final class NameTable {

    private final Map<String, String> owners = new HashMap<>();

    /** Empty when {@code name} is now {@code owner}'s; otherwise the owner already holding it. */
    public Optional<String> claim(String name, String owner) {
        String existing = owners.putIfAbsent(name, owner);
        return existing == null || existing.equals(owner) ? Optional.empty() : Optional.of(existing);
    }
}
