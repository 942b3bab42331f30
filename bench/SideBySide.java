// The suite side by side with the official TypeScript SDK's servers (bench/reference/server.mjs) and, with --anchor,
// the direct quarkus-mcp-server anchor (bench/quarkus-mcp-anchor), same load generator, same run: each row runs the
// reference, then the anchor, then the suite, on the same workload and concurrency, warm-up discarded.
//   java bench/SideBySide.java --suite http://127.0.0.1:8080/mcp --ts-modern http://127.0.0.1:9401/mcp
//        --ts-session http://127.0.0.1:9402/mcp [--anchor http://127.0.0.1:9403/mcp] [--concurrency 1,16,64]
//        [--seconds 10] [--warmup 5] [--workloads trivial,analyze] [--eras modern,session]
//        [--pids gateway=PID,text=PID,...] [--prewarm 15] [--reference-label TS] (what the reference column is:
//        bench/compare-builds.sh puts another build of the gateway there)
//   java bench/SideBySide.java --curve http://127.0.0.1:8080/mcp [--curve-seconds 30] [--concurrency 16]
//        [--ready http://127.0.0.1:8580/q/health/ready] [--steady REQ_PER_S]
//   java bench/SideBySide.java --train http://127.0.0.1:8080/mcp [--seconds 10] [--concurrency 16]
//        [--workloads trivial,analyze] [--eras modern,session]
// Workloads: "trivial" is the conformance fixture test_simple_text (run.sh --conformance); "analyze" is analyzeText
// with a distinct text per request, so no cache answers. Eras: "modern" is 2026-07-28 (per-request _meta), "session"
// is 2025-11-25 Streamable HTTP, one session per client. The anchor serves 2026-07-28 requests in its library's
// dummy-init mode (a session made for each request and dropped after it): its release speaks MCP up to 2025-11-25.
// --pids prints each process's resident memory at the end, and the CPU time each process spent per answered call in
// every measured cell and side (Linux), so the gateway's CPU per forwarded call stands beside the anchor's per call
// (and, with a process named "floor" in the reference column, bench/ForwardingFloor.java's beside it too).
// --curve waits for the first answer from a freshly started gateway, then prints the requests answered in each second
// (analyzeText, 2026-07-28): the warm-up curve; with --ready it counts from the moment every readiness URL given
// (comma-separated) answers 200 instead, and --steady gives the warm throughput to compare each second with.
// bench/side-by-side.sh pins and starts everything. --train runs the workloads in the eras (default: all of them)
// against the suite alone: the training run of deploy/local/train-aot.sh, and a steady load to profile under.
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

public class SideBySide {

    static final String STATELESS = "2026-07-28";
    static final String SESSION = "2025-11-25";
    /**
     * Part of every analyzeText text, different in each run of this program: texts repeat neither within a run nor
     * across runs, so no result cached by an earlier run (or an earlier cell) answers a call.
     */
    static final String RUN = Long.toString(System.nanoTime() & 0xffffffffL, 36) + "x";
    static final String TEXT = "Switchboard forwards every tool call to the service that owns it, and the reference "
            + "server answers the same call in process. Each request carries a distinct number, so nothing can be "
            + "answered from a cache. The statistics count sentences and words; the top words leave stop words out. "
            + "Request number ";

    /** cpuTicks: each --pids process's CPU time (1/100 s ticks) over the measured window; answered: calls counted. */
    record Stats(double perSecond, double p50, double p99, long errors, long answered, Map<String, Long> cpuTicks) {

        /** The named process's CPU milliseconds per answered call, NaN where it is not known. */
        double cpuMillisPerCall(String process) {
            Long ticks = cpuTicks.get(process);
            return ticks == null || ticks < 0 || answered == 0 ? Double.NaN : ticks * 10.0 / answered;
        }
    }

    /**
     * One client: one keep-alive HTTP/1.1 connection of its own (a plain socket, so the load generator costs a few
     * microseconds per request and never becomes what is measured) and, in the session era, its own session.
     */
    static final class Client implements AutoCloseable {
        final String host;
        final int port;
        final String path;
        final String era;
        String session;
        private Socket socket;
        private BufferedInputStream in;
        private OutputStream out;
        private final Map<String, String> lastHeaders = new HashMap<>();

