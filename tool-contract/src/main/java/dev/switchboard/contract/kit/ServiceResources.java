package dev.switchboard.contract.kit;

import java.util.List;
import java.util.Optional;

import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResourceTemplateDescriptor;

/** Resources a service offers; a CDI bean. Several beans may exist: the first one that knows a URI reads it. */
public interface ServiceResources {

    List<ResourceDescriptor> resources();

    default List<ResourceTemplateDescriptor> templates() {
        return List.of();
    }

    /** The contents of {@code read.uri()}, or empty when this bean has no such resource. */
    Optional<ResourceResult> read(ResourceRead read);
}
