package dev.switchboard.contract.openapi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.keyword.AnnotationKeyword;

/**
 * The published OpenAPI 3.1 document of the internal contract ({@value #RESOURCE}, in this module's jar), and checks of
 * requests and responses against it: status, media type, documented headers, the body, and each event of a stream.
 * Schemas are validated as JSON Schema 2020-12 (networknt json-schema-validator), OpenAPI's own keywords read as
 * annotations. Each
 * problem is a sentence naming the operation and where in the message it is.
 */
public final class ContractDocument {

    /** Where the document is on the class path. */
    public static final String RESOURCE = "META-INF/openapi/tool-service.yaml";
    /** The IRI the document is known under while validating: never fetched. */
    private static final String IRI = "https://switchboard.invalid/contract/tool-service.json";
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * JSON Schema 2020-12 with OpenAPI's own schema keywords as annotations: a {@code discriminator} is a hint for
     * code generators, and the {@code oneOf} it sits on decides validity (OpenAPI 3.1, Discriminator Object).
     */
    private static final Dialect DIALECT = Dialect.builder(Dialects.getDraft202012())
            .keyword(new AnnotationKeyword("discriminator")).keyword(new AnnotationKeyword("example"))
            .keyword(new AnnotationKeyword("externalDocs")).keyword(new AnnotationKeyword("xml")).build();

    private final JsonNode document;
    private final boolean closed;
    private final SchemaRegistry registry;
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    private ContractDocument(JsonNode document, boolean closed) {
        this.document = document;
        this.closed = closed;
        String text = document.toString();
        this.registry = SchemaRegistry.withDefaultDialect(DIALECT, builder -> builder.schemas(Map.of(IRI, text)));
    }

    /** The document as published: objects may carry members it does not name (both sides ignore them). */
    public static ContractDocument published() {
        return new ContractDocument(read(), false);
    }

    /**
     * The document with every object schema that names its members closed to others ({@code unevaluatedProperties:
     * false}, unless it says otherwise): for the kit's own answers, where a member the document does not name means
     * the two have drifted apart.
     */
    public static ContractDocument closed() {
        JsonNode document = read();
        close(document);
        return new ContractDocument(document, true);
    }

    /** The document itself. */
    public JsonNode document() {
        return document.deepCopy();
    }

    /** What is wrong with {@code body} as the request of {@code method path} ({@code path} as the document spells it). */
    public List<String> checkRequest(String method, String path, JsonNode body) {
        Located operation = operation(method, path);
        Located content = resolve(operation.child("requestBody")).child("content").child("application/json");
        if (content.node().isMissingNode()) {
            return List.of(method + " " + path + " takes no JSON body");
        }
        return validate(content.child("schema"), body, "the request of " + method + " " + path);
    }

    /** What is wrong with {@code response} as an answer of {@code method path}: its status, headers and body. */
    public List<String> checkResponse(String method, String path, HttpResponse<byte[]> response) {
        String operationName = method + " " + path;
        Located responses = operation(method, path).child("responses");
        Located answer = responses.child(Integer.toString(response.statusCode()));
        if (answer.node().isMissingNode()) {
            answer = responses.child("default");
        }
        if (answer.node().isMissingNode()) {
            return List.of("HTTP " + response.statusCode() + " is not an answer of " + operationName);
        }
        answer = resolve(answer);
        String what = "the HTTP " + response.statusCode() + " of " + operationName;
        List<String> problems = new ArrayList<>(checkHeaders(answer, response.headers(), what));
        Located contents = answer.child("content");
        if (contents.node().isMissingNode()) {
            return problems;
        }
        String mediaType = mediaType(response.headers());
        Located content = contents.child(mediaType);
        if (mediaType.isEmpty() || content.node().isMissingNode()) {
            List<String> documented = new ArrayList<>();
            contents.node().fieldNames().forEachRemaining(documented::add);
            problems.add(what + " has Content-Type '" + response.headers().firstValue("Content-Type").orElse("")
                    + "'; the contract says " + String.join(" or ", documented));
            return problems;
        }
        if (content.child("x-sse-events").node().isObject()) {
            problems.addAll(new EventStreamCheck(this, content.child("x-sse-events"), closed, what).check(response.body()));
            return problems;
        }
        JsonNode body;
        try {
            body = JSON.readTree(response.body());
        } catch (JsonProcessingException e) {
            problems.add(what + " is not JSON: " + e.getOriginalMessage());
            return problems;
        } catch (IOException e) {
            problems.add(what + " is not JSON: " + e.getMessage());
            return problems;
        }
        problems.addAll(validate(content.child("schema"), body, what));
        return problems;
    }

