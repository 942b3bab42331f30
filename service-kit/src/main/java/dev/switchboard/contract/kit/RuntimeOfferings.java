package dev.switchboard.contract.kit;

import java.util.List;

/**
 * Tools and prompts known only at run time, e.g. those a bridge relays from other MCP servers; a CDI bean. The kit
 * reads it on every manifest rebuild, next to the {@link ServiceTool} and {@link ServicePrompt} beans: fire
 * {@link OfferingsChanged} when what it returns changes. Names must not repeat those of other tools or prompts of the
 * service.
 */
public interface RuntimeOfferings {

    List<ServiceTool> tools();

    default List<ServicePrompt> prompts() {
        return List.of();
    }
}
