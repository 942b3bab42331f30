package dev.switchboard.contract.kit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import dev.switchboard.contract.ToolExecution;

/**
 * A method of a {@link ToolBean} served as a tool, as a {@link ServiceTool} would be: its input schema comes from the
 * parameters ({@link ToolArg}, Bean Validation's constraints), its output from the return type (a record gives
 * structured content with an output schema, a {@code String} gives text, a {@link dev.switchboard.contract.ToolResult}
 * is answered as it is). A parameter of type {@link ToolCall}, {@link CallEvents} or
 * {@link dev.switchboard.contract.CallContext} is the call's own, not an argument. The hints default to MCP's, the
 * gateway's settings (cache, timeout, tasks) to the gateway's.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Tool {

    /** The tool's name; the method's when empty. */
    String name() default "";

    /** A title for people; none when empty. */
    String title() default "";

    /** What the tool does, for the model. */
    String description() default "";

    /** MCP's {@code readOnlyHint}: the tool changes nothing. */
    boolean readOnly() default false;

    /** MCP's {@code destructiveHint}: a change the tool makes may destroy something. */
    boolean destructive() default true;

    /**
     * MCP's {@code idempotentHint}: calling it again with the same arguments changes nothing more. The gateway hint
     * {@code idempotent} follows it, so a task whose gateway replica died is run again.
     */
    boolean idempotent() default false;

    /** MCP's {@code openWorldHint}: the tool reaches things outside the service. */
    boolean openWorld() default true;

    /** How long the gateway may cache a result, in milliseconds: 0 never; negative (the default) says nothing. */
    long cacheTtlMs() default -1;

    /** How long a call may take, in milliseconds; negative (the default) leaves the gateway's 30 seconds. */
    long timeoutMs() default -1;

    /**
     * Whether a call may run as a durable task; {@code FORBIDDEN} (the default) leaves {@code execution} out, which
     * means the same. A tool that allows tasks runs every call as one when the client can take one.
     */
    ToolExecution.TaskSupport taskSupport() default ToolExecution.TaskSupport.FORBIDDEN;

    /**
     * {@link ServiceTool#blocks()}: false for a method that only computes on its arguments, so that a small call runs
     * on the event loop. A method that then waits on anything stalls every request on its loop.
     */
    boolean blocks() default true;
}
