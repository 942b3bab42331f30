package dev.switchboard.deployfiles;

import java.util.Locale;
import java.util.Objects;

/**
 * A variable a tool service reads from a secret of its own: in Kubernetes key {@code key} of the Secret
 * {@code <service name>-secrets}, in compose the secret named after the variable in lower case.
 *
 * @param optional the service runs without it (the variable stays unset)
 */
public record Secret(String variable, String key, boolean optional) {

    public Secret {
        Objects.requireNonNull(variable, "variable");
        Objects.requireNonNull(key, "key");
        if (!variable.matches("[A-Z][A-Z0-9_]*")) {
            throw new IllegalArgumentException("secret variable " + variable + " is not an environment variable name");
        }
        if (!key.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new IllegalArgumentException("secret key " + key + " is not a Secret key name");
        }
    }

    /** {@code VARIABLE:key}, with a trailing {@code ?} when optional. */
    static Secret parse(String entry) {
        boolean optional = entry.endsWith("?");
        String[] parts = (optional ? entry.substring(0, entry.length() - 1) : entry).split(":", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("secret " + entry + " is not VARIABLE:key (with ? if optional)");
        }
        return new Secret(parts[0], parts[1], optional);
    }

    /** The compose secret: a properties file under deploy/compose/secrets/ of this name. */
    public String composeName() {
        return variable.toLowerCase(Locale.ROOT);
    }
}
