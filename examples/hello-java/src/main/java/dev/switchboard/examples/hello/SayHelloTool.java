package dev.switchboard.examples.hello;

import jakarta.validation.constraints.Size;

import dev.switchboard.contract.kit.Tool;
import dev.switchboard.contract.kit.ToolArg;
import dev.switchboard.contract.kit.ToolBean;

/**
 * {@code sayHello}: says hello to a name. The kit builds its schemas from the signature, validates the arguments,
 * serves the route and registers the service. Tool names are one namespace across every service of a gateway: the kit
 * does not register a service whose tool name another live service already has (the conformance fixtures have a
 * {@code greet}).
 */
@ToolBean
public class SayHelloTool {

    /** The structured answer; its output schema comes from this record. */
    public record Greeting(String greeting) {
    }

    @Tool(title = "Say hello", description = "Says hello to someone by name.", readOnly = true, openWorld = false)
    public Greeting sayHello(@ToolArg(description = "Who to greet.") @Size(min = 1, max = 100) String name) {
        return new Greeting("Hello, " + name + "!");
    }
}
