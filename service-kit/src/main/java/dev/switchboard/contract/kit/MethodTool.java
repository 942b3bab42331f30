package dev.switchboard.contract.kit;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.content.Content;

/**
 * A {@link Tool} method as a {@link ServiceTool}: the kit lists, validates and routes it like any other. Arguments are
 * bound with Jackson; what the method throws reaches the kit as a {@link ServiceTool}'s exception would.
 */
final class MethodTool implements ServiceTool {

    /** How one parameter gets its value from a call. */
    @FunctionalInterface
    interface Binding {
        Object value(ToolCall call);
    }

    /** What the method's return type becomes. */
    enum Answer {
        TEXT,
        STRUCTURED,
        RESULT
    }

    private final ToolDescriptor descriptor;
    private final Method method;
    private final Supplier<Object> bean;
    private final List<Binding> bindings;
    private final Function<Object, ToolResult> answer;
    private final boolean blocks;

    MethodTool(ToolDescriptor descriptor, Method method, Supplier<Object> bean, List<Binding> bindings, Answer answer,
            boolean blocks, ObjectMapper json) {
        this.descriptor = descriptor;
        this.blocks = blocks;
        this.method = method;
        this.bean = bean;
        this.bindings = List.copyOf(bindings);
        this.answer = switch (answer) {
            case TEXT -> value -> ToolResult.of(Content.text(String.valueOf(value)));
            case STRUCTURED -> value -> ToolResult.structured(json.valueToTree(value));
            case RESULT -> value -> (ToolResult) value;
        };
    }

    /** The binding of a JSON argument: absent or null is empty (an {@code Optional}) or null, as the schema allowed. */
    static Binding argument(String name, JavaType type, ObjectMapper json) {
        Object absent = type.isTypeOrSubTypeOf(Optional.class) ? Optional.empty() : null;
        return call -> {
            JsonNode value = call.arguments().get(name);
            if (value == null || value.isNull()) {
                return absent;
            }
            try {
                return json.convertValue(value, type);
            } catch (IllegalArgumentException e) {
                throw ContractException.invalidParams("Argument '" + name + "' of tool '" + call.tool()
                        + "' cannot be read as " + type.toCanonical() + ": " + e.getMessage().lines().findFirst()
                                .orElse(""));
            }
        };
    }

    @Override
    public ToolDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public boolean blocks() {
        return blocks;
    }

    @Override
    public ToolResult call(ToolCall call) {
        Object[] arguments = bindings.stream().map(binding -> binding.value(call)).toArray();
        try {
            return answer.apply(method.invoke(bean.get(), arguments));
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new UndeclaredThrowableException(e.getCause(), "Tool '" + descriptor.name() + "' failed");
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("The kit cannot call tool method " + method, e);
        }
    }
}
