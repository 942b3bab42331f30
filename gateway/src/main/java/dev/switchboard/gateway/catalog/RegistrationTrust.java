package dev.switchboard.gateway.catalog;

import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.registry.RegistrationSignature;
import dev.switchboard.sessionstore.registry.ServiceRegistration;

/**
 * Which registrations the catalogue believes: those signed with the registration key of the service they name (its
 * own under {@code gateway.registry.keys}, else the suite's shared key). Unsigned ones count only where configured
 * (by default only without client authentication, i.e. on a developer's loopback).
 */
@ApplicationScoped
public class RegistrationTrust {

    private final GatewayConfig config;
    private final boolean acceptUnsigned;

    RegistrationTrust(GatewayConfig config, AuthSettings auth) {
        this.config = config;
        this.acceptUnsigned = config.registry().acceptUnsigned().orElse(auth.anonymous());
    }

    /** Why the registration must be ignored, or null when it may be routed to. */
    public String problem(ServiceRegistration registration) {
        Map<String, String> keys = config.registry().keys();
        String key = keys.getOrDefault(registration.service(), config.registry().sharedKey().orElse(null));
        if (registration.signature() == null || key == null) {
            if (acceptUnsigned) {
                return null;
            }
            return key == null
                    ? "the gateway has no registration key for it (gateway.registry.keys." + registration.service()
                            + " or gateway.registry.shared-key)"
                    : "it is not signed";
        }
        return RegistrationSignature.problem(registration, key, config.registry().maxSignatureAge());
    }
}
