package dev.switchboard.gateway.auth.idjag;

import java.util.HashMap;
import java.util.Map;

import dev.switchboard.gateway.SecuredGateway;
import dev.switchboard.testsupport.internal.TestInternalKeys;

/**
 * {@link SecuredGateway} with ID-JAG grants enabled: the gateway's own authorization server signs with the suite's
 * test key pair. One profile for every ID-JAG test, so the application starts once for all of them.
 */
public class IdJagGateway extends SecuredGateway {

    @Override
    public Map<String, String> getConfigOverrides() {
        Map<String, String> overrides = new HashMap<>(super.getConfigOverrides());
        overrides.put("gateway.auth.id-jag.enabled", "true");
        overrides.put("gateway.auth.id-jag.signing-key", TestInternalKeys.PRIVATE_KEY);
        overrides.put("gateway.auth.id-jag.public-key", TestInternalKeys.PUBLIC_KEY);
        return overrides;
    }
}
