package dev.switchboard.configreference;

import java.util.Objects;

/**
 * One configuration property of a mapping.
 *
 * @param name its full name ({@code gateway.tasks.ttl}; a map's key is {@code *}, a list's index {@code [*]})
 * @param type what its value is, in words ({@code duration}, {@code list of string})
 * @param defaultValue the value it has when nothing sets it, or null
 * @param presence whether it has a default, may stay unset, or must be set
 * @param description what it does, in Markdown (from the Javadoc of its method); empty when the method has none
 * @param origin the method it comes from ({@code GatewayConfig.Tasks#ttl}), for messages
 */
public record Property(String name, String type, String defaultValue, Presence presence, String description,
        String origin) {

    /** Whether a property has a value without being set. */
    public enum Presence {
        /** {@code @WithDefault}, or a value in the defining module's application.properties. */
        DEFAULTED,
        /** {@code Optional}, or a map: nothing unless set. */
        OPTIONAL,
        /** Neither: the process does not start without it. */
        REQUIRED
    }

    public Property {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(presence, "presence");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(origin, "origin");
    }

    /** The environment variable that sets it. */
    public String environmentVariable() {
        return SmallRyeNames.environmentVariable(name);
    }

    Property withDefault(String value) {
        return new Property(name, type, value, Presence.DEFAULTED, description, origin);
    }
}
