package dev.switchboard.gateway.catalog;

import java.util.Objects;

/** A registered tool service: its registry name and the base URL its internal API answers on. */
public record ServiceEndpoint(String name, String baseUrl) {

    public ServiceEndpoint {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(baseUrl, "baseUrl");
        baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    }
}
