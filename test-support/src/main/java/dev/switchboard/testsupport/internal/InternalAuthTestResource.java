package dev.switchboard.testsupport.internal;

import java.io.IOException;
import java.util.Map;

import org.eclipse.microprofile.config.ConfigProvider;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.restassured.RestAssured;
import io.restassured.filter.Filter;

/**
 * Makes a test application a real member of the suite: the gateway signs internal calls with the test key, services
 * verify them with its public half, registrations are signed and verified with the test registration key. Requests
 * the tests themselves send to {@code /internal/v1/…} with RestAssured carry a valid internal token, as if the gateway
 * sent them: signed for the tenant and subject their body's {@code context} names ({@code anonymous} when it names
 * none, as the gateway's anonymous caller), since a service refuses a body naming another caller than its token. A
 * test that must send another token sets its own {@code Authorization}; one that must send none uses another client.
 */
public class InternalAuthTestResource implements QuarkusTestResourceLifecycleManager {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Filter filter;

    @Override
    public Map<String, String> start() {
        filter = (request, response, context) -> {
            if (request.getURI().contains("/internal/v1/") && !request.getHeaders().hasHeaderWithName("Authorization")) {
                String service = ConfigProvider.getConfig().getValue("switchboard.service.name", String.class);
                JsonNode caller = context(request.getBody());
                request.header("Authorization", "Bearer " + TestInternalKeys.token(service,
                        caller.path("tenant").asText("anonymous"), caller.path("subject").asText("anonymous")));
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

    /** The {@code context} of a JSON request body, or a missing node. */
    private static JsonNode context(Object body) {
        try {
            return switch (body) {
                case String text -> JSON.readTree(text).path("context");
                case byte[] bytes -> JSON.readTree(bytes).path("context");
                case null, default -> MissingNode.getInstance();
            };
        } catch (IOException e) {
            return MissingNode.getInstance();
        }
    }

    @Override
    public void stop() {
        RestAssured.replaceFiltersWith(java.util.List.of());
    }
}
