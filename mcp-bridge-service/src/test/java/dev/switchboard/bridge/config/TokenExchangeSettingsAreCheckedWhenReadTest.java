package dev.switchboard.bridge.config;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TokenExchangeSettingsAreCheckedWhenReadTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path directory;

    @Test
    void aCompleteDefinitionReadsWithTheJwtSubjectTokenType() throws Exception {
        UpstreamSpec notes = read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "tokenExchange":{"tokenEndpoint":"https://login.example.com/token","clientId":"bridge",
                                  "clientSecret":"s3cret","audience":"notes-api"}}""");

        assertThat(notes.actsForCallers()).isTrue();
        assertThat(notes.tokenExchange().subjectTokenType()).isEqualTo("urn:ietf:params:oauth:token-type:jwt");
    }

    @Test
    void eachMistakeNamesTheUpstreamAndTheField() {
        assertThatThrownBy(() -> read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "tokenExchange":{"tokenEndpoint":"login.example.com/token","clientId":"bridge",
                                  "clientSecret":"s3cret"}}"""))
                .hasMessageContaining("upstream 'notes': tokenExchange.tokenEndpoint must be")
                .hasMessageContaining("tokenExchange.audience must name the upstream");
        assertThatThrownBy(() -> read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "tokenExchange":{"tokenEndpoint":"https://login.example.com/token","clientId":"bridge",
                                  "audience":"notes-api"}}"""))
                .hasMessageContaining("upstream 'notes': tokenExchange needs exactly one of clientSecret and "
                        + "clientSecretEnv");
        assertThatThrownBy(() -> read("""
                {"name":"notes","transport":"http","url":"https://notes.example.com/mcp",
                 "tokenExchange":{"tokenEndpoint":"https://login.example.com/token","clientId":"bridge",
                                  "clientSecretEnv":"SWITCHBOARD_TEST_NOT_SET","audience":"notes-api"}}"""))
                .hasMessageContaining("tokenExchange.clientSecretEnv names SWITCHBOARD_TEST_NOT_SET, which is not "
                        + "set");
        assertThatThrownBy(() -> read("""
                {"name":"local","transport":"stdio","command":"node",
                 "tokenExchange":{"tokenEndpoint":"https://login.example.com/token","clientId":"bridge",
                                  "clientSecret":"s3cret","audience":"notes-api"}}"""))
                .hasMessageContaining("upstream 'local': tokenExchange needs an http or sse upstream");
    }

    private UpstreamSpec read(String upstream) throws Exception {
        Path file = directory.resolve("upstreams.json");
        Files.writeString(file, "{\"upstreams\":[" + upstream + "]}");
        return UpstreamsFile.read(file, JSON).upstreams().get(0);
    }
}