        Client(String url, String era) throws Exception {
            URI uri = URI.create(url);
            this.host = uri.getHost();
            this.port = uri.getPort();
            this.path = uri.getRawPath();
            this.era = era;
            if (era.equals("session")) {
                Response init = exchange(post("initialize", null, "{\"protocolVersion\":\"" + SESSION
                        + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"side-by-side\",\"version\":\"1\"}}", 0));
                session = init.headers().get("mcp-session-id");
                if (session == null) {
                    throw new IllegalStateException(url + " gave no session: " + init.body());
                }
                exchange(request("notifications/initialized", null,
                        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"));
            }
        }

        byte[] call(String tool, String arguments, long id) {
            return post("tools/call", tool, "{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}", id);
        }

        private byte[] post(String method, String name, String params, long id) {
            String withMeta = era.equals("modern")
                    ? params.substring(0, params.length() - 1) + ",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\""
                            + STATELESS + "\",\"io.modelcontextprotocol/clientCapabilities\":{}}}"
                    : params;
            return request(method, name, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method
                    + "\",\"params\":" + withMeta + "}");
        }

        private byte[] request(String method, String name, String body) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            StringBuilder head = new StringBuilder(320).append("POST ").append(path).append(" HTTP/1.1\r\nHost: ")
                    .append(host).append(':').append(port)
                    .append("\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n");
            if (era.equals("modern")) {
                head.append("MCP-Protocol-Version: ").append(STATELESS).append("\r\nMcp-Method: ").append(method)
                        .append("\r\n");
                if (name != null) {
                    head.append("Mcp-Name: ").append(name).append("\r\n");
                }
            } else if (session != null) {
                head.append("Mcp-Session-Id: ").append(session).append("\r\nMCP-Protocol-Version: ").append(SESSION)
                        .append("\r\n");
            }
            head.append("Content-Length: ").append(bytes.length).append("\r\n\r\n");
            byte[] start = head.toString().getBytes(StandardCharsets.US_ASCII);
            byte[] all = Arrays.copyOf(start, start.length + bytes.length);
            System.arraycopy(bytes, 0, all, start.length, bytes.length);
            return all;
        }

        record Response(int status, Map<String, String> headers, String body) {
        }

        /** Writes one request and reads its whole answer: Content-Length, chunked (SSE) or to the end. */
        Response exchange(byte[] request) throws IOException {
            if (socket == null) {
                socket = new Socket(host, port);
                socket.setTcpNoDelay(true);
                socket.setSoTimeout(30_000);
                in = new BufferedInputStream(socket.getInputStream(), 16_384);
                out = socket.getOutputStream();
            }
            try {
                out.write(request);
                out.flush();
                String status = line();
                lastHeaders.clear();
                for (String header = line(); !header.isEmpty(); header = line()) {
                    int colon = header.indexOf(':');
                    lastHeaders.put(header.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                            header.substring(colon + 1).trim());
                }
                byte[] body;
                String length = lastHeaders.get("content-length");
                if (length != null) {
                    body = in.readNBytes(Integer.parseInt(length));
                } else if ("chunked".equalsIgnoreCase(lastHeaders.get("transfer-encoding"))) {
                    ByteArrayOutputStream chunks = new ByteArrayOutputStream();
                    for (int size = Integer.parseInt(line().split(";")[0].trim(), 16); size > 0;
                            size = Integer.parseInt(line().split(";")[0].trim(), 16)) {
                        chunks.write(in.readNBytes(size));
                        line();
                    }
                    line();
                    body = chunks.toByteArray();
                } else {
                    body = in.readAllBytes();
                    close();
                }
                if ("close".equalsIgnoreCase(lastHeaders.get("connection"))) {
                    close();
                }
                return new Response(Integer.parseInt(status.split(" ")[1]), Map.copyOf(lastHeaders),
                        new String(body, StandardCharsets.UTF_8));
            } catch (IOException | RuntimeException e) {
                close();
                throw e;
            }
        }

        private String line() throws IOException {
            StringBuilder line = new StringBuilder(64);
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    throw new EOFException("the server closed the connection");
                }
                if (b != '\r') {
                    line.append((char) b);
                }
            }
            return line.toString();
        }

        boolean send(byte[] request) throws Exception {
            Response response = exchange(request);
            return response.status() == 200 && response.body().contains("\"result\"")
                    && !response.body().contains("\"isError\":true");
        }

