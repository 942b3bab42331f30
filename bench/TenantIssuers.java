// What many tenants with identity providers of their own cost a gateway: start-up time, heap and RSS with none and
// with --tenants tenants each trusting an issuer of its own, alternating starts on one machine so that both see the
// same noise; then what a tenant's first token costs (requests to its issuer, counted by a proxy in front of it) and
// what each issuer in use costs in heap once every tenant has sent a token.
//   java bench/TenantIssuers.java [--tenants 1000] [--rounds 3] [--port-base 27600]
// Needs the packaged gateway (gateway/target/quarkus-app), the staged mock-oauth2-server (oauth-test-server/target/lib)
// and Debian's redis-server; run it from the repository root. The issuers are paths of one mock-oauth2-server, each a
// distinct issuer to the gateway, reached through a counting proxy so that every discovery and key read is seen.
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.sun.net.httpserver.HttpServer;

public class TenantIssuers {

    static final String BOOTSTRAP_KEY = "bench-bootstrap-key-0123456789abcdef";
    static HttpClient http;
    static Path work;
    /** The gateway's own resource, which tokens of a tenant's provider name as audience by default. */
    static String audience;

    public static void main(String[] args) {
        try {
            run(args);
            System.exit(0);
        } catch (Exception e) {
            e.printStackTrace();
            System.exit(1);
        }
    }

