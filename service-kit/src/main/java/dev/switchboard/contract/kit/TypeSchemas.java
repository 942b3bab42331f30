package dev.switchboard.contract.kit;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Negative;
import jakarta.validation.constraints.NegativeOrZero;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * JSON Schema 2020-12 for the Java types a {@link Tool} method takes and returns: strings, numbers, booleans, enums,
 * {@code Optional}, lists, sets, arrays, string-keyed maps and records (closed objects), with Bean Validation's
 * constraints and {@link ToolArg}'s description. Any other type has no schema: {@link UnmappableType} says where.
 */
final class TypeSchemas {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final Set<Class<?>> INTEGERS = Set.of(int.class, Integer.class, long.class, Long.class,
            short.class, Short.class, byte.class, Byte.class, BigInteger.class);
    private static final Set<Class<?>> NUMBERS = Set.of(double.class, Double.class, float.class, Float.class,
            BigDecimal.class);

    /** A type the kit cannot describe in JSON Schema, with where it was met (a parameter, a record component). */
    static final class UnmappableType extends RuntimeException {
        UnmappableType(String message) {
            super(message, null, false, false);
        }
    }

    private final Deque<Class<?>> records = new ArrayDeque<>();

    /** The object schema of a record: one property per component, each required unless optional. */
    ObjectNode record(Class<?> type, String where) {
        if (records.contains(type)) {
            throw new UnmappableType(where + " has type " + type.getName() + ", which contains itself");
        }
        records.push(type);
        try {
            ObjectNode schema = JSON.objectNode().put("type", "object");
            ObjectNode properties = schema.putObject("properties");
            var required = schema.putArray("required");
            for (RecordComponent component : type.getRecordComponents()) {
                String name = component.getName();
                properties.set(name, of(component.getAnnotatedType(), annotations(component, type),
                        where + ", component '" + name + "'"));
                if (isRequired(component.getType(), component)) {
                    required.add(name);
                }
            }
            if (required.isEmpty()) {
                schema.remove("required");
            }
            schema.put("additionalProperties", false);
            return schema;
        } finally {
            records.pop();
        }
    }

    /** The schema of one value of {@code type}, {@code declared} holding the annotations beside it. */
    ObjectNode of(AnnotatedType type, Annotation[] declared, String where) {
        Class<?> raw = raw(type.getType(), where);
        ObjectNode schema;
        if (raw == String.class || raw == char.class || raw == Character.class) {
            schema = JSON.objectNode().put("type", "string");
        } else if (INTEGERS.contains(raw)) {
            schema = JSON.objectNode().put("type", "integer");
        } else if (NUMBERS.contains(raw)) {
            schema = JSON.objectNode().put("type", "number");
        } else if (raw == boolean.class || raw == Boolean.class) {
            schema = JSON.objectNode().put("type", "boolean");
        } else if (raw.isEnum()) {
            schema = JSON.objectNode().put("type", "string");
            Arrays.stream(raw.getEnumConstants()).map(constant -> ((Enum<?>) constant).name())
                    .forEach(schema.putArray("enum")::add);
        } else if (raw == Optional.class) {
            return of(argument(type, 0, where), declared, where);
        } else if (raw.isArray() && type instanceof AnnotatedArrayType array) {
            schema = JSON.objectNode().put("type", "array");
            schema.set("items", of(array.getAnnotatedGenericComponentType(), new Annotation[0], where + ", each item"));
        } else if (raw == java.util.List.class || raw == Collection.class || raw == Set.class) {
            schema = JSON.objectNode().put("type", "array");
            schema.set("items", of(argument(type, 0, where), new Annotation[0], where + ", each item"));
            if (raw == Set.class) {
                schema.put("uniqueItems", true);
            }
        } else if (raw == Map.class && argument(type, 0, where).getType() == String.class) {
            schema = JSON.objectNode().put("type", "object");
            schema.set("additionalProperties", of(argument(type, 1, where), new Annotation[0], where + ", each value"));
        } else if (raw.isRecord()) {
            schema = record(raw, where);
        } else {
            throw new UnmappableType(where + " has type " + type.getType().getTypeName()
                    + ", which has no JSON Schema: use a String, a number, a boolean, an enum, a record, or an"
                    + " Optional, List, Set, array or String-keyed Map of those");
        }
        Stream.concat(Arrays.stream(declared), Arrays.stream(type.getAnnotations())).distinct()
                .forEach(annotation -> constrain(schema, annotation));
        return schema;
    }

