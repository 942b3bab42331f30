package dev.switchboard.gateway.audit;

import java.time.Instant;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.logging.Redactor;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.sessionstore.audit.AuditStream;

/**
 * Security-relevant events (authentication failures, policy denials, quota hits, admin changes, key use), each as a
 * structured JSON log line on the {@code switchboard.audit} category and in a bounded stream per tenant that the admin
 * API reads. Details pass the redactor; the stream is written without making the request wait.
 */
@ApplicationScoped
public class AuditLog {

    /** The stream of events that cannot be tied to a tenant (a token that did not validate). */
    public static final String UNATTRIBUTED = "_unattributed";
    private static final Logger LOG = Logger.getLogger("switchboard.audit");

    private final AuditStream stream;
    private final GatewayConfig config;
    private final ObjectMapper json;

    AuditLog(AuditStream stream, GatewayConfig config, ObjectMapper json) {
        this.stream = stream;
        this.config = config;
        this.json = json;
    }

    /**
     * Drops a deleted tenant's trail from Redis, so a tenant made again under its name does not read it; its events
     * stay in the log.
     */
    public void forget(String tenant) {
        stream.delete(tenant);
    }

    /**
     * @param tenant the tenant concerned, or null when unknown
     * @param action e.g. {@code auth.failed}, {@code policy.denied}, {@code quota.exceeded}, {@code admin.tenant.put}
     * @param details what happened, as short key/value pairs (never credentials or tool arguments)
     */
    public void record(String tenant, String subject, String action, Map<String, ?> details) {
        ObjectNode event = json.createObjectNode()
                .put("at", Instant.now().toString())
                .put("tenant", tenant)
                .put("subject", subject)
                .put("action", action);
        ObjectNode fields = event.putObject("details");
        details.forEach((key, value) -> fields.set(key, Redactor.redact(key, json.valueToTree(value))));
        String line = event.toString();
        LOG.info(line);
        stream.append(tenant == null ? UNATTRIBUTED : tenant, line, config.audit().maxEvents(),
                config.audit().outageBuffer());
    }
}
