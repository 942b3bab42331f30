package dev.switchboard.contract;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.SchemaException;
import com.sun.net.httpserver.HttpServer;

import dev.switchboard.contract.schema.ArgumentSchema;
import dev.switchboard.contract.schema.InvalidArguments;
import dev.switchboard.contract.schema.InvalidSchemaException;
import dev.switchboard.contract.schema.Violation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

class ArgumentSchemaTest {

    private final ObjectMapper json = new ObjectMapper();

    private JsonNode parse(String text) throws Exception {
        return json.readTree(text);
    }

    private ArgumentSchema search() throws Exception {
        return ArgumentSchema.compile("tool searchRepositories", parse("""
                {"type":"object","properties":{
                   "query":{"type":"string","minLength":1},
                   "perPage":{"type":"integer","minimum":1,"maximum":100},
                   "filters":{"type":"object","properties":{"language":{"type":"string"}}}},
                 "required":["query"],"additionalProperties":false}"""));
    }

    @Test
    void validArgumentsPass() throws Exception {
        assertThat(search().validate(parse("{\"query\":\"mcp\",\"perPage\":5}"))).isEmpty();
    }

    @Test
    void aMissingRequiredPropertyIsNamed() throws Exception {
        assertThat(search().validate(parse("{\"perPage\":5}")))
                .extracting(Violation::property, Violation::rule)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("query", "required"));
    }

    @Test
    void aBoundBreachNamesPropertyAndRule() throws Exception {
        InvalidArguments invalid = new InvalidArguments("searchRepositories",
                search().validate(parse("{\"query\":\"x\",\"perPage\":500}")));

        assertThat(invalid.data().path("property").asText()).isEqualTo("perPage");
        assertThat(invalid.data().path("rule").asText()).isEqualTo("maximum");
        assertThat(invalid.message()).contains("'perPage'").contains("maximum");
    }

    @Test
    void nestedAndExtraPropertiesAreNamedByPath() throws Exception {
        assertThat(search().validate(parse("{\"query\":\"x\",\"filters\":{\"language\":7},\"colour\":1}")))
                .extracting(Violation::property)
                .containsExactlyInAnyOrder("filters.language", "colour");
    }

    @Test
    void aNonObjectSchemaIsRefused() {
        assertThatThrownBy(() -> ArgumentSchema.compile("tool t", parse("{\"type\":\"string\"}")))
                .isInstanceOf(InvalidSchemaException.class)
                .hasMessageContaining("\"type\": \"object\"");
    }

    @Test
    void remoteReferencesAreNotFetched() throws Exception {
        AtomicInteger fetches = new AtomicInteger();
        HttpServer remote = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        remote.createContext("/string.json", exchange -> {
            fetches.incrementAndGet();
            byte[] body = "{\"type\":\"string\"}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/schema+json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        remote.start();
        try {
            String ref = "http://127.0.0.1:" + remote.getAddress().getPort() + "/string.json";
            ArgumentSchema schema = ArgumentSchema.compile("tool t", parse("""
                    {"type":"object","properties":{"a":{"$ref":"%s"}}}""".formatted(ref)));

            Throwable outcome = catchThrowable(() -> schema.validate(parse("{\"a\":1}")));

            assertThat(fetches).as("requests the validator sent to the remote schema's host").hasValue(0);
            assertThat(outcome).as("a reference that cannot be resolved locally fails loudly")
                    .isInstanceOf(SchemaException.class).hasMessageContaining(ref);
        } finally {
            remote.stop(0);
        }
    }
}
