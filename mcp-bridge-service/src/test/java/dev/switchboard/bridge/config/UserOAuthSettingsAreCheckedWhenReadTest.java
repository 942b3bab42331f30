package dev.switchboard.bridge.config;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UserOAuthSettingsAreCheckedWhenReadTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path directory;

    @Test
    void aPublicClientWithoutEndpointsReadsAndDiscoversThem() throws Exception {
        UpstreamSpec notes = read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "userOAuth":{"clientId":"bridge","scope":"notes.read"}}""");

        assertThat(notes.actsForCallers()).isTrue();
        assertThat(notes.userOAuth().discovered()).isTrue();
        assertThat(notes.userOAuth().secret()).isNull();
    }

    @Test
    void eachMistakeNamesTheUpstreamAndTheField() {
        assertThatThrownBy(() -> read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "userOAuth":{"authorizationEndpoint":"https://login.example.com/authorize"}}"""))
                .hasMessageContaining("upstream 'notes': userOAuth needs both authorizationEndpoint and "
                        + "tokenEndpoint, or neither")
                .hasMessageContaining("userOAuth.clientId must name the bridge's client");
        assertThatThrownBy(() -> read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "userOAuth":{"authorizationEndpoint":"login.example.com/authorize",
                              "tokenEndpoint":"https://login.example.com/token","clientId":"bridge"}}"""))
                .hasMessageContaining("userOAuth.authorizationEndpoint must be the authorization server's http(s)");
        assertThatThrownBy(() -> read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "userOAuth":{"clientId":"bridge","clientSecretEnv":"SWITCHBOARD_TEST_NOT_SET"}}"""))
                .hasMessageContaining("userOAuth.clientSecretEnv names SWITCHBOARD_TEST_NOT_SET, which is not set");
        assertThatThrownBy(() -> read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "userOAuth":{"clientId":"bridge"},
                 "tokenExchange":{"tokenEndpoint":"https://login.example.com/token","clientId":"bridge",
                                  "clientSecret":"s3cret","audience":"notes-api"}}"""))
                .hasMessageContaining("upstream 'notes': give tokenExchange or userOAuth, not both");
        assertThatThrownBy(() -> read("""
                {"name":"local","transport":"stdio","command":"node","userOAuth":{"clientId":"bridge"}}"""))
                .hasMessageContaining("upstream 'local': userOAuth needs an http or sse upstream");
    }

    private UpstreamSpec read(String upstream) throws Exception {
        Path file = directory.resolve("upstreams.json");
        Files.writeString(file, "{\"upstreams\":[" + upstream + "]}");
        return UpstreamsFile.read(file, JSON).upstreams().get(0);
    }
}
