package dev.switchboard.contract.kit;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResourceTemplateDescriptor;
import dev.switchboard.contract.content.ResourceContents;

/** Test resources: one shared by everyone, and one per caller's tenant (also listed as a template). */
@ApplicationScoped
public class TenantResources implements ServiceResources {

    static final ResourceDescriptor SHARED = ResourceDescriptor.of("kit://shared", "shared", "Everyone's", "text/plain");

    @Override
    public List<ResourceDescriptor> resources() {
        return List.of(SHARED);
    }

    @Override
    public List<ResourceDescriptor> resources(CallContext context) {
        if (context.tenant() == null) {
            return resources();
        }
        return List.of(SHARED, ResourceDescriptor.of("kit://" + context.tenant() + "/inbox", "inbox",
                "Inbox of " + context.tenant(), "text/plain"));
    }

    @Override
    public List<ResourceTemplateDescriptor> templates() {
        return List.of(ResourceTemplateDescriptor.of("kit://{tenant}/inbox", "inbox", "A tenant's inbox", "text/plain"));
    }

    @Override
    public boolean callerDependent() {
        return true;
    }

    @Override
    public Optional<ResourceResult> read(ResourceRead read) {
        return read.uri().equals(SHARED.uri())
                ? Optional.of(ResourceResult.of(ResourceContents.text(SHARED.uri(), "text/plain", "shared")))
                : Optional.empty();
    }
}