        @Override
        public void close() {
            try {
                if (socket != null) {
                    socket.close();
                }
            } catch (IOException e) {
                // already gone
            }
            socket = null;
        }
    }

    static byte[] request(Client client, String workload, long n) {
        return workload.equals("trivial") ? client.call("test_simple_text", "{}", n)
                : client.call("analyzeText", "{\"text\":\"" + TEXT + RUN + n + ".\"}", n);
    }

    static Stats load(String url, String era, String workload, int concurrency, int warmup, int seconds)
            throws Exception {
        return load(url, era, workload, concurrency, warmup, seconds, Map.of());
    }

    static Stats load(String url, String era, String workload, int concurrency, int warmup, int seconds,
            Map<String, String> pids) throws Exception {
        List<Client> clients = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            clients.add(new Client(url, era));
        }
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicBoolean measuring = new AtomicBoolean();
        AtomicLong sequence = new AtomicLong(System.nanoTime() % 1_000_000_000L * 1000);
        AtomicLong errors = new AtomicLong();
        List<long[]> latencies = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (Client client : clients) {
            long[] own = new long[2_000_000];
            latencies.add(own);
            threads.add(Thread.ofPlatform().start(() -> {
                int n = 0;
                while (running.get()) {
                    long start = System.nanoTime();
                    boolean ok;
                    try {
                        ok = client.send(request(client, workload, sequence.incrementAndGet()));
                    } catch (Exception e) {
                        ok = false;
                    }
                    if (measuring.get()) {
                        if (!ok) {
                            errors.incrementAndGet();
                        } else if (n < own.length - 1) {
                            own[++n] = System.nanoTime() - start;
                        }
                    }
                }
                own[0] = n;
            }));
        }
        Thread.sleep(warmup * 1000L);
        Map<String, Long> cpuBefore = cpuTicks(pids);
        measuring.set(true);
        long start = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        measuring.set(false);
        double elapsed = (System.nanoTime() - start) / 1e9;
        Map<String, Long> cpu = new LinkedHashMap<>();
        cpuTicks(pids).forEach((name, after) -> cpu.put(name,
                after < 0 || cpuBefore.get(name) < 0 ? -1 : after - cpuBefore.get(name)));
        running.set(false);
        for (Thread thread : threads) {
            thread.join();
        }
        clients.forEach(Client::close);
        long[] all = latencies.stream().flatMapToLong(l -> Arrays.stream(l, 1, (int) l[0] + 1)).sorted().toArray();
        return new Stats(all.length / elapsed, percentile(all, 50), percentile(all, 99), errors.get(), all.length,
                cpu);
    }

    static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[(int) Math.max(0, Math.min(sorted.length - 1, Math.ceil(p / 100 * sorted.length) - 1))] / 1e6;
    }

    /** Requests answered in each second from the first answer of a freshly started gateway. */
    static void curve(String url, int concurrency, int seconds, String ready, double steadyGiven)
            throws Exception {
        Client probe = null;
        long waitStart = System.nanoTime();
        if (ready != null) {
            java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
            for (String readyUrl : ready.split(",")) {
                java.net.http.HttpRequest check = java.net.http.HttpRequest.newBuilder(URI.create(readyUrl)).build();
                while (true) {
                    try {
                        if (http.send(check, java.net.http.HttpResponse.BodyHandlers.discarding())
                                .statusCode() == 200) {
                            break;
                        }
                    } catch (IOException e) {
                        // not listening yet
                    }
                    Thread.sleep(20);
                }
            }
            System.out.printf("ready %.1f s after the curve started waiting%n", (System.nanoTime() - waitStart) / 1e9);
        }
        while (probe == null) {
            try {
                Client candidate = new Client(url, "modern");
                if (candidate.send(request(candidate, "analyze", 0))) {
                    probe = candidate;
                }
            } catch (Exception e) {
                Thread.sleep(20);
            }
        }
        System.out.printf("first answer %.1f s after the curve started waiting%n", (System.nanoTime() - waitStart) / 1e9);
        AtomicLongArray perSecond = new AtomicLongArray(seconds);
        AtomicLong sequence = new AtomicLong();
        long start = System.nanoTime();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            Client client = new Client(url, "modern");
            threads.add(Thread.ofPlatform().start(() -> {
                while (true) {
                    int second = (int) ((System.nanoTime() - start) / 1_000_000_000L);
                    if (second >= seconds) {
                        return;
                    }
                    try {
                        if (client.send(request(client, "analyze", sequence.incrementAndGet()))) {
                            perSecond.incrementAndGet(
                                    Math.min(seconds - 1, (int) ((System.nanoTime() - start) / 1_000_000_000L)));
                        }
                    } catch (Exception e) {
                        // counted as not answered
                    }
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        long steady = 0;
        for (int s = Math.max(0, seconds - 5); s < seconds; s++) {
            steady += perSecond.get(s);
        }
        double steadyRate = steadyGiven > 0 ? steadyGiven : steady / (double) Math.min(5, seconds);
        System.out.printf("second  req/s  of steady (%s: %.0f req/s)%n",
                steadyGiven > 0 ? "the warm gateway's" : "mean of the last 5 s", steadyRate);
        for (int s = 0; s < seconds; s++) {
            System.out.printf("%6d %6d %5.0f%%%n", s + 1, perSecond.get(s), 100 * perSecond.get(s) / steadyRate);
        }
    }

    /** utime + stime of each named process in clock ticks (1/100 s on Linux), -1 where it cannot be read. */
    static Map<String, Long> cpuTicks(Map<String, String> pids) {
        Map<String, Long> ticks = new LinkedHashMap<>();
        pids.forEach((name, pid) -> {
            try {
                String stat = Files.readString(Path.of("/proc", pid, "stat"));
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                ticks.put(name, Long.parseLong(fields[11]) + Long.parseLong(fields[12]));
            } catch (Exception e) {
                ticks.put(name, -1L);
            }
        });
        return ticks;
    }

    static long rssKb(String pid) {
        try {
            return Files.readAllLines(Path.of("/proc", pid, "status")).stream().filter(l -> l.startsWith("VmRSS:"))
                    .mapToLong(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElse(-1);
        } catch (Exception e) {
            return -1;
        }
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        int[] concurrency = Arrays.stream(options.getOrDefault("concurrency", "1,16,64").split(","))
                .mapToInt(Integer::parseInt).toArray();
        if (options.containsKey("curve")) {
            curve(options.get("curve"), concurrency[0], Integer.parseInt(options.getOrDefault("curve-seconds", "30")),
                    options.get("ready"), Double.parseDouble(options.getOrDefault("steady", "0")));
            return;
        }
        int seconds = Integer.parseInt(options.getOrDefault("seconds", "10"));
        String[] workloads = options.getOrDefault("workloads", "trivial,analyze").split(",");
        String[] eras = options.getOrDefault("eras", "modern,session").split(",");
        if (options.containsKey("train")) {
            for (String workload : workloads) {
                for (String era : eras) {
                    Stats stats = load(options.get("train"), era, workload, concurrency[0], 0, seconds);
                    System.out.printf("training: %-8s %-8s c=%d %8.0f req/s, %d errors%n", workload, era,
                            concurrency[0], stats.perSecond(), stats.errors());
                }
            }
            return;
        }
        int warmup = Integer.parseInt(options.getOrDefault("warmup", "5"));
        Map<String, String> reference = Map.of("modern", options.get("ts-modern"), "session", options.get("ts-session"));
        String ref = options.getOrDefault("reference-label", "TS");
        String anchor = options.get("anchor");
        String suite = options.get("suite");
        Map<String, String> pids = new LinkedHashMap<>();
        for (String entry : options.getOrDefault("pids", "").split(",")) {
            String[] parts = entry.split("=", 2);
            if (parts.length == 2 && !parts[1].isBlank()) {
                pids.put(parts[0], parts[1]);
            }
        }
        int prewarm = Integer.parseInt(options.getOrDefault("prewarm", "0"));
        if (prewarm > 0) { // every workload and era once on each side, so that no cell pays for a cold JIT
            for (String workload : workloads) {
                for (String era : eras) {
                    load(reference.get(era), era, workload, 16, 0, prewarm);
                    if (anchor != null) {
                        load(anchor, era, workload, 16, 0, prewarm);
                    }
                    load(suite, era, workload, 16, 0, prewarm);
                }
            }
        }
        System.out.printf("%d s measured after %d s warm-up per cell (and %d s per workload and era before the first);"
                + " the reference first, %sthen the suite%n", seconds, warmup, prewarm,
                anchor != null ? "then the quarkus-mcp-server anchor (QA), " : "");
        System.out.printf("%-9s %-8s %4s | %9s %8s %8s | ", "workload", "era", "c", ref + " req/s", "p50 ms", "p99 ms");
        if (anchor != null) {
            System.out.printf("%9s %8s %8s | ", "QA req/s", "p50 ms", "p99 ms");
        }
        System.out.printf("%9s %8s %8s | %6s %s%s%n", "SB req/s", "p50 ms", "p99 ms", "SB/" + ref,
                anchor != null ? " SB/QA " : "", "errors");
        List<String> cpuRows = new ArrayList<>();
        for (String workload : workloads) {
            for (String era : eras) {
                for (int c : concurrency) {
                    Stats ts = load(reference.get(era), era, workload, c, warmup, seconds, pids);
                    Stats qa = anchor == null ? null : load(anchor, era, workload, c, warmup, seconds, pids);
                    Stats sb = load(suite, era, workload, c, warmup, seconds, pids);
                    System.out.printf("%-9s %-8s %4d | %9.0f %8.2f %8.2f | ", workload, era, c, ts.perSecond(),
                            ts.p50(), ts.p99());
                    if (qa != null) {
                        System.out.printf("%9.0f %8.2f %8.2f | ", qa.perSecond(), qa.p50(), qa.p99());
                    }
                    System.out.printf("%9.0f %8.2f %8.2f | %5.2fx ", sb.perSecond(), sb.p50(), sb.p99(),
                            sb.perSecond() / ts.perSecond());
                    if (qa != null) {
                        System.out.printf("%5.2fx ", sb.perSecond() / qa.perSecond());
                    }
                    System.out.printf("%d/%s%d%n", ts.errors(), qa != null ? qa.errors() + "/" : "", sb.errors());
                    String cell = String.format("%-9s %-8s %4d", workload, era, c);
                    // bench/forwarding-floor.sh puts the floor in the reference column, in front of the anchor.
                    double floorPerAnchor = qa == null || !pids.containsKey("floor") ? Double.NaN
                            : ts.cpuMillisPerCall("floor") / qa.cpuMillisPerCall("anchor");
                    cpuRows.add(cpuRow(cell, ref, ts, pids.keySet(),
                            Double.isNaN(floorPerAnchor) ? "" : String.format("%9.2fx", floorPerAnchor)));
                    if (qa != null) {
                        cpuRows.add(cpuRow(cell, "QA", qa, pids.keySet(), ""));
                    }
                    double gatewayPerAnchor = qa == null ? Double.NaN
                            : sb.cpuMillisPerCall("gateway") / qa.cpuMillisPerCall("anchor");
                    cpuRows.add(cpuRow(cell, "SB", sb, pids.keySet(),
                            Double.isNaN(gatewayPerAnchor) ? "" : String.format("%9.2fx", gatewayPerAnchor)));
                }
            }
        }
        if (!pids.isEmpty()) {
            System.out.println();
            System.out.println("CPU per answered call, ms: each process over each side's measured window (1/100 s"
                    + " ticks, so short cells are coarse)");
            StringBuilder header = new StringBuilder(
                    String.format("%-9s %-8s %4s %-4s", "workload", "era", "c", "side"));
            pids.keySet().forEach(name -> header.append(String.format(" %13s", name)));
            if (anchor != null && pids.containsKey("gateway") && pids.containsKey("anchor")) {
                // The forwarder's CPU per call over the anchor's on the QA row: the gateway's on SB rows, the
                // floor's on the rows of bench/forwarding-floor.sh's floor.
                header.append(pids.containsKey("floor") ? "  fwd/QA" : "  gateway/QA");
            }
            System.out.println(header);
            cpuRows.forEach(System.out::println);
        }
        if (!pids.isEmpty()) {
            System.out.print("RSS after the load:");
            pids.forEach((name, pid) -> System.out.printf(" %s %d MB", name, rssKb(pid) / 1024));
            System.out.println();
        }
    }

    static String cpuRow(String cell, String side, Stats stats, Iterable<String> processes, String tail) {
        StringBuilder row = new StringBuilder(String.format("%s %-4s", cell, side));
        for (String process : processes) {
            row.append(String.format(" %13.3f", stats.cpuMillisPerCall(process)));
        }
        return row.append(tail.isEmpty() ? "" : "  " + tail).toString();
    }
}
