package dev.switchboard.gateway.admin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.upstream.UpstreamSecrets;
import dev.switchboard.sessionstore.upstream.UpstreamStore;

/**
 * Run-time upstreams as the admin API keeps them: checked, their secrets sealed, stored where every bridge replica
 * reads them ({@link UpstreamStore}), and shown with the secrets redacted. A secret sent back as
 * {@link UpstreamSecrets#REDACTED} keeps the stored one, so what a read shows can be changed and written back.
 */
@ApplicationScoped
public class UpstreamDefinitions {

    private final UpstreamStore store;
    private final UpstreamSecrets secrets;
    private final ObjectMapper json;
    private final ObjectMapper strict;

    UpstreamDefinitions(UpstreamStore store, UpstreamSecrets secrets, ObjectMapper json) {
        this.store = store;
        this.secrets = secrets;
        this.json = json;
        this.strict = json.copy().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    /** A stored upstream as shown: its name first, secrets redacted. */
    public record Saved(boolean created, ObjectNode shown) {
    }

    /** Every run-time upstream as shown, by name. */
    public List<ObjectNode> all() {
        List<ObjectNode> all = new ArrayList<>();
        new TreeMap<>(store.all()).forEach((name, text) -> all.add(shown(name, parse(text))));
        return all;
    }

    public Optional<ObjectNode> find(String name) {
        return store.get(name).map(text -> shown(name, parse(text)));
    }

    /**
     * Checks {@code body} as the definition of {@code name} and stores it.
     *
     * @throws jakarta.ws.rs.WebApplicationException 400 naming the field that is wrong, 409 when a bridge's upstreams
     *         file has that name
     */
    public Saved save(String name, JsonNode body, String actor) throws IOException {
        if (body == null || !body.isObject()) {
            throw AdminErrors.badRequest("Send a JSON object, e.g. {\"transport\":\"http\",\"url\":"
                    + "\"https://mcp.example.com/mcp\",\"headers\":{\"Authorization\":\"Bearer …\"}}");
        }
        if ("stdio".equals(body.path("transport").asText())) {
            throw AdminErrors.badRequest("transport", "transport: stdio upstreams run a command on every bridge "
                    + "replica, so they come only from a bridge's upstreams file, which ships with its deployment; "
                    + "give http or sse");
        }
        for (String credential : List.of("clientCredentials", "tokenExchange", "userOAuth")) {
            if (!body.at("/" + credential + "/clientSecretEnv").isMissingNode()) {
                String field = credential + ".clientSecretEnv";
                throw AdminErrors.badRequest(field, field + ": it names an environment variable of the bridge, which "
                        + "the admin API may not send anywhere; give clientSecret, which is stored sealed");
            }
        }
        UpstreamDefinition definition = strict.treeToValue(body, UpstreamDefinition.class);
        List<UpstreamDefinition.Problem> problems = definition.problems(name);
        if (!problems.isEmpty()) {
            throw AdminErrors.badRequest(problems.getFirst().field(),
                    String.join("; ", problems.stream().map(UpstreamDefinition.Problem::toString).toList()));
        }
        Optional<String> fileOwner = store.fileOwner(name);
        if (fileOwner.isPresent()) {
            throw AdminErrors.conflict("The upstreams file of service '" + fileOwner.get() + "' has an upstream "
                    + "named '" + name + "', which keeps it (it changes with that bridge's deployment); choose "
                    + "another name");
        }
        ObjectNode stored = json.valueToTree(definition);
        stored.remove("name");
        stored.put("service", definition.serviceOrDefault());
        ObjectNode before = store.get(name).map(this::parse).orElse(json.createObjectNode());
        if (definition.headers() != null) {
            definition.headers().forEach((header, value) -> ((ObjectNode) stored.get("headers")).put(header,
                    sealed(name, before, value, "headers", header)));
        }
        if (definition.clientCredentials() != null) {
            ((ObjectNode) stored.get("clientCredentials")).put("clientSecret", sealed(name, before,
                    definition.clientCredentials().clientSecret(), "clientCredentials", "clientSecret"));
        }
        if (definition.tokenExchange() != null) {
            ((ObjectNode) stored.get("tokenExchange")).put("clientSecret", sealed(name, before,
                    definition.tokenExchange().clientSecret(), "tokenExchange", "clientSecret"));
        }
        if (definition.userOAuth() != null && definition.userOAuth().clientSecret() != null) {
            ((ObjectNode) stored.get("userOAuth")).put("clientSecret", sealed(name, before,
                    definition.userOAuth().clientSecret(), "userOAuth", "clientSecret"));
        }
        stored.put("updatedAt", Instant.now().toString());
        stored.put("updatedBy", actor);
        boolean created = store.put(name, stored.toString());
        return new Saved(created, shown(name, stored));
    }

    /** Removes a run-time upstream; false when there was none. */
    public boolean remove(String name) {
        return store.delete(name);
    }

    /** The bridge (its registry name) that serves the run-time upstream {@code name}, if there is one. */
    public Optional<String> serviceOf(String name) {
        return store.get(name).map(text -> parse(text).path("service").asText(UpstreamDefinition.SHARED_BRIDGE));
    }

    /**
     * The secret at {@code path}: {@code value} sealed, or when it is the redaction mark the stored one, sealed anew
     * with the current key.
     */
    private String sealed(String name, ObjectNode before, String value, String... path) {
        String pointer = UpstreamSecrets.pointer(path);
        String field = String.join(".", path);
        if (!secrets.canSeal()) {
            throw AdminErrors.badRequest(field, field + ": secrets are stored sealed, and the gateway has no key "
                    + "to seal them with; set SWITCHBOARD_UPSTREAM_SECRETS_KEYS on the gateway and the same on "
                    + "the bridges");
        }
        if (!UpstreamSecrets.REDACTED.equals(value)) {
            return secrets.seal(name, pointer, value);
        }
        JsonNode kept = before.at(pointer);
        if (!UpstreamSecrets.isSealed(kept)) {
            throw AdminErrors.badRequest(field, field + ": " + UpstreamSecrets.REDACTED + " keeps the stored value, "
                    + "and none is stored; give the value");
        }
        try {
            return secrets.resealed(name, pointer, kept.asText());
        } catch (IllegalStateException e) {
            throw AdminErrors.badRequest(field, field + ": the stored value does not open with the gateway's keys "
                    + "(was its key dropped?); give the value");
        }
    }

    private ObjectNode shown(String name, ObjectNode stored) {
        ObjectNode shown = json.createObjectNode().put("name", name);
        shown.setAll(UpstreamSecrets.redacted(stored));
        return shown;
    }

    private ObjectNode parse(String text) {
        try {
            return (ObjectNode) json.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException("A stored upstream is not JSON", e);
        }
    }
}
