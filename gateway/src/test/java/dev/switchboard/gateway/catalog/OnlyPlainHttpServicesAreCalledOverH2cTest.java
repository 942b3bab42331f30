package dev.switchboard.gateway.catalog;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service is called over HTTP/2 without TLS only when its manifest declares it and its base URL is plain
 * {@code http:}: behind {@code https:} the hop stays HTTP/1.1, whatever the manifest says.
 */
class OnlyPlainHttpServicesAreCalledOverH2cTest {

    @Test
    void aDeclaringServiceAtAnHttpUrlIsCalledOverH2c() {
        assertThat(new ServiceEndpoint("s", "http://10.0.0.1:8080/", "r", null, true).http2()).isTrue();
    }

    @Test
    void aDeclaringServiceAtAnHttpsUrlIsNot() {
        assertThat(new ServiceEndpoint("s", "https://tools.example.com", "r", null, true).http2()).isFalse();
    }

    @Test
    void aServiceThatDoesNotDeclareItIsNot() {
        assertThat(new ServiceEndpoint("s", "http://10.0.0.1:8080", "r", null, false).http2()).isFalse();
    }
}
