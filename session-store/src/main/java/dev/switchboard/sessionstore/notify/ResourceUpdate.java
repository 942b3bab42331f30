package dev.switchboard.sessionstore.notify;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One message on the resource-update channel: {@code uri} changed, for subscribers of {@code tenant} only (null: for
 * every subscriber, whatever their tenant).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResourceUpdate(String uri, String tenant) {

    public ResourceUpdate {
        Objects.requireNonNull(uri, "uri");
    }

    /** True when a subscriber of {@code subscriberTenant} may hear of this update. */
    public boolean visibleTo(String subscriberTenant) {
        return tenant == null || tenant.equals(subscriberTenant);
    }
}
