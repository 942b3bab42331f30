package dev.switchboard.accountlinks;

import java.time.Instant;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.sessionstore.audit.AuditStream;
import dev.switchboard.sessionstore.vault.LinkKey;

/**
 * What happens to users' linked accounts, in the gateway's audit shape: a JSON line on {@code switchboard.audit} and
 * an entry in the tenant's audit stream, which the admin API shows. Names the user, what the account is linked at
 * (under {@code details.upstream}, as the admin API lists links) and why; never a token.
 */
@ApplicationScoped
public class LinkAudit {

    /** Linked, or linked again. */
    public static final String LINKED = "link.created";
    /** A refresh failed; {@code reason} says how. */
    public static final String REFRESH_FAILED = "link.refresh-failed";
    /** Removed; {@code reason} says by whom or why. */
    public static final String UNLINKED = "link.removed";
    private static final Logger LOG = Logger.getLogger("switchboard.audit");
    private static final int MAX_EVENTS = 10_000;

    private final AuditStream stream;
    private final ObjectMapper json;

    LinkAudit(AuditStream stream, ObjectMapper json) {
        this.stream = stream;
        this.json = json;
    }

    public void record(LinkKey link, String action, String reason) {
        ObjectNode event = json.createObjectNode().put("at", Instant.now().toString()).put("tenant", link.tenant())
                .put("subject", link.subject()).put("action", action);
        ObjectNode details = event.putObject("details").put("upstream", link.upstream());
        if (reason != null) {
            details.put("reason", reason);
        }
        String line = event.toString();
        LOG.info(line);
        stream.append(link.tenant(), line, MAX_EVENTS);
    }
}
