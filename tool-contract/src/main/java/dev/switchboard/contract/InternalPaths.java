package dev.switchboard.contract;

/** Paths of the internal REST contract (docs/tool-service-contract.md), relative to a service's base URL. */
public final class InternalPaths {

    public static final String ROOT = "/internal/v1";
    public static final String MANIFEST = ROOT + "/manifest";
    public static final String TOOLS = ROOT + "/tools/";
    public static final String PROMPTS = ROOT + "/prompts/";
    public static final String RESOURCES_READ = ROOT + "/resources/read";
    /** The resources one caller may see, for services whose manifest says {@code dynamicResources}. */
    public static final String RESOURCES_LIST = ROOT + "/resources/list";
    public static final String COMPLETIONS = ROOT + "/completions";

    private InternalPaths() {
    }
}