    /** Whether a value must be given: not an {@code Optional}, not annotated {@code @Nullable} (any such annotation). */
    static boolean isRequired(Class<?> type, AnnotatedElement element) {
        return type != Optional.class && Arrays.stream(element.getAnnotations())
                .noneMatch(annotation -> annotation.annotationType().getSimpleName().equals("Nullable"));
    }

    private static Annotation[] annotations(RecordComponent component, Class<?> record) {
        Map<Class<?>, Annotation> all = new LinkedHashMap<>();
        for (Annotation annotation : component.getAnnotations()) {
            all.put(annotation.annotationType(), annotation);
        }
        try {
            for (Annotation annotation : record.getDeclaredField(component.getName()).getAnnotations()) {
                all.putIfAbsent(annotation.annotationType(), annotation);
            }
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("Record " + record.getName() + " has no field for its component", e);
        }
        return all.values().toArray(Annotation[]::new);
    }

    private static Class<?> raw(Type type, String where) {
        if (type instanceof Class<?> plain) {
            return plain;
        }
        if (type instanceof ParameterizedType parameterized) {
            return (Class<?>) parameterized.getRawType();
        }
        throw new UnmappableType(where + " has type " + type.getTypeName()
                + ", which has no JSON Schema: name a concrete type");
    }

    private static AnnotatedType argument(AnnotatedType type, int index, String where) {
        if (type instanceof AnnotatedParameterizedType parameterized) {
            return parameterized.getAnnotatedActualTypeArguments()[index];
        }
        throw new UnmappableType(where + " has type " + type.getType().getTypeName()
                + ", which has no JSON Schema: give its type arguments");
    }

    private static void constrain(ObjectNode schema, Annotation annotation) {
        boolean text = "string".equals(schema.path("type").asText());
        boolean array = "array".equals(schema.path("type").asText());
        switch (annotation) {
            case ToolArg arg when !arg.description().isEmpty() -> schema.put("description", arg.description());
            case Size size when text -> bounds(schema, "minLength", "maxLength", size.min(), size.max());
            case Size size when array -> bounds(schema, "minItems", "maxItems", size.min(), size.max());
            case Size size -> bounds(schema, "minProperties", "maxProperties", size.min(), size.max());
            case NotBlank ignored -> schema.put("minLength", Math.max(1, schema.path("minLength").asInt()))
                    .put("pattern", "\\S");
            case NotEmpty ignored when array -> schema.put("minItems", Math.max(1, schema.path("minItems").asInt()));
            case NotEmpty ignored -> schema.put("minLength", Math.max(1, schema.path("minLength").asInt()));
            case Min min -> schema.put("minimum", min.value());
            case Max max -> schema.put("maximum", max.value());
            case DecimalMin min -> schema.put(min.inclusive() ? "minimum" : "exclusiveMinimum",
                    new BigDecimal(min.value()));
            case DecimalMax max -> schema.put(max.inclusive() ? "maximum" : "exclusiveMaximum",
                    new BigDecimal(max.value()));
            case Positive ignored -> schema.put("exclusiveMinimum", 0);
            case PositiveOrZero ignored -> schema.put("minimum", 0);
            case Negative ignored -> schema.put("exclusiveMaximum", 0);
            case NegativeOrZero ignored -> schema.put("maximum", 0);
            // Bean Validation matches the whole value, JSON Schema any part of it.
            case Pattern pattern -> schema.put("pattern", "^(?:" + pattern.regexp() + ")$");
            case Email ignored -> schema.put("format", "email");
            default -> {
            }
        }
    }

    private static void bounds(ObjectNode schema, String minName, String maxName, int min, int max) {
        if (min > 0) {
            schema.put(minName, min);
        }
        if (max < Integer.MAX_VALUE) {
            schema.put(maxName, max);
        }
    }
}
