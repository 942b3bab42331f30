package dev.switchboard.gateway.admin;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.RedisCalls;
import dev.switchboard.sessionstore.StoreUnavailableException;
import dev.switchboard.sessionstore.bus.ReplicaBus;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;

/**
 * What each gateway replica reports for the admin overview: when it started, when it last reported, and the circuit of
 * every service it has called (its own {@code switchboard.circuit.state} gauges, since circuits are per replica). One
 * Redis hash, a field per replica, written off the request path every few seconds; a replica that stops cleanly
 * removes its field, and one that stopped reporting is left out and removed when read.
 */
@ApplicationScoped
public class ReplicaReports {

    static final String KEY = "sb:replicas:reports";
    /** A report older than this is a replica that is gone. */
    static final long STALE_MS = 30_000;
    /** The values of the {@code switchboard.circuit.state} gauge, by their number (as the metric documents them). */
    static final List<String> PHASES = List.of("closed", "half-open", "open");
    private static final Logger LOG = Logger.getLogger(ReplicaReports.class);

    private final RedisDataSource redis;
    private final ReplicaBus bus;
    private final MeterRegistry metrics;
    private final ObjectMapper json;
    private final Instant startedAt = Instant.now();

    ReplicaReports(RedisDataSource redis, ReplicaBus bus, MeterRegistry metrics, ObjectMapper json) {
        this.redis = redis;
        this.bus = bus;
        this.metrics = metrics;
        this.json = json;
    }

    @Scheduled(every = "5s", delayed = "1s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void report() {
        ObjectNode report = json.createObjectNode().put("id", bus.replicaId())
                .put("startedAt", startedAt.toString()).put("reportedAtMs", System.currentTimeMillis());
        ObjectNode circuits = report.putObject("circuits");
        for (Gauge gauge : metrics.find("switchboard.circuit.state").gauges()) {
            int phase = (int) gauge.value();
            if (phase >= 0 && phase < PHASES.size()) {
                circuits.put(gauge.getId().getTag("service"), PHASES.get(phase));
            }
        }
        try {
            RedisCalls.run("replica report",
                    () -> redis.hash(String.class).hset(KEY, bus.replicaId(), report.toString()));
        } catch (StoreUnavailableException e) {
            LOG.debugf("Replica report not written: %s", e.getMessage());
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        try {
            RedisCalls.run("replica report", () -> redis.hash(String.class).hdel(KEY, bus.replicaId()));
        } catch (StoreUnavailableException e) {
            LOG.debugf("Replica report left to go stale: %s", e.getMessage());
        }
    }

    /** The replicas that reported lately, oldest start first; the stale reports are removed. */
    public List<JsonNode> live() {
        Map<String, String> all = RedisCalls.call("replica reports", () -> redis.hash(String.class).hgetall(KEY));
        long now = System.currentTimeMillis();
        List<JsonNode> live = new ArrayList<>();
        List<String> stale = new ArrayList<>();
        all.forEach((replica, text) -> {
            JsonNode report = read(text);
            if (report != null && now - report.path("reportedAtMs").asLong() <= STALE_MS) {
                live.add(report);
            } else {
                stale.add(replica);
            }
        });
        if (!stale.isEmpty()) {
            RedisCalls.run("replica reports", () -> redis.hash(String.class).hdel(KEY, stale.toArray(String[]::new)));
        }
        live.sort(Comparator.comparing((JsonNode report) -> report.path("startedAt").asText())
                .thenComparing(report -> report.path("id").asText()));
        return live;
    }

    private JsonNode read(String text) {
        try {
            return json.readTree(text);
        } catch (IOException e) {
            return null;
        }
    }
}
