package dev.switchboard.deployfiles;

/** What part a service plays in a deployment, from the kind column of deploy/services.txt. */
public enum Kind {
    /** The front door: its compose and Kubernetes objects are written by hand; it is in every image list. */
    GATEWAY,
    /**
     * The admin console: registers nothing and uses no Redis, only the gateway's admin API; its compose and Kubernetes
     * objects are written by hand, and run.sh starts it with --console.
     */
    CONSOLE,
    /** A tool service, deployed everywhere. */
    TOOL,
    /** Never needed in production: started on request, deployed by the development overlay only. */
    FIXTURE;

    static Kind from(String column) {
        return switch (column) {
            case "gateway" -> GATEWAY;
            case "console" -> CONSOLE;
            case "tool" -> TOOL;
            case "fixture" -> FIXTURE;
            default -> throw new IllegalArgumentException(
                    "kind " + column + " is none of gateway, console, tool, tool:VARIABLE, tool:VARIABLE=file, fixture");
        };
    }
}
