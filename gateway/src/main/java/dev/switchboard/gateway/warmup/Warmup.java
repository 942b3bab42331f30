package dev.switchboard.gateway.warmup;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.ObservesAsync;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.gateway.async.Waits;
import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.gateway.auth.ProcessCredentials;
import dev.switchboard.gateway.catalog.CatalogSnapshot;
import dev.switchboard.gateway.catalog.ServiceEndpoint;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.tenant.TenantDirectory;
import dev.switchboard.gateway.tenant.TenantRecord;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.tuning.TuningConfig;
import dev.switchboard.tuning.warmup.WarmupAddress;
import dev.switchboard.tuning.warmup.WarmupEnd;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.vertx.http.HttpServerStart;
import io.vertx.core.Vertx;

/**
 * The warm-up before readiness ({@code gateway.warmup.*}). A fresh JVM runs the request path interpreted, and on a
 * small CPU share its JIT needs tens of seconds of traffic to compile it; a balancer that sends a new replica its full
 * share at once gets a fraction of the throughput for that long. So once the HTTP server listens, the gateway calls
 * itself over loopback ({@link WarmupCalls}): {@code tools/call}, {@code tools/list} and sessions, through the same
 * doors, pipeline, cache and forwarding as a client's calls, to a tool it serves itself ({@link WarmupService}). It
 * stays unready (the health check {@code warm-up}) until the JIT has gone quiet or the longest warm-up has passed.
 * <p>
 * The calls are a client's like any other: they present a credential the process holds ({@link ProcessCredentials})
 * for a tenant the process holds ({@link TenantDirectory#hold}), named at random at each start so that no other
 * credential can claim it, which sees the warm-up tool alone; nothing else sees the warm-up tool. Both are released
 * when the warm-up ends. Its sessions are deleted as they end and its cached results expire within a second.
 */
@Singleton
public class Warmup {

    /** The start of the warm-up tenant's name; the rest is random. */
    public static final String TENANT_PREFIX = "switchboard-warmup-";
    static final String SERVICE = "switchboard-warmup";
    static final String TOOL = "countWords";
    /** The path under which the gateway serves the warm-up tool over its own HTTP server. */
    static final String PATH = "/_switchboard/warmup";
    private static final Logger LOG = Logger.getLogger(Warmup.class);

    enum State {
        WAITING,
        RUNNING,
        DONE
    }

    private final GatewayConfig.Warmup config;
    private final ToolCatalog catalog;
    private final ProcessCredentials credentials;
    private final TenantDirectory tenants;
    private final ObjectMapper json;
    private final Vertx vertx;
    private final String bindHost;
    private volatile State state;
    private volatile ProcessCredentials.Held credential;
    private volatile TenantDirectory.Hold tenant;
    private volatile WarmupCalls calls;
    private volatile String summary;

    Warmup(GatewayConfig config, TuningConfig tuning, ToolCatalog catalog, ProcessCredentials credentials,
            TenantDirectory tenants, ObjectMapper json, Vertx vertx,
            @ConfigProperty(name = "quarkus.http.host", defaultValue = "0.0.0.0") String bindHost) {
        this.config = config.warmup();
        this.catalog = catalog;
        this.credentials = credentials;
        this.tenants = tenants;
        this.json = json;
        this.vertx = vertx;
        this.bindHost = bindHost;
        boolean enabled = tuning.enabled() && this.config.enabled();
        this.state = enabled ? State.WAITING : State.DONE;
        this.summary = enabled ? "waiting for the HTTP server" : "disabled";
    }

