package dev.switchboard.bridge.upstream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

import dev.switchboard.bridge.BridgeCalls;
import dev.switchboard.sessionstore.upstream.UpstreamStore;

/**
 * What every token-exchange test shares: a mock-oauth2-server and a bearer-checking upstream for the test class
 * ({@link ExchangeFixture}), and the test's run-time upstream added before each test (once its first tool is listed)
 * and removed after it.
 */
abstract class ExchangeUpstreamTest {

    static ExchangeFixture fixture;

    @Inject
    UpstreamStore store;
    @Inject
    RuntimeUpstreams runtime;

    /** The run-time upstream's name. */
    abstract String upstream();

    /** The audience its token exchange asks for. */
    String audience() {
        return ExchangeFixture.AUDIENCE;
    }

    /** The tool whose listing shows the upstream is in use. */
    String listedTool() {
        return upstream() + "_whoami";
    }

    @BeforeAll
    static void start() {
        fixture = ExchangeFixture.start();
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    @BeforeEach
    void addUpstream() {
        BridgeCalls.awaitUpstreams();
        ExchangeFixture.add(store, upstream(), fixture.definition(upstream(), audience()), listedTool());
    }

    @AfterEach
    void removeUpstream() {
        store.delete(upstream());
        runtime.resync();
    }
}
