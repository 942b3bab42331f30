package dev.switchboard.contract.kit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.sessionstore.WarmupEnd;
import io.quarkus.runtime.ShutdownEvent;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;

/**
 * The service's warm-up before it registers ({@code switchboard.service.warmup.*}). A fresh JVM runs a tool's code
 * interpreted until its JIT has compiled it, which on a small CPU share takes tens of seconds of calls; the gateway
 * would send such a replica its share of calls at once. So the tools that give {@link ServiceTool#warmupArguments}
 * are called over the service's own internal route, from {@code concurrency} loopback clients, until the compilers go
 * quiet: the HTTP server, the request's parsing, schema validation, the tool and the response's writing are all
 * compiled by then (called in process, the tools were warm and the HTTP path stayed cold: a fresh replica served a
 * third of its steady rate in its first seconds). Only then does {@link RegistrationHeartbeat} register the service,
 * and readiness follows the registration. A service whose tools give no warm-up arguments registers at once.
 * <p>
 * The calls carry a secret made at start and dropped at the end instead of the gateway's token; the
 * {@link InternalCallGuard} admits it only while the warm-up runs and only from this host. Each call starts on an
 * event-loop context of its loop's own: from a bare virtual thread, a Vert.x client on a loop that also carries
 * handler threads lost about one response body in ten thousand (the gateway's warm-up found it).
 */
@ApplicationScoped
public class ServiceWarmup {

    /** The request header that carries the warm-up's secret. */
    static final String HEADER = "Switchboard-Warmup";
    private static final Logger LOG = Logger.getLogger(ServiceWarmup.class);
    private static final long CALL_TIMEOUT_MILLIS = 5_000;

    private final ServiceKitConfig.Warmup config;
    private final ServiceOfferings offerings;
    private final ObjectMapper json;
    private final Vertx vertx;
    private final String bindHost;
    private volatile byte[] secret;
    private final AtomicLong rounds = new AtomicLong();
    private final AtomicLong answered = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private volatile boolean started;
    private volatile boolean done;
    private volatile boolean stopping;
    /** A service shutting down during its warm-up must not register when the warm-up ends. */
    private volatile boolean shutDown;
    private volatile String lastFailure = "none";

    ServiceWarmup(ServiceKitConfig config, ServiceOfferings offerings, ObjectMapper json, Vertx vertx,
            @ConfigProperty(name = "quarkus.http.host", defaultValue = "0.0.0.0") String bindHost) {
        this.config = config.warmup();
        this.offerings = offerings;
        this.json = json;
        this.vertx = vertx;
        this.bindHost = bindHost;
        this.done = !this.config.enabled();
    }

    /** Whether the warm-up is over (or off): the service may register. */
    public boolean done() {
        return done;
    }

    /**
     * Whether {@code request} is a call of the warm-up under way: it carries the secret, and it comes from this host
     * (loopback, or the address the server was reached on).
     */
    boolean admits(HttpServerRequest request) {
        byte[] expected = secret;
        String presented = request.getHeader(HEADER);
        if (expected == null || presented == null || done
                || !MessageDigest.isEqual(expected, presented.getBytes(StandardCharsets.US_ASCII))) {
            return false;
        }
        var remote = request.remoteAddress();
        var local = request.localAddress();
        return remote != null && remote.hostAddress() != null && (remote.hostAddress().startsWith("127.")
                || remote.hostAddress().equals("::1") || remote.hostAddress().equals("0:0:0:0:0:0:0:1")
                || local != null && remote.hostAddress().equals(local.hostAddress()));
    }

