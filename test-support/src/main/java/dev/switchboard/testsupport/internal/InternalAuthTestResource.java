package dev.switchboard.testsupport.internal;

import java.util.Map;

import org.eclipse.microprofile.config.ConfigProvider;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.restassured.RestAssured;
import io.restassured.filter.Filter;

/**
 * Makes a test application a real member of the suite: the gateway signs internal calls with the test key, services
 * verify them with its public half, registrations are signed and verified with the test registration key. Requests
 * the tests themselves send to {@code /internal/v1/…} with RestAssured carry a valid internal token, as if the gateway
 * sent them (a test that must send none uses another client).
 */
public class InternalAuthTestResource implements QuarkusTestResourceLifecycleManager {

    private Filter filter;

    @Override
    public Map<String, String> start() {
        filter = (request, response, context) -> {
            if (request.getURI().contains("/internal/v1/") && !request.getHeaders().hasHeaderWithName("Authorization")) {
                String service = ConfigProvider.getConfig().getValue("switchboard.service.name", String.class);
                request.header("Authorization", "Bearer " + TestInternalKeys.token(service, "anonymous", "anonymous"));
            }
            return context.next(request, response);
        };
        RestAssured.filters(filter);
        return Map.of("switchboard.internal-auth.public-keys", TestInternalKeys.PUBLIC_KEY,
                "switchboard.service.registration-key", TestInternalKeys.REGISTRATION_KEY,
                "gateway.internal-auth.signing-key", TestInternalKeys.PRIVATE_KEY,
                "gateway.internal-auth.public-key", TestInternalKeys.PUBLIC_KEY,
                "gateway.registry.shared-key", TestInternalKeys.REGISTRATION_KEY);
    }

    @Override
    public void stop() {
        RestAssured.replaceFiltersWith(java.util.List.of());
    }
}
