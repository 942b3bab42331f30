package dev.switchboard.contract.kit;

/**
 * Fire this CDI event after a tool, prompt or resource of this service appeared, disappeared or changed its
 * descriptor: the kit rebuilds the manifest and announces it at once, and the gateways send {@code list_changed}.
 */
public record OfferingsChanged() {
}
