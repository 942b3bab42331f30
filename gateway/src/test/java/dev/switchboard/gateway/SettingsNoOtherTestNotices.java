package dev.switchboard.gateway;

import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * Settings each of which some tests need and the others of this profile do not notice, in one profile so that the
 * application starts once for all of them (every distinct profile is a start of its own):
 * <ul>
 * <li>a departure grace far longer than a test, so that a service still listed is kept by the grace and one gone from
 * the lists leaves without it (the catalog tests);</li>
 * <li>traces off, the default outside tests ({@code TracesOffLeaveNoTraceTest});</li>
 * <li>HTTP/2 off for calls to services ({@code WithHttp2OffEveryServiceIsCalledOverHttp11Test}).</li>
 * </ul>
 * A setting that another test of this profile would notice gets a profile of its own.
 */
public class SettingsNoOtherTestNotices implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("gateway.catalog.departure-grace", "5M", "quarkus.otel.sdk.disabled", "true",
                "gateway.forward.http2", "false");
    }
}