    synchronized void onHttpStart(@ObservesAsync HttpServerStart start) {
        if (state != State.WAITING) {
            return;
        }
        int port = port(start.options().getPort());
        if (port <= 0) {
            finish("the HTTP port is not known (" + start.options().getPort() + ")");
            return;
        }
        String base = WarmupAddress.base(bindHost, port);
        byte[] random = new byte[16];
        new SecureRandom().nextBytes(random);
        String name = TENANT_PREFIX + HexFormat.of().formatHex(random);
        // Through h2c as calls to the kit's services go, unless this server does not answer it.
        boolean http2 = ConfigProvider.getConfig().getOptionalValue("quarkus.http.http2", Boolean.class).orElse(true);
        CatalogSnapshot tools = catalog.standalone(new ServiceEndpoint(SERVICE, base + PATH, "warmup", null, http2),
                List.of(tool()));
        tenant = tenants.hold(name, new TenantRecord("warm-up", null, null, null, null, null, null, null, null), tools);
        credential = credentials.hold(new Identity(new Principal(name, "warmup"), Set.of("tools:call"), false,
                "process", null));
        calls = new WarmupCalls(vertx, base, credential.authorization(), config.concurrency());
        state = State.RUNNING;
        summary = "running";
        Thread.ofPlatform().name("switchboard-warmup").daemon().start(this::run);
    }

    /** The port the server listens on: its options', or with a random port the one Quarkus publishes once bound. */
    private static int port(int configured) {
        if (configured > 0) {
            return configured;
        }
        String key = LaunchMode.current() == LaunchMode.TEST ? "quarkus.http.test-port" : "quarkus.http.port";
        return ConfigProvider.getConfig().getOptionalValue(key, Integer.class).orElse(0);
    }

    void onStop(@Observes ShutdownEvent event) {
        finish("stopped by shutdown");
    }

    boolean serving() {
        return state == State.RUNNING;
    }

    public boolean done() {
        return state == State.DONE;
    }

    public String summary() {
        return summary;
    }

    public long callsMade() {
        WarmupCalls current = calls;
        return current == null ? 0 : current.answered();
    }

    private void run() {
        WarmupEnd end = new WarmupEnd(config.minDuration(), config.maxDuration(), config.quietCompileShare());
        String why;
        try {
            calls.start();
            while (true) {
                Waits.sleep(Duration.ofSeconds(1));
                if (state != State.RUNNING) {
                    return;
                }
                String over = end.check(calls.answered(), calls.failed());
                if (over != null) {
                    why = over;
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            why = "interrupted";
        } catch (RuntimeException e) {
            why = "it failed: " + e;
        }
        calls.stop(); // the rounds under way end first, so the counts below include their last calls
        double seconds = end.elapsed().toMillis() / 1e3;
        finish(String.format("%d calls answered, %d failed, in %.1f s: %s%s", calls.answered(), calls.failed(),
                seconds, why, calls.failed() == 0 ? "" : " (the last failure: " + calls.lastFailure() + ")"));
    }

    private synchronized void finish(String outcome) {
        if (state == State.DONE) {
            return;
        }
        WarmupCalls current = calls;
        if (current != null) {
            current.stop(); // before the credential goes: a conversation under way still deletes its session with it
        }
        state = State.DONE;
        release();
        summary = outcome;
        if (current != null && current.answered() == 0) {
            LOG.warnf("Warm-up ended without a single call answered (%s); ready regardless, the first calls run cold",
                    outcome);
        } else {
            LOG.infof("Warm-up done: %s", outcome);
        }
    }

    private void release() {
        if (credential != null) {
            credential.close();
            credential = null;
        }
        if (tenant != null) {
            tenant.close();
            tenant = null;
        }
    }

    /** A tool with the shape of a typical text tool: a bounded string, an optional integer, a cacheable result. */
    private ToolDescriptor tool() {
        ObjectNode schema = json.createObjectNode().put("type", "object").put("additionalProperties", false);
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("text").put("type", "string").put("minLength", 1).put("maxLength", 10_000)
                .put("description", "The text to count");
        properties.putObject("top").put("type", "integer").put("minimum", 1).put("maximum", 50);
        properties.putObject("language").put("type", "string").putArray("enum").add("en").add("de").add("auto");
        schema.putArray("required").add("text");
        return ToolDescriptor.of(TOOL, "Count words", "Counts the words of a text (the gateway's warm-up).", schema,
                null).withHints(1_000L, 5_000L, true);
    }
}
