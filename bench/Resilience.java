// What a replica kill, a drain, a Redis restart, a service outage, a burst and a full cache do to clients under load,
// counted. Run by bench/resilience.sh against `deploy/local/run.sh --conformance --replicas 3`; by hand:
//   java bench/Resilience.java --url http://127.0.0.1:36080/mcp --state deploy/local/.run --replica-base 36100
//        --replicas 3 --management-offset 500 --redis-port 36379 --cache-redis-port 36389 --service-port 36084
//        [--clients 16] [--pause-ms 5] [--burst 2000] [--fill 8000] [--outage-seconds 8] [--scenarios a,b,c,d,e,f]
//        [--logs target/bench]
// Load: --clients session-era clients (2025-11-25, one session each) and as many 2026-07-28 clients, each calling
// test_simple_text in a loop through the balancer. Every answer is classified (result, isError text, JSON-RPC error
// code and message, HTTP status, connection error) per scenario:
//   a  kill -9 one replica          sessions continue without initialize; failures only for calls in flight on it
//   b  SIGTERM one replica          zero failed calls (it drains)
//   c  kill -9 the state Redis, start it again on its AOF directory: no session lost, no "Unknown tool"
//   d  kill -9 the conformance service, start it again: isError "temporarily unavailable" only, never a protocol
//      error; the time from its readiness to the first success
//   e  a burst of --burst concurrent session-era calls: each a result or a 503 with Retry-After saying overload
//   f  --fill distinct analyzeText texts past the cache Redis' maxmemory: no session lost, the cache at its budget
//   g  (run.sh --redis-cluster, cluster nodes on --redis-port .. +5) kill -9 a Redis Cluster master: its replica
//      takes over; no session lost, no "Unknown tool", failures only 503s with Retry-After; failover and recovery
//      times measured; the killed node is started again and rejoins as a replica
// Killed processes are started again from their own command line and environment (/proc), so each scenario starts
// with the whole suite; processes this program starts are stopped when it ends.
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Resilience {

    static final String STATELESS = "2026-07-28";
    static final String SESSION = "2025-11-25";
    static final String OK = "result";
    static final Pattern CODE = Pattern.compile("\"code\"\\s*:\\s*(-?\\d+)");
    static final Pattern MESSAGE = Pattern.compile("\"message\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    static final Pattern TEXT = Pattern.compile("\"text\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

    /** One answer: when its call started and ended, which era, and what it was. */
    record Answer(long startNanos, long endNanos, String era, String client, String kind) {
        boolean ok() {
            return kind.equals(OK);
        }
    }

    /** Where the clients' answers go: the scenario running now. */
    static final class Window {
        final String name;
        final ConcurrentLinkedQueue<Answer> answers = new ConcurrentLinkedQueue<>();
        final Map<String, Long> marks = new LinkedHashMap<>();
        final AtomicInteger reinitialized = new AtomicInteger();
        final List<String> notes = new ArrayList<>();
        final List<String> failedExpectations = new ArrayList<>();

        Window(String name) {
            this.name = name;
        }

        void mark(String event) {
            marks.put(event, System.nanoTime());
        }

        void expect(boolean held, String what) {
            if (!held) {
                failedExpectations.add(what);
            }
        }
    }

    static volatile Window window = new Window("warm-up");

    /** One client: its own connections and, in the session era, its own session. */
    static final class Client {
        final HttpClient http;
        final String url;
        final String era;
        final String name;
        volatile String session;
        volatile boolean lostSession;

        Client(HttpClient http, String url, String era, String name) {
            this.http = http;
            this.url = url;
            this.era = era;
            this.name = name;
        }

        void initialize() throws Exception {
            HttpResponse<String> init = http.send(post("initialize", null, "{\"protocolVersion\":\"" + SESSION
                    + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"resilience\",\"version\":\"1\"}}", 0),
                    HttpResponse.BodyHandlers.ofString());
            session = init.headers().firstValue("mcp-session-id")
                    .orElseThrow(() -> new IllegalStateException("no session: " + init.statusCode() + " " + init.body()));
            http.send(builder("notifications/initialized", null).POST(HttpRequest.BodyPublishers
                    .ofString("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")).build(),
                    HttpResponse.BodyHandlers.discarding());
        }

        HttpRequest call(String tool, String arguments, long id) {
            return post("tools/call", tool, "{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}", id);
        }

        private HttpRequest post(String method, String name, String params, long id) {
            String withMeta = era.equals("2026")
                    ? params.substring(0, params.length() - 1) + ",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\""
                            + STATELESS + "\",\"io.modelcontextprotocol/clientCapabilities\":{}}}"
                    : params;
            return builder(method, name).POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":" + id
                    + ",\"method\":\"" + method + "\",\"params\":" + withMeta + "}")).build();
        }

        private HttpRequest.Builder builder(String method, String name) {
            HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(40))
                    .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream");
            if (era.equals("2026")) {
                builder.header("MCP-Protocol-Version", STATELESS).header("Mcp-Method", method);
                if (name != null) {
                    builder.header("Mcp-Name", name);
                }
            } else if (session != null) {
                builder.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", SESSION);
            }
            return builder;
        }

        /** Sends one call and records its answer in the current window; a session the gateway forgot is re-made. */
        Answer send(String tool, String arguments, long id) {
            Window current = window;
            long start = System.nanoTime();
            String kind;
            try {
                if (session == null && era.equals("session")) {
                    initialize();
                }
                HttpResponse<String> response = http.send(call(tool, arguments, id),
                        HttpResponse.BodyHandlers.ofString());
                kind = classify(response);
                if (era.equals("session") && response.statusCode() == 404) {
                    // The gateway no longer knows the session: the client must initialize again.
                    lostSession = true;
                    current.reinitialized.incrementAndGet();
                    session = null;
                }
            } catch (Exception e) {
                kind = "connection: " + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : " " + normalize(e.getMessage()));
            }
            Answer answer = new Answer(start, System.nanoTime(), era, name, kind);
            current.answers.add(answer);
            return answer;
        }
    }

    static String classify(HttpResponse<String> response) {
        String body = response.body() == null ? "" : response.body();
        int status = response.statusCode();
        if (status == 200) {
            if (body.contains("\"error\"") && !body.contains("\"result\"")) {
                return "JSON-RPC " + group(CODE, body) + " " + group(MESSAGE, body);
            }
            if (body.contains("\"isError\":true")) {
                return "isError: " + group(TEXT, body);
            }
            if (body.contains("\"result\"")) {
                return OK;
            }
            return "HTTP 200 without an answer: " + normalize(body);
        }
        String retryAfter = response.headers().firstValue("Retry-After").map(v -> " [Retry-After]").orElse("");
        String message = body.contains("\"message\"") ? group(MESSAGE, body) : normalize(body);
        return "HTTP " + status + retryAfter + " " + message;
    }

    static String group(Pattern pattern, String body) {
        Matcher matcher = pattern.matcher(body);
        return matcher.find() ? normalize(matcher.group(1)) : "?";
    }

    /** Numbers and ids vary from answer to answer; one kind of answer should count as one row. */
    static String normalize(String text) {
        String flat = text.replaceAll("[0-9a-fA-F-]{16,}", "…").replaceAll("\\d+(\\.\\d+)?", "N").replace('\n', ' ');
        return flat.length() > 110 ? flat.substring(0, 110) + "…" : flat;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Processes

    /** A process as it was started: enough to start it again the same way. */
    record Launch(List<String> command, Map<String, String> environment, Path directory) {
    }

    static final List<Process> started = new ArrayList<>();
    static Path logs;

    static Launch launchOf(long pid) throws Exception {
        List<String> command = split(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")));
        Map<String, String> environment = new HashMap<>();
        for (String entry : split(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "environ")))) {
            int equals = entry.indexOf('=');
            if (equals > 0) {
                environment.put(entry.substring(0, equals), entry.substring(equals + 1));
            }
        }
        return new Launch(command, environment, Path.of("/proc", Long.toString(pid), "cwd").toRealPath());
    }

    static List<String> split(byte[] nulSeparated) {
        List<String> parts = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < nulSeparated.length; i++) {
            if (nulSeparated[i] == 0) {
                parts.add(new String(nulSeparated, from, i - from, StandardCharsets.UTF_8));
                from = i + 1;
            }
        }
        return parts;
    }

    static long start(Launch launch, String label) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(launch.command()).directory(launch.directory().toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logs.resolve("resilience-" + label + ".log").toFile()));
        builder.environment().clear();
        builder.environment().putAll(launch.environment());
        Process process = builder.start();
        synchronized (started) {
            started.add(process);
        }
        return process.pid();
    }

    static void signal(long pid, String signal) throws Exception {
        new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).inheritIO().start().waitFor();
    }

    static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /** The process listening on a TCP port on this machine (ss from iproute2). */
    static long pidOn(int port) throws Exception {
        Process ss = new ProcessBuilder("ss", "-ltnpH", "sport = :" + port).start();
        String out = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        ss.waitFor();
        Matcher matcher = Pattern.compile("pid=(\\d+)").matcher(out);
        if (!matcher.find()) {
            throw new IllegalStateException("nothing listens on port " + port);
        }
        return Long.parseLong(matcher.group(1));
    }

    static boolean ready(HttpClient http, int managementPort) {
        try {
            return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/q/health/ready"))
                    .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (Exception e) {
            return false;
        }
    }

    static boolean waitFor(Duration timeout, java.util.function.BooleanSupplier condition) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(50);
        }
        return condition.getAsBoolean();
    }

    /** One command to a Redis on this machine (RESP), its bulk or simple reply as text. */
    static String redis(int port, String... command) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(5000);
            StringBuilder out = new StringBuilder("*" + command.length + "\r\n");
            for (String part : command) {
                out.append('$').append(part.getBytes(StandardCharsets.UTF_8).length).append("\r\n").append(part)
                        .append("\r\n");
            }
            OutputStream os = socket.getOutputStream();
            os.write(out.toString().getBytes(StandardCharsets.UTF_8));
            os.flush();
            InputStream in = socket.getInputStream();
            String header = line(in);
            if (header.startsWith("$")) {
                int length = Integer.parseInt(header.substring(1));
                byte[] body = in.readNBytes(length + 2);
                return new String(body, 0, Math.max(0, length), StandardCharsets.UTF_8);
            }
            return header.substring(1);
        }
    }

    /**
     * The binary a Redis was started as: the first word of the title it gives itself (it keeps its own name there), not
     * /proc's exe, which for Debian's redis-server is the redis-check-rdb it links to (that name makes it a checker).
     */
    static String redisBinaryOf(long pid) throws Exception {
        List<String> title = split(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")));
        String name = title.isEmpty() ? "" : title.get(0).split(" ")[0];
        return Files.isExecutable(Path.of(name)) ? name
                : Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "exe")).toString();
    }

    /** A Redis as it runs now (it rewrites its own command line, so /proc cannot say): its binary and config. */
    static Launch redisLaunchOf(long pid, int port) throws Exception {
        List<String> command = new ArrayList<>(List.of(redisBinaryOf(pid), "--port", Integer.toString(port),
                "--daemonize", "no"));
        for (String name : List.of("bind", "dir", "save", "appendonly", "appendfsync", "maxmemory",
                "maxmemory-policy")) {
            command.add("--" + name);
            command.add(redisConfig(port, name));
        }
        return new Launch(command, System.getenv(), Path.of("/proc", Long.toString(pid), "cwd").toRealPath());
    }

    /** CONFIG GET of one parameter: the array [name, value], its value. */
    static String redisConfig(int port, String name) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(5000);
            socket.getOutputStream().write(("*3\r\n$6\r\nCONFIG\r\n$3\r\nGET\r\n$" + name.length() + "\r\n"
                    + name + "\r\n").getBytes(StandardCharsets.UTF_8));
            InputStream in = socket.getInputStream();
            line(in);
            line(in);
            line(in);
            line(in);
            return line(in);
        }
    }

    static String line(InputStream in) throws Exception {
        StringBuilder line = new StringBuilder();
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }

    static long info(int port, String section, String field) throws Exception {
        for (String line : redis(port, "INFO", section).split("\n")) {
            if (line.startsWith(field + ":")) {
                return Long.parseLong(line.substring(field.length() + 1).trim());
            }
        }
        return -1;
    }

    static boolean accepts(int port) {
        try (Socket ignored = new Socket("127.0.0.1", port)) {
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Scenarios

    static Map<String, String> options = new HashMap<>();
    static String url;
    static Path state;
    static int replicaBase;
    static int replicas;
    static int managementOffset;
    static int redisPort;
    static int cacheRedisPort;
    static int servicePort;
    static final HttpClient probe = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    static final List<Client> loadClients = new ArrayList<>();
    static final List<Window> done = new ArrayList<>();

    static Window begin(String name) {
        Window next = new Window(name);
        window = next;
        return next;
    }

    static void observe(Duration duration) throws Exception {
        Thread.sleep(duration.toMillis());
    }

    /** Waits until every load client has had a success that started after {@code since}; false at the timeout. */
    static boolean everyClientSucceededSince(Window w, long since, Duration timeout) throws Exception {
        return waitFor(timeout, () -> {
            java.util.Set<String> succeeded = new java.util.HashSet<>();
            for (Answer answer : w.answers) {
                if (answer.ok() && answer.startNanos() > since) {
                    succeeded.add(answer.client());
                }
            }
            return succeeded.size() >= loadClients.size();
        });
    }

    static long replicaPid(int i) throws Exception {
        return Long.parseLong(Files.readString(state.resolve("gateway-" + i + ".pid")).trim());
    }

    /** Starts a killed replica again and waits until the balancer can send it requests again. */
    static void restartReplica(int i, Launch launch, Window w) throws Exception {
        long pid = start(launch, "gateway-" + i);
        Files.writeString(state.resolve("gateway-" + i + ".pid"), pid + "\n");
        int management = replicaBase + i + managementOffset;
        // Minutes, not seconds, on a busy 2-core machine: the JVM starts beside the load.
        boolean up = waitFor(Duration.ofSeconds(240), () -> ready(probe, management));
        w.expect(up, "replica " + i + " ready again within 240 s");
        Thread.sleep(2_500); // the balancer checks readiness every second
        w.mark("replica back");
    }

    static void scenarioKill(Window w) throws Exception {
        observe(Duration.ofSeconds(3));
        long pid = replicaPid(1);
        Launch launch = launchOf(pid);
        w.mark("kill");
        signal(pid, "KILL");
        observe(Duration.ofSeconds(8));
        w.mark("end");
        long kill = w.marks.get("kill");
        long inFlight = w.answers.stream().filter(a -> a.startNanos() < kill && a.endNanos() > kill).count();
        long failed = failures(w, w.marks.get("kill"), w.marks.get("end"));
        w.notes.add(inFlight + " call(s) in flight at the kill (on any replica), " + failed + " failed");
        w.expect(w.reinitialized.get() == 0, "no session re-initialized");
        w.expect(failed <= inFlight, "failures only among calls in flight at the kill");
        restartReplica(1, launch, w);
    }

    static void scenarioDrain(Window w) throws Exception {
        observe(Duration.ofSeconds(3));
        long pid = replicaPid(2);
        Launch launch = launchOf(pid);
        w.mark("SIGTERM");
        signal(pid, "TERM");
        long term = System.nanoTime();
        boolean exited = waitFor(Duration.ofSeconds(40), () -> !alive(pid));
        w.notes.add(exited ? String.format("replica exited %.1f s after SIGTERM", (System.nanoTime() - term) / 1e9)
                : "replica still alive 40 s after SIGTERM");
        w.expect(exited, "the replica exits within 40 s");
        observe(Duration.ofSeconds(2));
        w.mark("end");
        w.expect(failures(w, 0, Long.MAX_VALUE) == 0, "zero failed calls");
        w.expect(w.reinitialized.get() == 0, "no session re-initialized");
        restartReplica(2, launch, w);
    }

    static void scenarioRedisRestart(Window w) throws Exception {
        observe(Duration.ofSeconds(3));
        long pid = pidOn(redisPort);
        Launch launch = redisLaunchOf(pid, redisPort);
        long keysBefore = Long.parseLong(redis(redisPort, "DBSIZE"));
        w.mark("kill");
        signal(pid, "KILL");
        waitFor(Duration.ofSeconds(5), () -> !alive(pid));
        observe(Duration.ofSeconds(2));
        start(launch, "redis");
        w.mark("restart");
        long restart = System.nanoTime();
        waitFor(Duration.ofSeconds(20), () -> accepts(redisPort));
        boolean recovered = everyClientSucceededSince(w, restart, Duration.ofSeconds(60));
        w.mark("end");
        long keysAfter = Long.parseLong(redis(redisPort, "DBSIZE"));
        w.notes.add("state Redis keys " + keysBefore + " before, " + keysAfter + " after the restart");
        w.notes.add(String.format("first success %.2f s after the restart, every client succeeded again after %.2f s",
                firstSuccessAfter(w, restart), everyClientBackAfter(w, restart)));
        w.expect(recovered, "every client succeeds again within 60 s");
        w.expect(w.reinitialized.get() == 0, "no session lost");
        w.expect(count(w, k -> k.contains("Unknown tool")) == 0, "no 'Unknown tool'");
        w.expect(count(w, k -> !k.equals(OK) && !k.startsWith("HTTP 503 [Retry-After]")) == 0,
                "every failure a 503 with Retry-After");
        observe(Duration.ofSeconds(3));
    }

    static void scenarioServiceOutage(Window w) throws Exception {
        observe(Duration.ofSeconds(2));
        long pid = pidOn(servicePort);
        Launch launch = launchOf(pid);
        w.mark("kill");
        signal(pid, "KILL");
        observe(Duration.ofSeconds(Integer.parseInt(options.getOrDefault("outage-seconds", "8"))));
        w.mark("restart");
        long restart = System.nanoTime();
        start(launch, "service");
        waitFor(Duration.ofSeconds(90), () -> ready(probe, servicePort + managementOffset));
        w.mark("ready");
        long readyAt = System.nanoTime();
        boolean recovered = everyClientSucceededSince(w, restart, Duration.ofSeconds(90));
        w.mark("end");
        w.notes.add(String.format("service ready %.1f s after its restart; first success %.2f s after it was ready, "
                + "every client back %.2f s after", (readyAt - restart) / 1e9, firstSuccessAfter(w, readyAt),
                everyClientBackAfter(w, readyAt)));
        w.expect(recovered, "every client succeeds again");
        // The gateway keeps a departed service's tools for its departure grace (30 s) after the registration expired
        // (three 5 s heartbeats): until then every call must answer a result or an isError result.
        long kill = w.marks.get("kill");
        long graceEnds = kill + Duration.ofSeconds(45).toNanos();
        w.expect(w.answers.stream().filter(a -> a.endNanos() < graceEnds)
                .allMatch(a -> a.ok() || a.kind().startsWith("isError")),
                "only results and isError results within registration TTL + departure grace of the kill");
        w.expect(count(w, k -> k.startsWith("JSON-RPC") || k.startsWith("HTTP")) == 0
                || readyAt > graceEnds, "no protocol error (the service was back within the grace)");
        w.expect(firstSuccessAfter(w, readyAt) <= 5.0, "first success within one heartbeat (5 s) of readiness");
        observe(Duration.ofSeconds(2));
    }

    static void scenarioClusterFailover(Window w) throws Exception {
        observe(Duration.ofSeconds(3));
        int master = clusterMasters(redisPort).keySet().stream().findFirst()
                .orElseThrow(() -> new IllegalStateException("no Redis Cluster master on ports " + redisPort + "+"));
        String replica = clusterReplicaOf(redisPort, master);
        long pid = pidOn(master);
        Launch launch = clusterNodeLaunchOf(pid, master);
        long keysBefore = Long.parseLong(redis(master, "DBSIZE"));
        int survivor = master == redisPort ? redisPort + 1 : redisPort;
        w.mark("kill");
        long kill = System.nanoTime();
        signal(pid, "KILL");
        boolean failedOver = waitFor(Duration.ofSeconds(90), () -> {
            try {
                Map<Integer, String> masters = clusterMasters(survivor);
                return !masters.containsKey(master) && masters.size() == 3
                        && redis(survivor, "CLUSTER", "INFO").contains("cluster_state:ok");
            } catch (Exception e) {
                return false;
            }
        });
        w.mark("failed over");
        long failover = System.nanoTime();
        boolean recovered = everyClientSucceededSince(w, failover, Duration.ofSeconds(60));
        observe(Duration.ofSeconds(2));
        w.mark("end");
        int promoted = Integer.parseInt(replica.substring(replica.lastIndexOf(':') + 1));
        long keysAfter = Long.parseLong(redis(promoted, "DBSIZE"));
        long lastFailure = w.answers.stream().filter(a -> !a.ok()).mapToLong(Answer::endNanos).max().orElse(kill);
        w.notes.add(String.format("master %d killed (%d keys); its replica %d took over %.1f s later (%d keys); "
                + "last failed call ended %.2f s after the kill; every client succeeded again %.2f s after the "
                + "failover", master, keysBefore, promoted, (failover - kill) / 1e9, keysAfter, (lastFailure - kill) / 1e9,
                everyClientBackAfter(w, failover)));
        w.expect(failedOver, "a replica takes over within 90 s");
        w.expect(recovered, "every client succeeds again within 60 s of the failover");
        w.expect(w.reinitialized.get() == 0, "no session lost");
        w.expect(count(w, k -> k.contains("Unknown tool")) == 0, "no 'Unknown tool'");
        w.expect(count(w, k -> !k.equals(OK) && !k.startsWith("HTTP 503 [Retry-After]")) == 0,
                "every failure a 503 with Retry-After");
        start(launch, "redis-" + master);
        boolean rejoined = waitFor(Duration.ofSeconds(60), () -> {
            try {
                return redis(master, "INFO", "replication").contains("role:slave")
                        && redis(master, "CLUSTER", "INFO").contains("cluster_state:ok");
            } catch (Exception e) {
                return false;
            }
        });
        w.expect(rejoined, "the killed node, started again, rejoins as a replica");
    }

    /** The cluster's masters that are not failed and serve slots, as CLUSTER NODES on {@code port} sees them. */
    static Map<Integer, String> clusterMasters(int port) throws Exception {
        Map<Integer, String> masters = new TreeMap<>();
        for (String line : redis(port, "CLUSTER", "NODES").split("\n")) {
            String[] fields = line.trim().split(" ");
            if (fields.length > 8 && fields[2].contains("master") && !fields[2].contains("fail")) {
                masters.put(Integer.parseInt(fields[1].replaceAll("^.*:(\\d+)@.*$", "$1")), fields[0]);
            }
        }
        return masters;
    }

    /** {@code host:port} of a replica of the master on {@code masterPort}. */
    static String clusterReplicaOf(int port, int masterPort) throws Exception {
        String masterId = clusterMasters(port).get(masterPort);
        for (String line : redis(port, "CLUSTER", "NODES").split("\n")) {
            String[] fields = line.trim().split(" ");
            if (fields.length > 3 && fields[3].equals(masterId)) {
                return fields[1].replaceAll("@.*$", "");
            }
        }
        throw new IllegalStateException("master " + masterPort + " has no replica");
    }

    /** A cluster node as it runs now (Redis rewrites its command line): its binary and its cluster configuration. */
    static Launch clusterNodeLaunchOf(long pid, int port) throws Exception {
        List<String> command = new ArrayList<>(List.of(redisBinaryOf(pid), "--port", Integer.toString(port),
                "--daemonize", "no"));
        for (String name : List.of("bind", "dir", "cluster-enabled", "cluster-config-file", "cluster-node-timeout",
                "cluster-require-full-coverage", "save", "appendonly", "appendfsync", "maxmemory-policy")) {
            command.add("--" + name);
            command.add(redisConfig(port, name));
        }
        return new Launch(command, System.getenv(), Path.of("/proc", Long.toString(pid), "cwd").toRealPath());
    }

    static void scenarioBurst(Window w) throws Exception {
        int burst = Integer.parseInt(options.getOrDefault("burst", "2000"));
        int sessions = Math.max(1, burst / 20);
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).executor(Executors.newVirtualThreadPerTaskExecutor()).build();
        List<Client> clients = new ArrayList<>();
        for (int i = 0; i < sessions; i++) {
            Client client = new Client(http, url, "session", "burst-" + i);
            client.initialize();
            clients.add(client);
        }
        ConcurrentLinkedQueue<Answer> burstAnswers = new ConcurrentLinkedQueue<>();
        CountDownLatch gate = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < burst; i++) {
            Client client = clients.get(i % sessions);
            long id = 1_000_000 + i;
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    gate.await();
                } catch (InterruptedException e) {
                    return;
                }
                burstAnswers.add(client.send("test_simple_text", "{}", id));
            }));
        }
        w.mark("burst");
        gate.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        w.mark("end");
        Map<String, Long> kinds = new TreeMap<>();
        burstAnswers.forEach(a -> kinds.merge(a.kind(), 1L, Long::sum));
        w.notes.add(burst + " calls over " + sessions + " sessions at once: " + kinds);
        w.expect(burstAnswers.stream().allMatch(a -> a.ok() || a.kind().startsWith("HTTP 503 [Retry-After]")
                && a.kind().toLowerCase().contains("overload")), "each a result or a 503 with Retry-After saying overload");
        w.expect(w.answers.stream().allMatch(a -> a.ok() || a.kind().startsWith("HTTP 503 [Retry-After]")
                && a.kind().toLowerCase().contains("overload")), "the load alongside: results or overload 503s only");
        w.expect(burstAnswers.stream().noneMatch(a -> a.kind().contains("Redis") && !a.kind().contains("overload")),
                "none says Redis is down");
        observe(Duration.ofSeconds(2));
    }

    static void scenarioCacheFill(Window w) throws Exception {
        int fill = Integer.parseInt(options.getOrDefault("fill", "8000"));
        long maxmemory = info(cacheRedisPort, "memory", "maxmemory");
        long evictedBefore = info(cacheRedisPort, "stats", "evicted_keys");
        long stateKeysBefore = Long.parseLong(redis(redisPort, "DBSIZE"));
        long stateEvictedBefore = info(redisPort, "stats", "evicted_keys");
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        AtomicLong next = new AtomicLong();
        AtomicLong fillFailures = new AtomicLong();
        AtomicLong peak = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        long seed = System.nanoTime();
        w.mark("fill");
        for (int t = 0; t < 16; t++) {
            Client client = new Client(http, url, "2026", "fill-" + t);
            threads.add(Thread.ofPlatform().start(() -> {
                long n;
                while ((n = next.incrementAndGet()) <= fill) {
                    String text = "Resilience cache fill " + seed + " number " + n + ". Distinct texts make distinct "
                            + "results, and each is cached for its tool's TTL until the budget evicts the oldest.";
                    Answer answer = client.send("analyzeText", "{\"text\":\"" + text + "\"}", n);
                    if (!answer.ok()) {
                        fillFailures.incrementAndGet();
                    }
                    if (n % 500 == 0) {
                        try {
                            peak.accumulateAndGet(info(cacheRedisPort, "memory", "used_memory"), Math::max);
                        } catch (Exception e) {
                            // the next sample counts
                        }
                    }
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        w.mark("end");
        long used = info(cacheRedisPort, "memory", "used_memory");
        peak.accumulateAndGet(used, Math::max);
        long evicted = info(cacheRedisPort, "stats", "evicted_keys") - evictedBefore;
        long cacheKeys = Long.parseLong(redis(cacheRedisPort, "DBSIZE"));
        long stateKeysAfter = Long.parseLong(redis(redisPort, "DBSIZE"));
        long stateEvicted = info(redisPort, "stats", "evicted_keys") - stateEvictedBefore;
        w.notes.add(String.format("%d distinct analyzeText calls (%d not a result); cache Redis maxmemory %.1f MB, "
                + "used %.1f MB (peak sampled %.1f MB), %d keys, %d evicted; state Redis keys %d before, %d after "
                + "(expired, never evicted: %d evictions)", fill, fillFailures.get(), maxmemory / 1e6, used / 1e6,
                peak.get() / 1e6, cacheKeys, evicted, stateKeysBefore, stateKeysAfter, stateEvicted));
        w.expect(stateEvicted == 0, "the state Redis evicts nothing");
        w.expect(maxmemory > 0, "the cache Redis has a maxmemory");
        w.expect(evicted > 0, "the fill went past the budget (keys evicted)");
        w.expect(peak.get() <= maxmemory * 1.05, "the cache Redis stays at its maxmemory");
        w.expect(w.reinitialized.get() == 0, "no session lost");
        w.expect(fillFailures.get() == 0, "every fill call answered with a result");
    }

    static long failures(Window w, long from, long to) {
        return w.answers.stream().filter(a -> !a.ok() && a.endNanos() >= from && a.startNanos() <= to).count();
    }

    static long count(Window w, Predicate<String> kind) {
        return w.answers.stream().filter(a -> kind.test(a.kind())).count();
    }

    static double firstSuccessAfter(Window w, long since) {
        return w.answers.stream().filter(a -> a.ok() && a.startNanos() >= since).mapToLong(Answer::endNanos).min()
                .stream().mapToDouble(end -> (end - since) / 1e9).findFirst().orElse(Double.NaN);
    }

    /** Seconds from {@code since} until the last client had its first success after it. */
    static double everyClientBackAfter(Window w, long since) {
        Map<String, Long> firstSuccess = new HashMap<>();
        for (Answer a : w.answers) {
            if (a.ok() && a.startNanos() >= since) {
                firstSuccess.merge(a.client(), a.endNanos(), Math::min);
            }
        }
        if (firstSuccess.size() < loadClients.size()) {
            return Double.NaN;
        }
        return (firstSuccess.values().stream().mapToLong(Long::longValue).max().orElse(since) - since) / 1e9;
    }

    // ---------------------------------------------------------------------------------------------------------------

    public static void main(String[] args) throws Exception {
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        url = options.getOrDefault("url", "http://127.0.0.1:36080/mcp");
        state = Path.of(options.getOrDefault("state", "deploy/local/.run"));
        replicaBase = Integer.parseInt(options.getOrDefault("replica-base", "36100"));
        replicas = Integer.parseInt(options.getOrDefault("replicas", "3"));
        managementOffset = Integer.parseInt(options.getOrDefault("management-offset", "500"));
        redisPort = Integer.parseInt(options.getOrDefault("redis-port", "36379"));
        cacheRedisPort = Integer.parseInt(options.getOrDefault("cache-redis-port", Integer.toString(redisPort + 10)));
        servicePort = Integer.parseInt(options.getOrDefault("service-port", "36084"));
        logs = Path.of(options.getOrDefault("logs", "target/bench"));
        Files.createDirectories(logs);
        int clients = Integer.parseInt(options.getOrDefault("clients", "16"));
        long pause = Long.parseLong(options.getOrDefault("pause-ms", "5"));
        List<String> scenarios = Arrays.asList(options.getOrDefault("scenarios", "a,b,c,d,e,f").split(","));
        Runtime.getRuntime().addShutdownHook(new Thread(Resilience::stopStarted));

        for (int i = 0; i < clients; i++) {
            for (String era : List.of("session", "2026")) {
                Client client = new Client(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                        .connectTimeout(Duration.ofSeconds(5)).build(), url, era, era + "-" + i);
                if (era.equals("session")) {
                    client.initialize();
                }
                loadClients.add(client);
            }
        }
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicLong ids = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (Client client : loadClients) {
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                while (running.get()) {
                    client.send("test_simple_text", "{}", ids.incrementAndGet());
                    if (pause > 0) {
                        try {
                            Thread.sleep(pause);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            }));
        }
        Map<String, String> titles = new LinkedHashMap<>();
        titles.put("0", "steady load (baseline)");
        titles.put("a", "kill -9 one replica");
        titles.put("b", "SIGTERM one replica (drain)");
        titles.put("c", "restart the state Redis");
        titles.put("d", "kill and restart conformance-service");
        titles.put("e", "burst of concurrent session calls");
        titles.put("f", "fill the result cache past its budget");
        titles.put("g", "kill -9 a Redis Cluster master");
        Thread.sleep(3_000);
        Window baseline = begin(titles.get("0"));
        observe(Duration.ofSeconds(5));
        baseline.expect(failures(baseline, 0, Long.MAX_VALUE) == 0, "zero failed calls");
        done.add(baseline);
        for (String scenario : scenarios) {
            Window w = begin(scenario + "  " + titles.get(scenario));
            System.out.println("[resilience] " + w.name);
            try {
                switch (scenario) {
                    case "a" -> scenarioKill(w);
                    case "b" -> scenarioDrain(w);
                    case "c" -> scenarioRedisRestart(w);
                    case "d" -> scenarioServiceOutage(w);
                    case "e" -> scenarioBurst(w);
                    case "f" -> scenarioCacheFill(w);
                    case "g" -> scenarioClusterFailover(w);
                    default -> throw new IllegalArgumentException("no scenario " + scenario);
                }
            } catch (Exception e) {
                w.expect(false, "the scenario ran to its end: " + e);
            }
            done.add(w);
            print(w);
        }
        // Every session opened at the start answers once more without a new initialize.
        Window last = begin("end   every session still answers");
        long lost = 0;
        for (Client client : loadClients) {
            if (client.era.equals("session") && client.lostSession) {
                lost++;
            }
        }
        running.set(false);
        for (Thread thread : threads) {
            thread.join();
        }
        for (Client client : loadClients) {
            if (client.era.equals("session")) {
                client.send("test_simple_text", "{}", ids.incrementAndGet());
            }
        }
        last.notes.add(lost + " of " + clients + " load sessions had to initialize again at some point");
        last.expect(lost == 0, "no load session ever lost");
        last.expect(failures(last, 0, Long.MAX_VALUE) == 0 && last.reinitialized.get() == 0,
                "each answers with a result");
        done.add(last);
        report(clients);
        stopStarted();
        System.exit(done.stream().allMatch(w -> w.failedExpectations.isEmpty()) ? 0 : 1);
    }

    static void report(int clients) {
        System.out.println();
        System.out.printf("Load: %d session-era + %d 2026-07-28 clients calling test_simple_text through the balancer%n",
                clients, clients);
        System.out.printf("%-44s %7s %7s %7s %7s %7s%n", "scenario", "calls", "failed", "session", "2026", "re-init");
        done.forEach(Resilience::print);
    }

    static void print(Window w) {
        long calls = w.answers.size();
        long failed = w.answers.stream().filter(a -> !a.ok()).count();
        long failedSession = w.answers.stream().filter(a -> !a.ok() && a.era().equals("session")).count();
        long failed2026 = w.answers.stream().filter(a -> !a.ok() && a.era().equals("2026")).count();
        System.out.printf("%-44s %7d %7d %7d %7d %7d   %s%n", w.name, calls, failed, failedSession, failed2026,
                w.reinitialized.get(), w.failedExpectations.isEmpty() ? "PASS" : "FAIL");
        Map<String, Map<String, Long>> kinds = new TreeMap<>();
        for (Answer a : w.answers) {
            if (!a.ok()) {
                kinds.computeIfAbsent(a.kind(), k -> new TreeMap<>()).merge(a.era(), 1L, Long::sum);
            }
        }
        long origin = w.marks.values().stream().findFirst().orElse(0L);
        Map<String, long[]> spans = new HashMap<>();
        for (Answer a : w.answers) {
            if (!a.ok()) {
                spans.merge(a.kind(), new long[] {a.endNanos(), a.endNanos()},
                        (x, y) -> new long[] {Math.min(x[0], y[0]), Math.max(x[1], y[1])});
            }
        }
        kinds.forEach((kind, eras) -> System.out.printf("      %6d × %s %s%s%n",
                eras.values().stream().mapToLong(Long::longValue).sum(), kind, eras,
                origin == 0 ? "" : String.format(" (from %+.1f s to %+.1f s)", (spans.get(kind)[0] - origin) / 1e9,
                        (spans.get(kind)[1] - origin) / 1e9)));
        if (origin != 0 && w.marks.size() > 1) {
            StringBuilder marks = new StringBuilder("      marks:");
            w.marks.forEach((event, at) -> marks.append(String.format(" %s %+.1f s", event, (at - origin) / 1e9)));
            System.out.println(marks);
        }
        w.notes.forEach(note -> System.out.println("      " + note));
        w.failedExpectations.forEach(what -> System.out.println("      NOT MET: " + what));
        System.out.flush();
    }

    static void stopStarted() {
        List<Process> processes;
        synchronized (started) {
            processes = new ArrayList<>(started);
            started.clear();
        }
        for (Process process : processes) {
            process.destroy();
        }
        for (Process process : processes) {
            try {
                if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
            }
        }
    }
}