    /**
     * Starts the warm-up once, calling the HTTP server on {@code port}; {@code then} runs when it is over (at once when
     * there is nothing to warm up).
     */
    synchronized void start(int port, Runnable then) {
        if (started || done) {
            if (done) {
                then.run();
            }
            return;
        }
        started = true;
        if (port <= 0) {
            LOG.warnf("Warm-up skipped: the HTTP port is not known (%d)", port);
            done = true;
            then.run();
            return;
        }
        List<ServiceTool> tools = offerings.manifest().tools().stream().map(ToolDescriptor::name)
                .map(offerings::tool).flatMap(Optional::stream)
                .filter(tool -> tool.warmupArguments(0).isPresent()).toList();
        if (tools.isEmpty()) {
            done = true;
            then.run();
            return;
        }
        byte[] made = new byte[32];
        new SecureRandom().nextBytes(made);
        secret = Base64.getUrlEncoder().withoutPadding().encodeToString(made).getBytes(StandardCharsets.US_ASCII);
        String host = switch (bindHost) {
            case "0.0.0.0", "::", "[::]" -> "127.0.0.1";
            default -> bindHost;
        };
        String base = "http://" + (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":" + port
                + InternalPaths.TOOLS;
        Thread.ofPlatform().name("switchboard-warmup").daemon().start(() -> {
            run(tools, base);
            if (!shutDown) {
                then.run();
            }
        });
    }

    void onStop(@Observes ShutdownEvent event) {
        shutDown = true;
        stopping = true;
    }

    private void run(List<ServiceTool> tools, String base) {
        WarmupEnd end = new WarmupEnd(config.minDuration(), config.maxDuration(), config.quietCompileShare());
        int concurrency = Math.max(1, config.concurrency());
        HttpClient http = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true).setTcpNoDelay(true)
                .setConnectTimeout(2_000), new PoolOptions().setHttp1MaxSize(concurrency));
        List<Thread> loops = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            loops.add(Thread.ofVirtual().name("switchboard-warmup-", i).start(() -> loop(tools, http, base)));
        }
        String why = "stopped";
        try {
            while (!stopping) {
                Thread.sleep(1000);
                String over = end.check(answered.get(), failed.get());
                if (over != null) {
                    why = over;
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            why = "interrupted";
        }
        stopping = true;
        for (Thread loop : loops) {
            try {
                loop.join(CALL_TIMEOUT_MILLIS * 2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        secret = null;
        done = true;
        http.close();
        String outcome = String.format("%d calls of %d tool(s), %d failed, in %.1f s: %s%s", answered.get(),
                tools.size(), failed.get(), end.elapsed().toMillis() / 1e3, why,
                failed.get() == 0 ? "" : " (the last failure: " + lastFailure + ")");
        if (answered.get() == 0) {
            LOG.warnf("Warm-up ended without a call answered (%s); registering regardless", outcome);
        } else {
            LOG.infof("Warm-up done: %s", outcome);
        }
    }

    private void loop(List<ServiceTool> tools, HttpClient http, String base) {
        Context loopContext = vertx.getOrCreateContext();
        ObjectNode context = json.valueToTree(new CallContext("warmup", "switchboard-warmup", "warmup", null, false,
                null, null, false, null));
        while (!stopping) {
            long round = rounds.getAndIncrement();
            ServiceTool tool = tools.get((int) (round % tools.size()));
            String name = tool.descriptor().name();
            try {
                Optional<ObjectNode> given = tool.warmupArguments(round);
                if (given.isEmpty()) {
                    continue;
                }
                ObjectNode body = json.createObjectNode();
                body.set("arguments", given.get());
                body.set("context", context);
                Reply reply = send(loopContext, http, base + name, json.writeValueAsBytes(body));
                if (reply.status() != 200 || reply.body().contains("\"isError\":true")) {
                    throw new IllegalStateException("HTTP " + reply.status() + ": "
                            + reply.body().substring(0, Math.min(200, reply.body().length())));
                }
                answered.incrementAndGet();
            } catch (Exception e) {
                failed.incrementAndGet();
                lastFailure = name + ": " + e;
            }
        }
    }

    private Reply send(Context loopContext, HttpClient http, String url, byte[] body) throws Exception {
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.POST).setAbsoluteURI(url)
                .putHeader("Content-Type", "application/json").putHeader("Accept", "application/json")
                .putHeader(HEADER, new String(secret, StandardCharsets.US_ASCII)).setTimeout(CALL_TIMEOUT_MILLIS);
        CompletableFuture<Reply> reply = new CompletableFuture<>();
        loopContext.runOnContext(ignored -> {
            try {
                http.request(options).compose(request -> request.send(Buffer.buffer(body)))
                        .compose(response -> response.body().map(bytes -> new Reply(response.statusCode(),
                                bytes.toString())))
                        .onSuccess(reply::complete).onFailure(reply::completeExceptionally);
            } catch (RuntimeException e) { // the client closed by a shutdown
                reply.completeExceptionally(e);
            }
        });
        return reply.get(CALL_TIMEOUT_MILLIS + 1_000, TimeUnit.MILLISECONDS);
    }

    private record Reply(int status, String body) {
    }
}