    static void run(String[] args) throws Exception {
        // The proxy forwards the Host header it got, so that the mock names the proxy's address as issuer.
        System.setProperty("jdk.httpclient.allowRestrictedHeaders", "host");
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        int tenants = intArg(args, "--tenants", 1000);
        int rounds = intArg(args, "--rounds", 3);
        int base = intArg(args, "--port-base", 27600);
        work = Files.createTempDirectory("tenant-issuers");
        List<Process> started = new ArrayList<>();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> started.forEach(Process::destroyForcibly)));

        started.add(redis(base));
        started.add(redis(base + 1));
        int mock = base + 2;
        started.add(mockOAuth(mock));
        Counter proxy = Counter.start(base + 3, mock);
        int gatewayPort = base + 4;
        audience = "http://127.0.0.1:" + gatewayPort + "/mcp";
        String issuerBase = "http://127.0.0.1:" + (base + 3) + "/";

        System.out.printf("provisioning %d tenants, each trusting its own issuer %st-N ...%n", tenants, issuerBase);
        Gateway seeding = Gateway.start(gatewayPort, base + 1, mock);
        long provisioning = System.nanoTime();
        for (int i = 0; i < tenants; i++) {
            seeding.admin("PUT", "/admin/v1/tenants/bench-" + i, "{\"identityProviders\":[{\"name\":\"own\","
                    + "\"issuer\":\"" + issuerBase + "t-" + i + "\"}]}", 200);
        }
        System.out.printf("  %d tenants in %d ms%n", tenants, (System.nanoTime() - provisioning) / 1_000_000);
        seeding.stop();

        System.out.println();
        System.out.println("| round | tenants with own issuer | ready after start (ms) | heap after GC (MiB) | RSS (MiB) | "
                + "heap after GC once a tenant's token acted (MiB) | first token of a tenant: discoveries, key reads | its second token |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---|---|");
        Gateway last = null;
        for (int round = 1; round <= rounds; round++) {
            for (int withTenants : new int[] { 0, tenants }) {
                Gateway gateway = Gateway.start(gatewayPort, withTenants == 0 ? base : base + 1, mock);
                double idleHeap = gateway.heapAfterGcMiB();
                double idleRss = gateway.rssMiB();
                String afterToken = "-";
                String firstToken = "-";
                String secondToken = "-";
                if (withTenants > 0) {
                    String issuerId = "t-" + (round - 1);
                    Map<String, Integer> before = proxy.snapshot();
                    gateway.listTools(token(issuerBase + issuerId));
                    firstToken = proxy.since(before, issuerId);
                    before = proxy.snapshot();
                    gateway.listTools(token(issuerBase + issuerId));
                    secondToken = proxy.since(before, issuerId);
                    afterToken = String.format("%.1f", gateway.heapAfterGcMiB());
                }
                System.out.printf("| %d | %d | %d | %.1f | %.1f | %s | %s | %s |%n", round, withTenants,
                        gateway.readyMillis, idleHeap, idleRss, afterToken, firstToken, secondToken);
                if (round == rounds && withTenants > 0) {
                    last = gateway;
                } else {
                    gateway.stop();
                }
            }
        }

        double oneIssuer = last.heapAfterGcMiB();
        long all = System.nanoTime();
        for (int i = 0; i < tenants; i++) {
            last.listTools(token(issuerBase + "t-" + i));
        }
        long allMillis = (System.nanoTime() - all) / 1_000_000;
        double everyIssuer = last.heapAfterGcMiB();
        System.out.println();
        System.out.printf("every tenant's first token, one after another: %d ms (%.1f ms each, discovery and key read "
                + "included)%n", allMillis, (double) allMillis / tenants);
        System.out.printf("heap after GC: %.1f MiB with a few issuers in use, %.1f MiB with all %d: %.1f KiB per issuer "
                + "in use; RSS %.1f MiB%n", oneIssuer, everyIssuer, tenants,
                (everyIssuer - oneIssuer) * 1024 / Math.max(1, tenants - rounds), last.rssMiB());
        last.stop();
        proxy.stop();
        started.forEach(Process::destroy);
    }

    /** An access token of {@code issuer} (client credentials; the mock names the client as subject). */
    static String token(String issuer) throws Exception {
        return token(issuer, audience);
    }

    /** An access token of {@code issuer} for {@code aud} (the mock makes the requested scope the audience). */
    static String token(String issuer, String aud) throws Exception {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(issuer + "/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials&client_id=bench-user"
                        + "&client_secret=secret&scope=" + java.net.URLEncoder.encode(aud, StandardCharsets.UTF_8)))
                .build(), HttpResponse.BodyHandlers.ofString());
        Matcher token = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"").matcher(answer.body());
        if (answer.statusCode() != 200 || !token.find()) {
            throw new IllegalStateException("no token from " + issuer + ": HTTP " + answer.statusCode() + " "
                    + answer.body());
        }
        return token.group(1);
    }

    static Process redis(int port) throws Exception {
        Process process = new ProcessBuilder("redis-server", "--port", Integer.toString(port), "--save", "",
                "--appendonly", "no", "--bind", "127.0.0.1").redirectErrorStream(true)
                .redirectOutput(work.resolve("redis-" + port + ".log").toFile()).start();
        await("redis on " + port, () -> {
            try (var socket = new java.net.Socket("127.0.0.1", port)) {
                return true;
            }
        });
        return process;
    }

    static Process mockOAuth(int port) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder builder = new ProcessBuilder(java, "-Xmx256m", "-cp", "oauth-test-server/target/lib/*",
                "no.nav.security.mock.oauth2.StandaloneMockOAuth2ServerKt").redirectErrorStream(true)
                .redirectOutput(work.resolve("mock-oauth2-server.log").toFile());
        builder.environment().put("SERVER_HOSTNAME", "127.0.0.1");
        builder.environment().put("SERVER_PORT", Integer.toString(port));
        Process process = builder.start();
        await("mock-oauth2-server on " + port, () -> status("http://127.0.0.1:" + port
                + "/default/.well-known/openid-configuration") == 200);
        return process;
    }

    static int status(String url) {
        try {
            return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    interface Check {
        boolean ok() throws Exception;
    }

    static void await(String what, Check check) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (System.nanoTime() < deadline) {
            try {
                if (check.ok()) {
                    return;
                }
            } catch (Exception notYet) {
                // not there yet
            }
            Thread.sleep(20);
        }
        throw new IllegalStateException(what + " not ready within 120 s");
    }

    static int intArg(String[] args, String name, int fallback) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals(name)) {
                return Integer.parseInt(args[i + 1]);
            }
        }
        return fallback;
    }

    /** A gateway process as an operator starts one: OAuth and API keys, the operator's issuer, a bootstrap key. */
    static final class Gateway {
        final Process process;
        final int port;
        final long readyMillis;

        private Gateway(Process process, int port, long readyMillis) {
            this.process = process;
            this.port = port;
            this.readyMillis = readyMillis;
        }

        static Gateway start(int port, int redisPort, int mockPort) throws Exception {
            Path app = Path.of("gateway/target/quarkus-app");
            String java = ProcessHandle.current().info().command().orElse("java");
            ProcessBuilder builder = new ProcessBuilder(java, "-Xmx256m", "-jar", "quarkus-run.jar")
                    .directory(app.toFile()).redirectErrorStream(true)
                    .redirectOutput(work.resolve("gateway-" + System.nanoTime() + ".log").toFile());
            Map<String, String> env = builder.environment();
            env.put("GATEWAY_AUTH_MODE", "oauth,api-key");
            env.put("GATEWAY_AUTH_OAUTH_ISSUER", "http://127.0.0.1:" + mockPort + "/default");
            env.put("GATEWAY_ADMIN_BOOTSTRAP_KEY", BOOTSTRAP_KEY);
            env.put("GATEWAY_PUBLIC_URL", "http://127.0.0.1:" + port);
            env.put("GATEWAY_WARMUP_ENABLED", "false");
            env.put("REDIS_URL", "redis://127.0.0.1:" + redisPort);
            env.put("REDIS_CACHE_URL", "redis://127.0.0.1:" + redisPort);
            env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
            env.put("QUARKUS_HTTP_HOST", "127.0.0.1");
            env.put("QUARKUS_MANAGEMENT_HOST", "127.0.0.1");
            env.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(port + 1));
            env.put("QUARKUS_OTEL_SDK_DISABLED", "true");
            long start = System.nanoTime();
            Process process = builder.start();
            await("gateway on " + port, () -> {
                if (!process.isAlive()) {
                    throw new IllegalStateException("the gateway exited; see " + work);
                }
                return status("http://127.0.0.1:" + (port + 1) + "/q/health/ready") == 200;
            });
            return new Gateway(process, port, (System.nanoTime() - start) / 1_000_000);
        }

        void admin(String method, String path, String body, int expected) throws Exception {
            HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                    .header("Authorization", "Bearer " + BOOTSTRAP_KEY).header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(body)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != expected) {
                throw new IllegalStateException(method + " " + path + ": HTTP " + answer.statusCode() + " "
                        + answer.body());
            }
        }

        void listTools(String bearer) throws Exception {
            String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":{"
                    + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                    + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                    + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"bench\",\"version\":\"1\"}}}}";
            HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + "/mcp")).header("Authorization", "Bearer " + bearer).header("Content-Type", "application/json")
                    .header("Accept", "application/json, text/event-stream")
                    .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/list")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 200) {
                throw new IllegalStateException("tools/list: HTTP " + answer.statusCode() + " " + answer.body());
            }
        }

        double heapAfterGcMiB() throws Exception {
            String pid = Long.toString(process.pid());
            run("jcmd", pid, "GC.run");
            long usedKiB = 0;
            for (String line : run("jcmd", pid, "GC.heap_info").split("\n")) {
                Matcher used = Pattern.compile("used (\\d+)K").matcher(line);
                if (!line.contains("Metaspace") && !line.contains("class space") && used.find()) {
                    usedKiB += Long.parseLong(used.group(1));
                }
            }
            return usedKiB / 1024.0;
        }

        double rssMiB() throws IOException {
            for (String line : Files.readAllLines(Path.of("/proc/" + process.pid() + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) / 1024.0;
                }
            }
            return -1;
        }

        void stop() throws InterruptedException {
            process.destroy();
            process.waitFor();
        }

        private static String run(String... command) throws Exception {
            String jdk = ProcessHandle.current().info().command().map(c -> Path.of(c).getParent().toString())
                    .orElse("");
            command[0] = jdk.isEmpty() ? command[0] : jdk + "/" + command[0];
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor();
            return out;
        }
    }

    /** A proxy in front of the issuers, counting requests per issuer and kind (discovery, keys, token). */
    static final class Counter {
        final HttpServer server;
        final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();

        private Counter(HttpServer server) {
            this.server = server;
        }

        static Counter start(int port, int target) throws IOException {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 64);
            Counter counter = new Counter(server);
            server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
            server.createContext("/", exchange -> {
                String path = exchange.getRequestURI().getRawPath();
                String[] parts = path.split("/", 3);
                String kind = path.contains("/.well-known/") ? "discovery" : path.endsWith("/jwks") ? "keys" : "other";
                counter.counts.computeIfAbsent(parts[1] + " " + kind, k -> new AtomicInteger()).incrementAndGet();
                try (InputStream in = exchange.getRequestBody()) {
                    HttpRequest.Builder forward = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + target
                            + exchange.getRequestURI())).header("Host", exchange.getRequestHeaders().getFirst("Host"));
                    String type = exchange.getRequestHeaders().getFirst("Content-Type");
                    if (type != null) {
                        forward.header("Content-Type", type);
                    }
                    forward.method(exchange.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(in.readAllBytes()));
                    HttpResponse<byte[]> answer = http.send(forward.build(), HttpResponse.BodyHandlers.ofByteArray());
                    answer.headers().firstValue("Content-Type").ifPresent(
                            value -> exchange.getResponseHeaders().add("Content-Type", value));
                    exchange.sendResponseHeaders(answer.statusCode(), answer.body().length == 0 ? -1 : answer.body().length);
                    try (OutputStream out = exchange.getResponseBody()) {
                        out.write(answer.body());
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    exchange.sendResponseHeaders(502, -1);
                }
                exchange.close();
            });
            server.start();
            return counter;
        }

        Map<String, Integer> snapshot() {
            Map<String, Integer> copy = new ConcurrentHashMap<>();
            counts.forEach((key, value) -> copy.put(key, value.get()));
            return copy;
        }

        String since(Map<String, Integer> before, String issuerId) {
            return delta(before, issuerId + " discovery") + ", " + delta(before, issuerId + " keys");
        }

        private int delta(Map<String, Integer> before, String key) {
            return counts.getOrDefault(key, new AtomicInteger()).get() - before.getOrDefault(key, 0);
        }

        void stop() {
            server.stop(0);
        }
    }
}