    /** What is wrong with {@code instance} as a {@code components/schemas/NAME} of the document. */
    public List<String> checkSchema(String name, JsonNode instance) {
        Located schema = new Located(document, "").child("components").child("schemas").child(name);
        if (schema.node().isMissingNode()) {
            throw new IllegalArgumentException("The contract has no schema " + name);
        }
        return validate(schema, instance, "a " + name);
    }

    /** Each violation of the schema at {@code schema}, as a sentence starting with {@code what}. */
    List<String> validate(Located schema, JsonNode instance, String what) {
        Schema compiled = schemas.computeIfAbsent(schema.pointer(),
                pointer -> registry.getSchema(SchemaLocation.of(IRI + "#" + pointer)));
        return Violations.describe(compiled.validate(instance)).stream().map(violation -> what + ": " + violation)
                .toList();
    }

    private List<String> checkHeaders(Located answer, HttpHeaders headers, String what) {
        List<String> problems = new ArrayList<>();
        Located documented = answer.child("headers");
        documented.node().fieldNames().forEachRemaining(name -> {
            Located header = resolve(documented.child(name));
            Optional<String> value = headers.firstValue(name);
            if (value.isEmpty()) {
                if (header.node().path("required").asBoolean(false)) {
                    problems.add(what + " lacks the header " + name);
                }
                return;
            }
            problems.addAll(validate(header.child("schema"), JSON.getNodeFactory().textNode(value.get()),
                    what + ", header " + name));
        });
        return problems;
    }

    private static String mediaType(HttpHeaders headers) {
        String type = headers.firstValue("Content-Type").orElse("");
        int parameters = type.indexOf(';');
        return (parameters < 0 ? type : type.substring(0, parameters)).strip().toLowerCase(Locale.ROOT);
    }

    private Located operation(String method, String path) {
        Located operation = new Located(document, "").child("paths").child(path)
                .child(method.toLowerCase(Locale.ROOT));
        if (operation.node().isMissingNode()) {
            throw new IllegalArgumentException("The contract has no operation " + method + " " + path);
        }
        return operation;
    }

    /** Follows local {@code $ref}s ({@code #/…}) to the object they name. */
    private Located resolve(Located located) {
        Located current = located;
        while (current.node().path("$ref").isTextual()) {
            String ref = current.node().get("$ref").asText();
            if (!ref.startsWith("#/")) {
                throw new IllegalStateException("Only local references are resolved, not " + ref);
            }
            String pointer = ref.substring(1);
            current = new Located(document.at(pointer), pointer);
        }
        return current;
    }

    private static JsonNode read() {
        try (InputStream in = ContractDocument.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path");
            }
            return new ObjectMapper(new YAMLFactory()).readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + RESOURCE, e);
        }
    }

    /** Closes every object schema that names its members and says nothing about others. */
    private static void close(JsonNode node) {
        if (node instanceof ObjectNode object) {
            if ("object".equals(object.path("type").asText()) && object.path("properties").isObject()
                    && !object.has("additionalProperties") && !object.has("unevaluatedProperties")) {
                object.put("unevaluatedProperties", false);
            }
            object.forEach(ContractDocument::close);
        } else if (node.isArray()) {
            node.forEach(ContractDocument::close);
        }
    }

    /** A node of the document and its JSON pointer. */
    record Located(JsonNode node, String pointer) {

        Located child(String name) {
            return new Located(node.path(name), pointer + "/" + name.replace("~", "~0").replace("/", "~1"));
        }
    }
}
