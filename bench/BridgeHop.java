import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The latency mcp-bridge-service adds to a trivial upstream tool ({@code echo}), one call at a time, stdio and HTTP:
 * the upstream called directly over MCP versus the same tool through the bridge's internal endpoint (what the gateway
 * calls). Needs a running bridge whose upstreams are server-everything over stdio ("everything") and
 * e2e/upstream-http.mjs ("remote"), as .ci/run and the bridge README set them up. Bounded: --calls per target.
 *
 *   java bench/BridgeHop.java --bridge http://127.0.0.1:8086 --remote http://127.0.0.1:29123/mcp \
 *        --node e2e/node_modules/.bin/node --everything e2e/node_modules/@modelcontextprotocol/server-everything/dist/index.js
 */
public class BridgeHop {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    public static void main(String[] args) throws Exception {
        String bridge = option(args, "--bridge", "http://127.0.0.1:8086");
        String remote = option(args, "--remote", "http://127.0.0.1:29123/mcp");
        String node = option(args, "--node", "node");
        String everything = option(args, "--everything",
                "e2e/node_modules/@modelcontextprotocol/server-everything/dist/index.js");
        int calls = Integer.parseInt(option(args, "--calls", "2000"));
        int warmup = Math.max(200, calls / 5);

        Process stdio = new ProcessBuilder(node, everything, "stdio").redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            StdioSession direct = new StdioSession(stdio);
            direct.initialize();
            report("stdio direct (node server-everything, JSON-RPC on stdin/stdout)",
                    measure(warmup, calls, () -> direct.echo("hello")));
            report("stdio through the bridge (POST /internal/v1/tools/everything_echo)",
                    measure(warmup, calls, () -> internal(bridge, "everything_echo")));
        } finally {
            stdio.destroy();
        }
        HttpSession directHttp = new HttpSession(remote);
        directHttp.initialize();
        report("HTTP direct (Streamable HTTP to upstream-http.mjs)",
                measure(warmup, calls, () -> directHttp.echo("hello")));
        report("HTTP through the bridge (POST /internal/v1/tools/remote_echo)",
                measure(warmup, calls, () -> internal(bridge, "remote_echo")));
    }

    private static String internal(String bridge, String tool) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(bridge + "/internal/v1/tools/" + tool))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"arguments\":{\"message\":\"hello\"},\"context\":{}}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        check(response.statusCode() == 200 && response.body().contains("Echo: hello"), response.body());
        return response.body();
    }

    private static long[] measure(int warmup, int calls, Callable<String> call) throws Exception {
        for (int i = 0; i < warmup; i++) {
            call.call();
        }
        long[] nanos = new long[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            call.call();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return nanos;
    }

    private static void report(String label, long[] sorted) {
        System.out.printf("%-72s p50 %6.2f ms   p99 %6.2f ms   (%d calls)%n", label, sorted[sorted.length / 2] / 1e6,
                sorted[(int) (sorted.length * 0.99)] / 1e6, sorted.length);
    }

    private static void check(boolean condition, String detail) {
        if (!condition) {
            throw new IllegalStateException("Unexpected answer: " + detail);
        }
    }

    private static String option(String[] args, String name, String fallback) {
        for (int i = 0; i < args.length - 1; i++) {
            if (args[i].equals(name)) {
                return args[i + 1];
            }
        }
        return fallback;
    }

    /** A minimal MCP client over a child's stdin/stdout: newline-delimited JSON-RPC, one request at a time. */
    private static final class StdioSession {
        private final OutputStream in;
        private final BufferedReader out;
        private int id;

        StdioSession(Process process) {
            this.in = process.getOutputStream();
            this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        }

        void initialize() throws Exception {
            request("initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"bridge-hop\",\"version\":\"1\"}}");
            send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        }

        String echo(String message) throws Exception {
            String answer = request("tools/call", "{\"name\":\"echo\",\"arguments\":{\"message\":\"" + message + "\"}}");
            check(answer.contains("Echo: " + message), answer);
            return answer;
        }

        private String request(String method, String params) throws Exception {
            int requestId = ++id;
            send("{\"jsonrpc\":\"2.0\",\"id\":" + requestId + ",\"method\":\"" + method + "\",\"params\":" + params + "}");
            String marker = "\"id\":" + requestId;
            for (String line; (line = out.readLine()) != null;) {
                if (line.contains(marker) && (line.contains("\"result\"") || line.contains("\"error\""))) {
                    return line;
                }
            }
            throw new IllegalStateException("the stdio server closed its output");
        }

        private void send(String line) throws Exception {
            in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        }
    }

    /** A minimal Streamable HTTP session: initialize, then each call a POST answered by JSON or one SSE event. */
    private static final class HttpSession {
        private final String url;
        private String sessionId;
        private final List<String> headers = new ArrayList<>();
        private int id;

        HttpSession(String url) {
            this.url = url;
        }

        void initialize() throws Exception {
            HttpResponse<String> response = post("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":"
                    + "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"bridge-hop\",\"version\":\"1\"}}}");
            sessionId = response.headers().firstValue("mcp-session-id").orElseThrow();
            headers.addAll(List.of("Mcp-Session-Id", sessionId, "MCP-Protocol-Version", "2025-06-18"));
            post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        }

        String echo(String message) throws Exception {
            String body = post("{\"jsonrpc\":\"2.0\",\"id\":" + (++id) + ",\"method\":\"tools/call\",\"params\":"
                    + "{\"name\":\"echo\",\"arguments\":{\"message\":\"" + message + "\"}}}").body();
            check(body.contains("Echo: " + message), body);
            return body;
        }

        private HttpResponse<String> post(String json) throws Exception {
            HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url))
                    .header("Content-Type", "application/json")
                    .header("Accept", "application/json, text/event-stream")
                    .POST(HttpRequest.BodyPublishers.ofString(json));
            for (int i = 0; i < headers.size(); i += 2) {
                builder.header(headers.get(i), headers.get(i + 1));
            }
            return HTTP.send(builder.build(), HttpResponse.BodyHandlers.ofString());
        }
    }
}
