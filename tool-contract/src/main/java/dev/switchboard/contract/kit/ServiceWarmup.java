package dev.switchboard.contract.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.schema.Violation;
import dev.switchboard.sessionstore.WarmupEnd;
import io.quarkus.runtime.ShutdownEvent;

/**
 * The service's warm-up before it registers ({@code switchboard.service.warmup.*}). A fresh JVM runs a tool's code
 * interpreted until its JIT has compiled it, which on a small CPU share takes tens of seconds of calls; the gateway
 * would send such a replica its share of calls at once. So the tools that give {@link ServiceTool#warmupArguments}
 * are called in process (schema validation, the tool, its result written as JSON) on {@code concurrency} threads
 * until the compilers go quiet; only then does {@link RegistrationHeartbeat} register the service, and readiness
 * follows the registration. A service whose tools give no warm-up arguments registers at once.
 */
@ApplicationScoped
public class ServiceWarmup {

    private static final Logger LOG = Logger.getLogger(ServiceWarmup.class);

    private final ServiceKitConfig.Warmup config;
    private final ServiceOfferings offerings;
    private final ObjectMapper json;
    private final AtomicLong rounds = new AtomicLong();
    private final AtomicLong answered = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private volatile boolean started;
    private volatile boolean done;
    private volatile boolean stopping;
    /** A service shutting down during its warm-up must not register when the warm-up ends. */
    private volatile boolean shutDown;
    private volatile String lastFailure = "none";

    ServiceWarmup(ServiceKitConfig config, ServiceOfferings offerings, ObjectMapper json) {
        this.config = config.warmup();
        this.offerings = offerings;
        this.json = json;
        this.done = !this.config.enabled();
    }

    /** Whether the warm-up is over (or off): the service may register. */
    public boolean done() {
        return done;
    }

    /** Starts the warm-up once; {@code then} runs when it is over (at once when there is nothing to warm up). */
    synchronized void start(Runnable then) {
        if (started || done) {
            if (done) {
                then.run();
            }
            return;
        }
        started = true;
        List<ServiceTool> tools = offerings.manifest().tools().stream().map(ToolDescriptor::name)
                .map(offerings::tool).flatMap(Optional::stream)
                .filter(tool -> tool.warmupArguments(0).isPresent()).toList();
        if (tools.isEmpty()) {
            done = true;
            then.run();
            return;
        }
        Thread.ofPlatform().name("switchboard-warmup").daemon().start(() -> {
            run(tools);
            if (!shutDown) {
                then.run();
            }
        });
    }

    void onStop(@Observes ShutdownEvent event) {
        shutDown = true;
        stopping = true;
    }

    private void run(List<ServiceTool> tools) {
        WarmupEnd end = new WarmupEnd(config.minDuration(), config.maxDuration(), config.quietCompileShare());
        List<Thread> loops = new ArrayList<>();
        for (int i = 0; i < Math.max(1, config.concurrency()); i++) {
            loops.add(Thread.ofVirtual().name("switchboard-warmup-", i).start(() -> loop(tools)));
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
                loop.join(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        done = true;
        String outcome = String.format("%d calls of %d tool(s), %d failed, in %.1f s: %s%s", answered.get(),
                tools.size(), failed.get(), end.elapsed().toMillis() / 1e3, why,
                failed.get() == 0 ? "" : " (the last failure: " + lastFailure + ")");
        if (answered.get() == 0) {
            LOG.warnf("Warm-up ended without a call answered (%s); registering regardless", outcome);
        } else {
            LOG.infof("Warm-up done: %s", outcome);
        }
    }

    private void loop(List<ServiceTool> tools) {
        CallContext context = new CallContext("warmup", "switchboard-warmup", "warmup", null, false, null, null, false,
                null);
        while (!stopping) {
            long round = rounds.getAndIncrement();
            ServiceTool tool = tools.get((int) (round % tools.size()));
            String name = tool.descriptor().name();
            try {
                Optional<ObjectNode> given = tool.warmupArguments(round);
                if (given.isEmpty()) {
                    continue;
                }
                ObjectNode arguments = given.get();
                List<Violation> violations = offerings.schema(name).validate(arguments);
                if (!violations.isEmpty()) {
                    throw new IllegalStateException("warm-up arguments of " + name + " break its schema: "
                            + violations);
                }
                json.writeValueAsBytes(tool.call(new ToolCall(name, arguments, context, null, null, CallEvents.NONE)));
                answered.incrementAndGet();
            } catch (RuntimeException | JsonProcessingException e) {
                failed.incrementAndGet();
                lastFailure = name + ": " + e;
            }
        }
    }
}
