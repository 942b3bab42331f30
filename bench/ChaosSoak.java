// A chaos soak: clients of both eras (and task clients) call tools without pause while processes of the suite die and
// come back, one fault every --fault-every seconds, as a supervisor would start them again. Every call's outcome is
// recorded per client and per second, so the timeline shows, second by second, who was served during each fault.
// Run by bench/chaos-soak.sh against `deploy/local/run.sh --replicas 3 --redis-cluster` with API keys; by hand:
//   java bench/ChaosSoak.java --url http://127.0.0.1:21080/mcp --state deploy/local/.run --replica-base 21100
//        --replicas 3 --management-offset 500 --redis-port 21379 --admin-key KEY
//        [--minutes 30] [--fault-every 60] [--faults replica-kill,replica-term,master-kill,redis-replica-kill,shard-pause]
//        [--session-clients 8] [--stateless-clients 8] [--task-clients 2] [--tenants 3] [--pause-seconds 3]
//        [--out target/bench/chaos-soak] [--title "..."]
//   java bench/ChaosSoak.java --render target/bench/chaos-soak [--title "..."]   (the SVG again from the CSV files)
// Faults:
//   replica-kill        kill -9 of a gateway replica, started again at once
//   replica-term        SIGTERM of a gateway replica (it drains), started again once it exited
//   master-kill         kill -9 of a Redis Cluster master; its replica takes over; started again after the failover
//   redis-replica-kill  kill -9 of a Redis Cluster replica, started again 10 s later
//   shard-pause         SIGSTOP of a Redis Cluster master for --pause-seconds (under the node timeout: no failover),
//                       then SIGCONT: a shard that stops answering without closing its connections
// Each client keeps one tenant's API key (tenants soak-0.. with quotas, so quotas are checked on every call); every
// tenth call of a stateless client names a tool that needs a scope its key lacks, a refusal the gateway audits: after
// the soak the audit records of each tenant are counted against the refusals the clients were answered.
// Writes OUT.csv (second, client, era, ok, failed, first failure), OUT-faults.csv, OUT.svg (the timeline) and prints a
// table per fault. For a Redis master killed or paused, the table also names how many sessions lived on its slots
// when it struck, and the worst second of the session-era clients whose sessions live elsewhere: each of those should
// be served every second. Exit status 0 when no session was lost and no audit record is missing.
import java.io.InputStream;
import java.io.OutputStream;
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
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class ChaosSoak {

    static final String STATELESS = "2026-07-28";
    static final String SESSION = "2025-11-25";
    static final Pattern CODE = Pattern.compile("\"code\"\\s*:\\s*(-?\\d+)");
    static final Pattern MESSAGE = Pattern.compile("\"message\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    static final Pattern TASK_ID = Pattern.compile("\"taskId\"\\s*:\\s*\"([^\"]+)\"");
    static final Pattern TEXT = Pattern.compile("\"text\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    static final Pattern KEY = Pattern.compile("\"key\"\\s*:\\s*\"([^\"]+)\"");

    static final Map<String, String> options = new HashMap<>();
    static final long t0 = System.nanoTime();
    static final AtomicBoolean running = new AtomicBoolean(true);
    static final HttpClient probe = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    /** One call's outcome: the second it ended in (since the start), its client, and what it was. */
    record Outcome(int second, int client, boolean ok, String kind) {
    }

    /**
     * A fault as it happened: when it started, when it was over (the process back), what and where, and for a Redis
     * master's fault the session-era clients whose session lived on that master's slots when it struck.
     */
    record Fault(int second, int endSecond, String kind, String detail, Set<Integer> sessionsOnIt) {
    }

    static final ConcurrentLinkedQueue<Outcome> outcomes = new ConcurrentLinkedQueue<>();
    static final List<Fault> faults = new ArrayList<>();
    static final List<Client> soakClients = new ArrayList<>();
    static final AtomicLong sessionsLost = new AtomicLong();
    static final Map<String, AtomicLong> denialsAnswered = new ConcurrentHashMap<>();

    static int second() {
        return (int) ((System.nanoTime() - t0) / 1_000_000_000L);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Clients

    /** One client: its own connections, its tenant's key and, for the session era and tasks, its own session. */
    static final class Client implements Runnable {
        final int index;
        final String era; // "session", "2026" or "task"
        final String tenant;
        final String key;
        final String url;
        final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        volatile String session;
        long id;

        Client(int index, String era, String tenant, String key, String url) {
            this.index = index;
            this.era = era;
            this.tenant = tenant;
            this.key = key;
            this.url = url;
        }

        @Override
        public void run() {
            while (running.get()) {
                String kind;
                try {
                    kind = once();
                } catch (Exception e) {
                    kind = "connection: " + e.getClass().getSimpleName();
                }
                boolean ok = kind.equals("ok");
                if (!kind.equals("denied")) {
                    outcomes.add(new Outcome(second(), index, ok, kind));
                }
                if (!ok && !kind.equals("denied")) {
                    sleep(100);
                }
            }
        }

        String once() throws Exception {
            if (session == null && !era.equals("2026")) {
                String failure = initialize();
                if (failure != null) {
                    return failure;
                }
            }
            id++;
            if (era.equals("2026") && id % 10 == 0) {
                HttpResponse<String> denied = send(call("summarizeText", "{\"text\":\"denied\"}", false));
                if (denied.statusCode() == 403) {
                    denialsAnswered.computeIfAbsent(tenant, t -> new AtomicLong()).incrementAndGet();
                    return "denied";
                }
                return classify(denied);
            }
            if (era.equals("task")) {
                HttpResponse<String> created = send(call("extractEntities",
                        "{\"text\":\"Ada Lovelace met Charles Babbage in London on " + id + " June.\"}", true));
                Matcher task = TASK_ID.matcher(created.body());
                if (created.statusCode() != 200 || !task.find()) {
                    return classify(created);
                }
                return classify(send(request("tasks/result", null, "{\"taskId\":\"" + task.group(1) + "\"}")));
            }
            return classify(send(call("analyzeText", "{\"text\":\"Switchboard soak call " + id + " of client " + index
                    + ". It keeps going.\"}", false)));
        }

        HttpResponse<String> send(HttpRequest request) throws Exception {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (!era.equals("2026") && response.statusCode() == 404) {
                // The gateway no longer knows the session: the client must initialize again.
                sessionsLost.incrementAndGet();
                session = null;
            }
            return response;
        }

        String initialize() throws Exception {
            HttpResponse<String> init = http.send(request("initialize", null, "{\"protocolVersion\":\"" + SESSION
                    + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"chaos-soak\",\"version\":\"1\"}}"),
                    HttpResponse.BodyHandlers.ofString());
            String id = init.headers().firstValue("mcp-session-id").orElse(null);
            if (id == null) {
                return classify(init);
            }
            session = id;
            http.send(builder("notifications/initialized", null).POST(HttpRequest.BodyPublishers
                    .ofString("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")).build(),
                    HttpResponse.BodyHandlers.discarding());
            return null;
        }

        HttpRequest call(String tool, String arguments, boolean task) {
            return request("tools/call", tool, "{\"name\":\"" + tool + "\",\"arguments\":" + arguments
                    + (task ? ",\"task\":{\"ttl\":60000}" : "") + "}");
        }

        HttpRequest request(String method, String name, String params) {
            String withMeta = era.equals("2026")
                    ? params.substring(0, params.length() - 1) + ",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\""
                            + STATELESS + "\",\"io.modelcontextprotocol/clientCapabilities\":{}}}"
                    : params;
            return builder(method, name).POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":" + id
                    + ",\"method\":\"" + method + "\",\"params\":" + withMeta + "}")).build();
        }

        HttpRequest.Builder builder(String method, String name) {
            HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                    .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                    .header("Authorization", "Bearer " + key);
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
    }

    static String classify(HttpResponse<String> response) {
        String body = response.body() == null ? "" : response.body();
        int status = response.statusCode();
        if (status == 200) {
            if (body.contains("\"isError\":true")) {
                return "isError: " + group(TEXT, body);
            }
            if (body.contains("\"result\"") && !body.contains("\"error\":{")) {
                return "ok";
            }
            return "JSON-RPC " + group(CODE, body) + " " + group(MESSAGE, body);
        }
        String message = body.contains("\"message\"") ? group(MESSAGE, body) : "";
        return "HTTP " + status + (response.headers().firstValue("Retry-After").isPresent() ? " [Retry-After]" : "")
                + " " + message;
    }

    static String group(Pattern pattern, String body) {
        Matcher matcher = pattern.matcher(body);
        if (!matcher.find()) {
            return "?";
        }
        String text = matcher.group(1).replaceAll("[0-9a-fA-F-]{16,}", "…").replaceAll("\\d+", "N");
        return text.length() > 90 ? text.substring(0, 90) + "…" : text;
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

    /** A Redis Cluster node as it runs now (Redis rewrites its own command line): its binary and configuration. */
    static Launch clusterNodeLaunchOf(long pid, int port) throws Exception {
        List<String> title = split(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")));
        String binary = title.isEmpty() ? "" : title.get(0).split(" ")[0];
        if (!Files.isExecutable(Path.of(binary))) {
            binary = Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "exe")).toString();
        }
        List<String> command = new ArrayList<>(List.of(binary, "--port", Integer.toString(port), "--daemonize", "no"));
        for (String name : List.of("bind", "dir", "cluster-enabled", "cluster-config-file", "cluster-node-timeout",
                "cluster-require-full-coverage", "save", "appendonly", "appendfsync", "maxmemory-policy")) {
            command.add("--" + name);
            command.add(redisConfig(port, name));
        }
        return new Launch(command, System.getenv(), Path.of("/proc", Long.toString(pid), "cwd").toRealPath());
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
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logs.resolve("chaos-soak-" + label + ".log").toFile()));
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

    static long rssMegabytes(long pid) throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", "")) / 1024;
            }
        }
        return -1;
    }

    static boolean ready(int managementPort) {
        try {
            return probe.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/q/health/ready"))
                    .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (Exception e) {
            return false;
        }
    }

    static boolean waitFor(Duration timeout, java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (condition.getAsBoolean()) {
                return true;
            }
            sleep(100);
        }
        return condition.getAsBoolean();
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One command to a Redis on this machine (RESP): a bulk, simple or integer reply as text, an array as a list. */
    static Object command(int port, String... command) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(3000);
            StringBuilder out = new StringBuilder("*" + command.length + "\r\n");
            for (String part : command) {
                out.append('$').append(part.getBytes(StandardCharsets.UTF_8).length).append("\r\n").append(part)
                        .append("\r\n");
            }
            OutputStream os = socket.getOutputStream();
            os.write(out.toString().getBytes(StandardCharsets.UTF_8));
            os.flush();
            return reply(new java.io.BufferedInputStream(socket.getInputStream()));
        }
    }

    static Object reply(InputStream in) throws Exception {
        String header = line(in);
        return switch (header.charAt(0)) {
            case '$' -> {
                int length = Integer.parseInt(header.substring(1));
                if (length < 0) {
                    yield null;
                }
                byte[] body = in.readNBytes(length + 2);
                yield new String(body, 0, length, StandardCharsets.UTF_8);
            }
            case '*' -> {
                int count = Integer.parseInt(header.substring(1));
                List<Object> items = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    items.add(reply(in));
                }
                yield items;
            }
            default -> header.substring(1);
        };
    }

    static String redis(int port, String... command) throws Exception {
        return String.valueOf(command(port, command));
    }

    static String redisConfig(int port, String name) throws Exception {
        return ((List<?>) command(port, "CONFIG", "GET", name)).get(1).toString();
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

    /** port → role ("master"/"slave") of the cluster's nodes that are not failed, as a live node sees them. */
    static Map<Integer, String> clusterRoles() {
        for (int port = redisPort; port < redisPort + 6; port++) {
            try {
                Map<Integer, String> roles = new TreeMap<>();
                for (String line : redis(port, "CLUSTER", "NODES").split("\n")) {
                    String[] fields = line.trim().split(" ");
                    if (fields.length > 7 && !fields[2].contains("fail")) {
                        roles.put(Integer.parseInt(fields[1].replaceAll("^.*:(\\d+)@.*$", "$1")),
                                fields[2].contains("master") ? "master" : "slave");
                    }
                }
                return roles;
            } catch (Exception e) {
                // that node is down: ask the next one
            }
        }
        return Map.of();
    }

    static boolean clusterWhole() {
        Map<Integer, String> roles = clusterRoles();
        if (roles.values().stream().filter("master"::equals).count() != 3) {
            return false;
        }
        for (int port : roles.keySet()) {
            try {
                if (!redis(port, "CLUSTER", "INFO").contains("cluster_state:ok")) {
                    return false;
                }
            } catch (Exception e) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Faults

    static String url;
    static Path state;
    static int replicaBase;
    static int replicas;
    static int managementOffset;
    static int redisPort;
    static int faultsRun;

    static long replicaPid(int i) throws Exception {
        return Long.parseLong(Files.readString(state.resolve("gateway-" + i + ".pid")).trim());
    }

    static void restartReplica(int i, Launch launch) throws Exception {
        long pid = start(launch, "gateway-" + i);
        Files.writeString(state.resolve("gateway-" + i + ".pid"), pid + "\n");
        waitFor(Duration.ofSeconds(300), () -> ready(replicaBase + i + managementOffset));
    }

    static Fault fault(String kind) throws Exception {
        int at = second();
        // The last replica is never touched: its memory over the soak is reported.
        int replica = 1 + faultsRun % Math.max(1, replicas - 1);
        switch (kind) {
            case "replica-kill" -> {
                long pid = replicaPid(replica);
                Launch launch = launchOf(pid);
                signal(pid, "KILL");
                restartReplica(replica, launch);
                return new Fault(at, second(), kind, "gateway-" + replica, Set.of());
            }
            case "replica-term" -> {
                long pid = replicaPid(replica);
                Launch launch = launchOf(pid);
                signal(pid, "TERM");
                waitFor(Duration.ofSeconds(60), () -> !alive(pid));
                restartReplica(replica, launch);
                return new Fault(at, second(), kind, "gateway-" + replica, Set.of());
            }
            case "master-kill", "shard-pause", "redis-replica-kill" -> {
                String role = kind.equals("redis-replica-kill") ? "slave" : "master";
                List<Integer> nodes = clusterRoles().entrySet().stream().filter(e -> e.getValue().equals(role))
                        .map(Map.Entry::getKey).toList();
                int port = nodes.get(faultsRun % nodes.size());
                long pid = pidOn(port);
                Set<Integer> sessionsOnIt = role.equals("master") ? sessionsOn(port) : Set.of();
                if (kind.equals("shard-pause")) {
                    int seconds = Integer.parseInt(options.getOrDefault("pause-seconds", "3"));
                    signal(pid, "STOP");
                    sleep(seconds * 1000L);
                    signal(pid, "CONT");
                    waitFor(Duration.ofSeconds(60), ChaosSoak::clusterWhole);
                    return new Fault(at, second(), kind, "redis " + port + " paused " + seconds + " s", sessionsOnIt);
                }
                Launch launch = clusterNodeLaunchOf(pid, port);
                signal(pid, "KILL");
                if (kind.equals("master-kill")) {
                    // A replica takes over once the cluster marks the master failed; the node comes back as a replica.
                    waitFor(Duration.ofSeconds(90), () -> !clusterRoles().containsKey(port) && clusterWhole());
                } else {
                    sleep(10_000);
                }
                int over = second();
                start(launch, "redis-" + port);
                waitFor(Duration.ofSeconds(90), () -> clusterRoles().containsKey(port) && clusterWhole());
                return new Fault(at, over, kind, "redis " + port, sessionsOnIt);
            }
            default -> throw new IllegalArgumentException("no fault " + kind);
        }
    }

    /** The session-era clients whose session key (sb:{sess:ID}) is in a slot the master on this port serves. */
    static Set<Integer> sessionsOn(int port) throws Exception {
        List<int[]> ranges = new ArrayList<>();
        for (String line : redis(port, "CLUSTER", "NODES").split("\n")) {
            String[] fields = line.trim().split(" ");
            if (fields.length > 8 && fields[2].contains("myself")) {
                for (int i = 8; i < fields.length; i++) {
                    if (!fields[i].startsWith("[")) { // a slot being migrated or imported: not served here yet
                        String[] bounds = fields[i].split("-");
                        ranges.add(new int[] {Integer.parseInt(bounds[0]), Integer.parseInt(bounds[bounds.length - 1])});
                    }
                }
            }
        }
        Set<Integer> on = new TreeSet<>();
        for (Client client : soakClients) {
            String session = client.session;
            if (client.era.equals("session") && session != null) {
                int slot = Integer.parseInt(redis(port, "CLUSTER", "KEYSLOT", "sb:{sess:" + session + "}"));
                if (ranges.stream().anyMatch(range -> slot >= range[0] && slot <= range[1])) {
                    on.add(client.index);
                }
            }
        }
        return on;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Set-up through the admin API

    static String admin(String method, String path, String body) throws Exception {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url.replace("/mcp", "/admin/v1") + path))
                .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + options.get("admin-key"))
                .header("Content-Type", "application/json");
        builder.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> response = probe.send(builder.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(method + " " + path + ": " + response.statusCode() + " " + response.body());
        }
        return response.body();
    }

    /** The tenant's audit records of denials, read from the master that holds its trail (every node is asked). */
    static long auditDenials(String tenant) throws Exception {
        for (int port = redisPort; port < redisPort + 6; port++) {
            try {
                if (command(port, "XRANGE", "sb:{audit:" + tenant + "}", "-", "+") instanceof List<?> entries) {
                    return entries.stream().filter(entry -> entry.toString().contains("policy.denied")).count();
                }
            } catch (Exception e) {
                // down, or not the node of that slot (MOVED): the next one
            }
        }
        throw new IllegalStateException("no node holds the audit trail of " + tenant);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Results

    /** Per client and second: calls that succeeded and failed, and the first failure's kind. */
    static final class Cell {
        int ok;
        int failed;
        String failure = "";
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        if (options.containsKey("render")) {
            render(options.get("render"));
            return;
        }
        url = options.get("url");
        state = Path.of(options.getOrDefault("state", "deploy/local/.run"));
        replicaBase = Integer.parseInt(options.get("replica-base"));
        replicas = Integer.parseInt(options.getOrDefault("replicas", "3"));
        managementOffset = Integer.parseInt(options.getOrDefault("management-offset", "500"));
        redisPort = Integer.parseInt(options.get("redis-port"));
        int minutes = Integer.parseInt(options.getOrDefault("minutes", "30"));
        int faultEvery = Integer.parseInt(options.getOrDefault("fault-every", "60"));
        List<String> faultKinds = List.of(options.getOrDefault("faults",
                "replica-kill,replica-term,master-kill,redis-replica-kill,shard-pause").split(","));
        int sessionClients = Integer.parseInt(options.getOrDefault("session-clients", "8"));
        int statelessClients = Integer.parseInt(options.getOrDefault("stateless-clients", "8"));
        int taskClients = Integer.parseInt(options.getOrDefault("task-clients", "2"));
        int tenants = Integer.parseInt(options.getOrDefault("tenants", "3"));
        String out = options.getOrDefault("out", "target/bench/chaos-soak");
        logs = Path.of(out).toAbsolutePath().getParent();
        Files.createDirectories(logs);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            synchronized (started) {
                started.forEach(Process::destroy);
            }
        }));

        // Tenants with quotas (checked on every call) and one denied tool (audited on every denial), a key per client.
        List<String> tenantNames = new ArrayList<>();
        Map<String, List<String>> keys = new LinkedHashMap<>();
        for (int t = 0; t < tenants; t++) {
            String tenant = "soak-" + t;
            tenantNames.add(tenant);
            admin("PUT", "/tenants/" + tenant, "{\"displayName\":\"chaos soak " + t + "\",\"scopes\":{\"summarizeText\":"
                    + "[\"soak:never-granted\"]},\"quotas\":{\"requestsPerMinute\":1000000,\"concurrentCalls\":1000}}");
        }
        List<Client> clients = new ArrayList<>();
        int total = sessionClients + statelessClients + taskClients;
        for (int i = 0; i < total; i++) {
            String era = i < sessionClients ? "session" : i < sessionClients + statelessClients ? "2026" : "task";
            String tenant = tenantNames.get(i % tenants);
            Matcher key = KEY.matcher(admin("POST", "/tenants/" + tenant + "/api-keys",
                    "{\"subject\":\"soak-client-" + i + "\",\"scopes\":[\"tools:call\"]}"));
            key.find();
            keys.computeIfAbsent(tenant, t -> new ArrayList<>()).add(key.group(1));
            clients.add(new Client(i, era, tenant, key.group(1), url));
        }
        Map<String, Long> deniedBefore = new HashMap<>();
        for (String tenant : tenantNames) {
            deniedBefore.put(tenant, auditDenials(tenant));
        }
        long untouched = replicaPid(replicas);
        long rssBefore = rssMegabytes(untouched);
        soakClients.addAll(clients);
        List<Thread> threads = new ArrayList<>();
        for (Client client : clients) {
            threads.add(Thread.ofPlatform().name("client-" + client.index).start(client));
        }

        long end = System.nanoTime() + Duration.ofMinutes(minutes).toNanos();
        long nextFault = System.nanoTime() + Duration.ofSeconds(faultEvery / 2).toNanos();
        while (System.nanoTime() < end) {
            if (System.nanoTime() >= nextFault && System.nanoTime() + Duration.ofSeconds(20).toNanos() < end) {
                String kind = faultKinds.get(faultsRun % faultKinds.size());
                System.out.printf("[soak] %4d s  %s%n", second(), kind);
                Fault fault = fault(kind);
                faults.add(fault);
                faultsRun++;
                System.out.printf("[soak] %4d s  %s on %s over%n", second(), kind, fault.detail());
                nextFault += Duration.ofSeconds(faultEvery).toNanos();
            }
            sleep(200);
        }
        running.set(false);
        for (Thread thread : threads) {
            thread.join(Duration.ofSeconds(40));
        }
        int seconds = second();

        // Audit: every denial a client was answered must be in its tenant's trail (written now or after the outage).
        List<String> missing = new ArrayList<>();
        waitFor(Duration.ofSeconds(30), () -> {
            missing.clear();
            for (String tenant : tenantNames) {
                try {
                    long recorded = auditDenials(tenant) - deniedBefore.get(tenant);
                    long answered = denialsAnswered.getOrDefault(tenant, new AtomicLong()).get();
                    if (recorded < answered) {
                        missing.add(tenant + ": " + (answered - recorded) + " of " + answered);
                    }
                } catch (Exception e) {
                    missing.add(tenant + ": " + e.getMessage());
                }
            }
            return missing.isEmpty();
        });
        long denials = denialsAnswered.values().stream().mapToLong(AtomicLong::get).sum();

        // Per client and second.
        Cell[][] cells = new Cell[total][seconds + 1];
        for (Outcome outcome : outcomes) {
            if (outcome.second() > seconds) {
                continue;
            }
            Cell cell = cells[outcome.client()][outcome.second()];
            if (cell == null) {
                cell = cells[outcome.client()][outcome.second()] = new Cell();
            }
            if (outcome.ok()) {
                cell.ok++;
            } else {
                cell.failed++;
                if (cell.failure.isEmpty()) {
                    cell.failure = outcome.kind();
                }
            }
        }
        StringBuilder csv = new StringBuilder("second,client,era,tenant,ok,failed,failure\n");
        for (int s = 0; s <= seconds; s++) {
            for (Client client : clients) {
                Cell cell = cells[client.index][s];
                if (cell != null) {
                    csv.append(s).append(',').append(client.index).append(',').append(client.era).append(',')
                            .append(client.tenant).append(',').append(cell.ok).append(',').append(cell.failed).append(',')
                            .append('"').append(cell.failure.replace("\"", "'")).append("\"\n");
                }
            }
        }
        Files.writeString(Path.of(out + ".csv"), csv);
        StringBuilder faultCsv = new StringBuilder("second,end,fault,detail\n");
        faults.forEach(f -> faultCsv.append(f.second()).append(',').append(f.endSecond()).append(',').append(f.kind())
                .append(',').append(f.detail()).append('\n'));
        Files.writeString(Path.of(out + "-faults.csv"), faultCsv);
        Files.writeString(Path.of(out + ".svg"), svg(clients, cells, seconds));

        // Per fault: from its start until every client was served again (at most 60 s).
        Map<String, Long> failureKinds = new TreeMap<>();
        outcomes.stream().filter(o -> !o.ok()).forEach(o -> failureKinds.merge(o.kind(), 1L, Long::sum));
        System.out.printf("%n%d s, %d clients (%d session-era, %d stateless, %d task), %d calls, %d failed, %d sessions "
                + "lost, %d refusals answered (each must be audited)%n", seconds, total, sessionClients,
                statelessClients, taskClients, outcomes.size(), outcomes.stream().filter(o -> !o.ok()).count(),
                sessionsLost.get(), denials);
        System.out.printf("%n| fault | at s | failed calls | s with failures | s with none served | worst s: "
                + "session-era served | worst s: session-era on other shards served | worst s: stateless served | "
                + "worst s: tasks served |%n|---|---|---|---|---|---|---|---|---|%n");
        for (int f = 0; f < faults.size(); f++) {
            Fault fault = faults.get(f);
            int from = fault.second();
            int over = Math.max(fault.endSecond(), from);
            // Failures count until the next fault (at most 30 s after this one is over); the worst second is taken
            // over the fault's own seconds, until its process is back (for a master: until its replica took over).
            int next = f + 1 < faults.size() ? faults.get(f + 1).second() - 1 : seconds;
            int to = Math.min(Math.min(seconds, next), over + 30);
            long failed = outcomes.stream().filter(o -> !o.ok() && o.second() >= from && o.second() <= to).count();
            int withFailures = 0;
            int noneServed = 0;
            double worstSession = 1;
            double worstElsewhere = 1;
            double worstStateless = 1;
            double worstTask = 1;
            for (int s = from; s <= to; s++) {
                boolean anyFailure = false;
                for (Client client : clients) {
                    Cell cell = cells[client.index][s];
                    anyFailure |= cell != null && cell.failed > 0;
                }
                if (anyFailure) {
                    withFailures++;
                }
            }
            for (int s = from; s <= Math.min(over, to); s++) {
                int served = 0;
                int[] servedBy = new int[3];
                int[] of = new int[3];
                int elsewhere = 0;
                int elsewhereServed = 0;
                for (Client client : clients) {
                    Cell cell = cells[client.index][s];
                    int era = client.era.equals("session") ? 0 : client.era.equals("2026") ? 1 : 2;
                    of[era]++;
                    boolean ok = cell != null && cell.ok > 0;
                    if (ok) {
                        served++;
                        servedBy[era]++;
                    }
                    if (era == 0 && !fault.sessionsOnIt().contains(client.index)) {
                        elsewhere++;
                        elsewhereServed += ok ? 1 : 0;
                    }
                }
                if (served == 0) {
                    noneServed++;
                }
                worstSession = Math.min(worstSession, of[0] == 0 ? 1 : servedBy[0] / (double) of[0]);
                worstElsewhere = Math.min(worstElsewhere, elsewhere == 0 ? 1 : elsewhereServed / (double) elsewhere);
                worstStateless = Math.min(worstStateless, of[1] == 0 ? 1 : servedBy[1] / (double) of[1]);
                worstTask = Math.min(worstTask, of[2] == 0 ? 1 : servedBy[2] / (double) of[2]);
            }
            String on = fault.kind().equals("master-kill") || fault.kind().equals("shard-pause")
                    ? ", " + fault.sessionsOnIt().size() + " of " + sessionClients + " sessions on it" : "";
            System.out.printf(Locale.ROOT, "| %s (%s%s) | %d | %d | %d | %d | %.0f %% | %.0f %% | %.0f %% | %.0f %% |%n",
                    fault.kind(), fault.detail(), on, from, failed, withFailures, noneServed, worstSession * 100,
                    worstElsewhere * 100, worstStateless * 100, worstTask * 100);
        }
        System.out.println("\nfailures by kind:");
        failureKinds.forEach((kind, count) -> System.out.printf("%7d  %s%n", count, kind));
        System.out.printf("the never-killed replica gateway-%d: RSS %d MB at the start, %d MB at the end%n", replicas,
                rssBefore, rssMegabytes(untouched));
        System.out.println(missing.isEmpty() ? "audit: every denial recorded" : "audit records missing: " + missing);
        System.out.println("timeline: " + out + ".svg, " + out + ".csv, " + out + "-faults.csv");
        System.exit(sessionsLost.get() == 0 && missing.isEmpty() ? 0 : 1);
    }

    /** Draws the timeline again from a soak's CSV files ({@code --render OUT}: OUT.csv, OUT-faults.csv to OUT.svg). */
    static void render(String out) throws Exception {
        List<String> rows = Files.readAllLines(Path.of(out + ".csv"));
        int seconds = 0;
        Map<Integer, String> eras = new TreeMap<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] fields = row.split(",", 7);
            seconds = Math.max(seconds, Integer.parseInt(fields[0]));
            eras.put(Integer.parseInt(fields[1]), fields[2]);
        }
        List<Client> clients = new ArrayList<>();
        eras.forEach((index, era) -> clients.add(new Client(index, era, "", "", "")));
        Cell[][] cells = new Cell[clients.size()][seconds + 1];
        for (String row : rows.subList(1, rows.size())) {
            String[] fields = row.split(",", 7);
            Cell cell = new Cell();
            cell.ok = Integer.parseInt(fields[4]);
            cell.failed = Integer.parseInt(fields[5]);
            cells[Integer.parseInt(fields[1])][Integer.parseInt(fields[0])] = cell;
        }
        List<String> faultRows = Files.readAllLines(Path.of(out + "-faults.csv"));
        for (String row : faultRows.subList(1, faultRows.size())) {
            String[] fields = row.split(",", 4);
            faults.add(new Fault(Integer.parseInt(fields[0]), Integer.parseInt(fields[1]), fields[2], fields[3], Set.of()));
        }
        Files.writeString(Path.of(out + ".svg"), svg(clients, cells, seconds));
    }

    /**
     * The timeline: a row per client (grouped by era), a column per second; green where a call succeeded that second,
     * red where calls only failed, white where none ended; each fault a band across the rows, labelled above.
     */
    static String svg(List<Client> clients, Cell[][] cells, int seconds) {
        double cell = Math.max(0.5, Math.min(6, 1200.0 / (seconds + 1)));
        int row = 9;
        int left = 90;
        int top = 40;
        double width = left + cell * (seconds + 1) + 10;
        int height = top + row * clients.size() + 40;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%d\" "
                + "font-family=\"sans-serif\" font-size=\"9\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n",
                width, height));
        svg.append(String.format("<text x=\"4\" y=\"12\" font-size=\"11\">%s</text>%n",
                options.getOrDefault("title", "Chaos soak: each client's calls per second").replace("&", "&amp;")
                        .replace("<", "&lt;")));
        for (Fault fault : faults) {
            double x = left + fault.second() * cell;
            double w = Math.max(cell, (fault.endSecond() - fault.second() + 1) * cell);
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#fde68a\" "
                    + "opacity=\"0.5\"/>%n", x, top - 4, w, row * clients.size() + 8));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" transform=\"rotate(-30 %.1f %d)\">%s</text>%n",
                    x, top - 6, x, top - 6, fault.kind()));
        }
        for (int c = 0; c < clients.size(); c++) {
            Client client = clients.get(c);
            int y = top + c * row;
            svg.append(String.format("<text x=\"4\" y=\"%d\">%s %d</text>%n", y + row - 2,
                    client.era.equals("2026") ? "2026-07-28" : client.era.equals("task") ? "task" : "session", c));
            // One rectangle per run of seconds of one colour, so a long soak stays a small file.
            int runStart = 0;
            String runFill = null;
            for (int s = 0; s <= seconds + 1; s++) {
                Cell at = s > seconds ? null : cells[client.index][s];
                String fill = at == null ? null : at.ok > 0 ? (at.failed > 0 ? "#86efac" : "#16a34a") : "#dc2626";
                if (s > seconds || !java.util.Objects.equals(fill, runFill)) {
                    if (runFill != null) {
                        svg.append(String.format(Locale.ROOT, "<rect x=\"%.2f\" y=\"%d\" width=\"%.2f\" "
                                + "height=\"%d\" fill=\"%s\"/>%n", left + runStart * cell, y, (s - runStart) * cell,
                                row - 1, runFill));
                    }
                    runStart = s;
                    runFill = fill;
                }
            }
        }
        int axis = top + row * clients.size() + 12;
        for (int s = 0; s <= seconds; s += seconds > 600 ? 300 : 60) {
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\">%d s</text>%n", left + s * cell, axis, s));
        }
        svg.append(String.format("<text x=\"4\" y=\"%d\">green: served; light green: served and failed; red: only "
                + "failed; white: no call ended; yellow: a fault until its process is back</text>%n", axis + 14));
        svg.append("</svg>\n");
        return svg.toString();
    }
}
