package dev.switchboard.contract.kit;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.ToolDescriptor;
import dev.switchboard.contract.ToolResult;

/**
 * Turns the {@link Tool} methods a class declares into tools: the descriptor from the annotation, the input schema from
 * the parameters, the output schema from the return type. A method the kit cannot serve stops the start with one line
 * naming it.
 */
final class ToolMethods {

    private final ObjectMapper json;

    ToolMethods(ObjectMapper json) {
        this.json = json;
    }

    /** The tools {@code type} declares, each called on the instance {@code bean} gives. */
    List<ServiceTool> of(Class<?> type, Supplier<Object> bean) {
        List<ServiceTool> tools = Arrays.stream(type.getDeclaredMethods())
                .filter(method -> method.isAnnotationPresent(Tool.class))
                .sorted(Comparator.comparing(Method::getName))
                .map(method -> tool(method, bean)).toList();
        if (tools.isEmpty()) {
            throw new IllegalStateException("Tool bean " + type.getName() + " declares no @Tool method");
        }
        return tools;
    }

    private ServiceTool tool(Method method, Supplier<Object> bean) {
        String where = "Tool method " + method.getDeclaringClass().getName() + "." + method.getName();
        Tool tool = method.getAnnotation(Tool.class);
        TypeSchemas schemas = new TypeSchemas();
        ObjectNode input = json.createObjectNode().put("type", "object");
        ObjectNode properties = input.putObject("properties");
        var required = input.putArray("required");
        List<MethodTool.Binding> bindings = new ArrayList<>();
        for (Parameter parameter : method.getParameters()) {
            MethodTool.Binding own = ownOfTheCall(parameter.getType());
            if (own != null) {
                bindings.add(own);
                continue;
            }
            String name = argumentName(parameter, where);
            try {
                properties.set(name, schemas.of(parameter.getAnnotatedType(), parameter.getAnnotations(),
                        where + ": parameter '" + name + "'"));
            } catch (TypeSchemas.UnmappableType e) {
                throw new IllegalStateException(e.getMessage());
            }
            if (TypeSchemas.isRequired(parameter.getType(), parameter)) {
                required.add(name);
            }
            bindings.add(MethodTool.argument(name, json.constructType(parameter.getParameterizedType()), json));
        }
        if (required.isEmpty()) {
            input.remove("required");
        }
        input.put("additionalProperties", false);
        Class<?> returns = method.getReturnType();
        MethodTool.Answer answer;
        ObjectNode output = null;
        if (returns == String.class) {
            answer = MethodTool.Answer.TEXT;
        } else if (ToolResult.class.isAssignableFrom(returns)) {
            answer = MethodTool.Answer.RESULT;
        } else if (returns.isRecord()) {
            answer = MethodTool.Answer.STRUCTURED;
            try {
                output = schemas.record(returns, where + ": the returned record");
            } catch (TypeSchemas.UnmappableType e) {
                throw new IllegalStateException(e.getMessage());
            }
        } else {
            throw new IllegalStateException(where + " returns " + method.getGenericReturnType().getTypeName()
                    + ", which the kit cannot answer with: return a String (text), a record (structured content)"
                    + " or a ToolResult");
        }
        method.setAccessible(true);
        String name = tool.name().isEmpty() ? method.getName() : tool.name();
        ToolDescriptor descriptor = ToolDescriptor.of(name, blankToNull(tool.title()), blankToNull(tool.description()),
                input, output).withAnnotations(hints(tool)).withHints(orNull(tool.cacheTtlMs()),
                        orNull(tool.timeoutMs()), tool.idempotent() ? Boolean.TRUE : null);
        if (tool.taskSupport().allowsTasks()) {
            descriptor = descriptor.withTaskSupport(tool.taskSupport());
        }
        return new MethodTool(descriptor, method, bean, bindings, answer, tool.blocks(), json);
    }

    /** The parameters that are the call's own rather than arguments. */
    private static MethodTool.Binding ownOfTheCall(Class<?> type) {
        if (type == ToolCall.class) {
            return call -> call;
        }
        if (type == CallEvents.class) {
            return ToolCall::events;
        }
        if (type == CallContext.class) {
            return ToolCall::context;
        }
        return null;
    }

    private static String argumentName(Parameter parameter, String where) {
        ToolArg arg = parameter.getAnnotation(ToolArg.class);
        if (arg != null && !arg.name().isEmpty()) {
            return arg.name();
        }
        if (!parameter.isNamePresent()) {
            throw new IllegalStateException(where + ": parameter " + parameter.getName() + " has no name in the class"
                    + " file: compile with -parameters, or name it with @ToolArg(name = ...)");
        }
        return parameter.getName();
    }

    /** MCP's tool annotations, each only where it differs from MCP's default. */
    private ObjectNode hints(Tool tool) {
        ObjectNode hints = json.createObjectNode();
        if (tool.readOnly()) {
            hints.put("readOnlyHint", true);
        }
        if (!tool.destructive()) {
            hints.put("destructiveHint", false);
        }
        if (tool.idempotent()) {
            hints.put("idempotentHint", true);
        }
        if (!tool.openWorld()) {
            hints.put("openWorldHint", false);
        }
        return hints.isEmpty() ? null : hints;
    }

    private static Long orNull(long millis) {
        return millis < 0 ? null : millis;
    }

    private static String blankToNull(String text) {
        return text.isEmpty() ? null : text;
    }
}
