package dev.switchboard.bridge.upstream;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AuthorizationMetadataIsLookedUpWhereTheRfcsPutItTest {

    @Test
    void theWellKnownSegmentGoesBetweenTheHostAndThePathThenAtTheRoot() {
        assertThat(AuthorizationEndpoints.wellKnown("https://notes.example.com/api/mcp", "oauth-protected-resource"))
                .containsExactly("https://notes.example.com/.well-known/oauth-protected-resource/api/mcp",
                        "https://notes.example.com/.well-known/oauth-protected-resource");
        assertThat(AuthorizationEndpoints.wellKnown("https://login.example.com", "oauth-authorization-server"))
                .containsExactly("https://login.example.com/.well-known/oauth-authorization-server");
    }

}
