package dev.switchboard.contract.kit;

import java.util.List;
import java.util.Optional;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResourceTemplateDescriptor;

/** Resources a service offers; a CDI bean. Several beans may exist: the first one that knows a URI reads it. */
public interface ServiceResources {

    /** The resources every caller sees; listed in the manifest. */
    List<ResourceDescriptor> resources();

    /**
     * The resources {@code context}'s caller sees, served at {@code POST /internal/v1/resources/list}. Override it
     * together with {@link #callerDependent()} when the list depends on who asks (e.g. one resource per space of the
     * caller's tenant).
     */
    default List<ResourceDescriptor> resources(CallContext context) {
        return resources();
    }

    /** True when {@link #resources(CallContext)} differs by caller: the manifest then says {@code dynamicResources}. */
    default boolean callerDependent() {
        return false;
    }

    default List<ResourceTemplateDescriptor> templates() {
        return List.of();
    }

    /** The contents of {@code read.uri()}, or empty when this bean has no such resource. */
    Optional<ResourceResult> read(ResourceRead read);
}
