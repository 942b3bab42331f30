// What progressive discovery costs through the running suite: the first find_tools of a new progressive tenant and
// find_tools p50/p95 over HTTP, with the extra hop to discovery-service, on a catalogue of 534 tool definitions (the
// real ones of target/tools.json, then copies). Run against a suite started by deploy/local/run.sh with
// GATEWAY_AUTH_MODE=api-key, a known GATEWAY_ADMIN_BOOTSTRAP_KEY and SWITCHBOARD_SERVICE_REGISTRATION_KEY:
//   java -cp "discovery-service/target/quarkus-app/lib/main/*" bench/DiscoveryThroughTheGateway.java \
//       target/tools.json http://127.0.0.1:GATEWAY_PORT REDIS_HOST:REDIS_PORT ADMIN_KEY REGISTRATION_KEY
// It registers the catalogue as a service "bench-catalogue" (signed, as a service would; its base URL answers nothing,
// which a search never needs), waits until the discovery service has indexed it, then searches. Each need is new
// to the model's cache (a number is appended), so every find pays for embedding it.
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.UUID;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import dev.switchboard.sessionstore.registry.RegistrationSignature;
import dev.switchboard.sessionstore.registry.ServiceRegistration;

public class DiscoveryThroughTheGateway {

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final int TOOLS = 534;
    private static final String[] NEEDS = {"open a bug report in a repository", "send a message to a channel",
            "read the logs of a pod", "take a screenshot of the page", "what will it be like outside tomorrow",
            "search the web for news", "scrape a web page as markdown", "run SQL on a database",
            "upload a file to a bucket", "create a pull request", "wyślij wiadomość na kanał", "покажи логи пода",
            "截图网页", "Lösche die Datei", "crear una carpeta nueva", "exécuter une requête SQL"};

    public static void main(String[] args) throws Exception {
        String gateway = args[1];
        String[] redis = args[2].split(":");
        String admin = args[3];
        String registrationKey = args[4];

        ObjectNode manifest = JSON.createObjectNode().put("service", "bench-catalogue").put("version", "1");
        ArrayNode tools = manifest.putArray("tools");
        JsonNode real = JSON.readTree(Path.of(args[0]).toFile());
        for (int i = 0; i < TOOLS; i++) {
            JsonNode tool = real.get(i % real.size());
            int copy = i / real.size();
            ObjectNode definition = tools.addObject();
            definition.put("name", (tool.path("server").asText() + "_" + tool.path("name").asText())
                    .replaceAll("[^A-Za-z0-9_-]", "_") + (copy > 0 ? "_" + copy : ""));
            definition.put("description", tool.path("description").asText() + (copy > 0 ? " (copy " + copy + ")" : ""));
            definition.set("inputSchema", tool.path("inputSchema"));
        }
        ServiceRegistration registration = RegistrationSignature.sign(new ServiceRegistration("bench-catalogue",
                UUID.randomUUID().toString(), "http://127.0.0.1:1", Instant.now(), manifest), registrationKey);
        String value = JSON.writeValueAsString(registration);
        try (Socket socket = new Socket(redis[0], Integer.parseInt(redis[1]))) {
            command(socket, "SET", "sb:registry:bench-catalogue", value, "PX", "600000");
            command(socket, "SADD", "sb:registry-index", "bench-catalogue");
            command(socket, "PUBLISH", "sb:registry", "bench-catalogue");
        }
        long registered = System.nanoTime();

        String tenant = "bench-" + System.currentTimeMillis();
        send(gateway + "/admin/v1/tenants/" + tenant, "PUT", admin, "{\"discovery\":\"progressive\"}");
        String key = JSON.readTree(send(gateway + "/admin/v1/tenants/" + tenant + "/api-keys", "POST", admin,
                "{\"subject\":\"bench\"}")).path("key").asText();

        // Ready when a need only the catalogue answers is answered by the discovery service, not the gateway's words.
        while (true) {
            JsonNode found = find(gateway, key, "take a screenshot of the page");
            if (!found.has("searchedBy") && found.path("tools").size() > 0
                    && found.path("tools").get(0).path("name").asText().contains("screenshot")) {
                break;
            }
            Thread.sleep(50);
        }
        System.out.printf("catalogue of %d tools searchable through the gateway %d ms after its registration%n",
                TOOLS, (System.nanoTime() - registered) / 1_000_000);

        String fresh = "bench-first-" + System.currentTimeMillis();
        send(gateway + "/admin/v1/tenants/" + fresh, "PUT", admin, "{\"discovery\":\"progressive\"}");
        String freshKey = JSON.readTree(send(gateway + "/admin/v1/tenants/" + fresh + "/api-keys", "POST", admin,
                "{\"subject\":\"bench\"}")).path("key").asText();
        long first = System.nanoTime();
        find(gateway, freshKey, "open a bug report in a repository please");
        System.out.printf("first find_tools of a new progressive tenant: %.1f ms%n", (System.nanoTime() - first) / 1e6);

        for (int i = 0; i < 50; i++) {
            find(gateway, key, NEEDS[i % NEEDS.length] + " " + i);
        }
        int rounds = 300;
        long[] nanos = new long[rounds];
        for (int i = 0; i < rounds; i++) {
            long begin = System.nanoTime();
            find(gateway, key, NEEDS[i % NEEDS.length] + " " + (1000 + i));
            nanos[i] = System.nanoTime() - begin;
        }
        Arrays.sort(nanos);
        System.out.printf("find_tools through the gateway, %d tools: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms%n", TOOLS,
                nanos[rounds / 2] / 1e6, nanos[rounds * 95 / 100] / 1e6, nanos[rounds * 99 / 100] / 1e6);
    }

    private static JsonNode find(String gateway, String key, String need) throws Exception {
        ObjectNode body = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call");
        ObjectNode params = body.putObject("params").put("name", "find_tools");
        params.putObject("arguments").put("query", need).put("limit", 5);
        ObjectNode meta = params.putObject("_meta");
        meta.put("io.modelcontextprotocol/protocolVersion", "2026-07-28");
        meta.putObject("io.modelcontextprotocol/clientCapabilities");
        meta.putObject("io.modelcontextprotocol/clientInfo").put("name", "bench").put("version", "1");
        HttpRequest request = HttpRequest.newBuilder(URI.create(gateway + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                .header("Mcp-Name", "find_tools").header("Authorization", "Bearer " + key)
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build();
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        JsonNode answer = JSON.readTree(response.body());
        if (!answer.has("result")) {
            throw new IllegalStateException("find_tools answered " + response.body());
        }
        return answer.path("result").path("structuredContent");
    }

    private static String send(String url, String method, String admin, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + admin).method(method, HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(method + " " + url + " answered " + response.statusCode() + ": "
                    + response.body());
        }
        return response.body();
    }

    /** One Redis command in RESP, its reply read and dropped. */
    private static void command(Socket socket, String... parts) throws Exception {
        StringBuilder out = new StringBuilder("*" + parts.length + "\r\n");
        for (String part : parts) {
            out.append('$').append(part.getBytes(StandardCharsets.UTF_8).length).append("\r\n").append(part)
                    .append("\r\n");
        }
        OutputStream stream = socket.getOutputStream();
        stream.write(out.toString().getBytes(StandardCharsets.UTF_8));
        stream.flush();
        InputStream in = socket.getInputStream();
        int read;
        while ((read = in.read()) != -1 && read != '\n') {
            // a status, integer or error line: enough for SET, SADD and PUBLISH
        }
    }
}
