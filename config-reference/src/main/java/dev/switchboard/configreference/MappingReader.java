package dev.switchboard.configreference;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

import dev.switchboard.configreference.Property.Presence;

/**
 * Reads each {@code @ConfigMapping} interface the compiler is given, as SmallRye Config maps it: the prefix, every
 * abstract method (inherited ones too) named in kebab case or by {@code @WithName}, {@code @WithParentName} groups
 * merged into their parent, nested interfaces as groups, {@code Optional} values and groups, {@code Map<String, X>}
 * keys as {@code *}, {@code List} of groups indexed {@code [*]}, {@code @WithDefault}. What it does not model
 * ({@code @WithUnnamedKey}, {@code @WithKeys}, {@code @WithDefaults}, another naming strategy) is an error rather than
 * a wrong name.
 */
@SupportedAnnotationTypes(MappingReader.CONFIG_MAPPING)
public final class MappingReader extends AbstractProcessor {

    static final String CONFIG_MAPPING = "io.smallrye.config.ConfigMapping";
    private static final String PACKAGE = "io.smallrye.config.";
    private static final Set<String> UNSUPPORTED = Set.of(PACKAGE + "WithUnnamedKey", PACKAGE + "WithKeys",
            PACKAGE + "WithDefaults");

    private final List<Mapping> mappings = new ArrayList<>();

    /** What was read, in the order the compiler offered the interfaces. */
    public List<Mapping> mappings() {
        return List.copyOf(mappings);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        for (TypeElement annotation : annotations) {
            for (TypeElement type : ElementFilter.typesIn(round.getElementsAnnotatedWith(annotation))) {
                mappings.add(read(type));
            }
        }
        return false;
    }

    private Mapping read(TypeElement type) {
        AnnotationMirror mapping = annotation(type, CONFIG_MAPPING).orElseThrow();
        Map<String, String> values = values(mapping);
        String strategy = values.getOrDefault("namingStrategy", "KEBAB_CASE");
        if (!strategy.endsWith("KEBAB_CASE")) {
            throw new IllegalStateException(type + ": naming strategy " + strategy + " is not modelled here");
        }
        List<Section> sections = new ArrayList<>();
        String origin = type.getQualifiedName().toString();
        group(type, values.getOrDefault("prefix", ""), "", origin, sections);
        return new Mapping(origin, "", sections);
    }

    /**
     * Adds the section of {@code type} at {@code path}, then those of its groups. Its description is that of the method
     * that leads to it, else the interface's own.
     */
    private void group(TypeElement type, String path, String description, String origin, List<Section> sections) {
        List<Property> properties = new ArrayList<>();
        int at = sections.size();
        sections.add(null);
        members(type, path, properties, sections);
        String own = description.isEmpty() ? doc(type, names(type, path)) : description;
        sections.set(at, new Section(path, own, origin, properties));
    }

    /** The full property name of each method of {@code type}, by method name. */
    private Map<String, String> names(TypeElement type, String path) {
        Map<String, String> names = new LinkedHashMap<>();
        for (ExecutableElement method : methods(type)) {
            names.put(method.getSimpleName().toString(), name(path, method));
        }
        return names;
    }

    /** The properties of {@code type} into {@code properties}, its groups as sections after it. */
    private void members(TypeElement type, String path, List<Property> properties, List<Section> sections) {
        Map<String, String> names = names(type, path);
        for (ExecutableElement method : methods(type)) {
            for (String unsupported : UNSUPPORTED) {
                if (annotation(method, unsupported).isPresent()) {
                    throw new IllegalStateException(origin(method) + ": @" + unsupported + " is not modelled here");
                }
            }
            String name = names.get(method.getSimpleName().toString());
            String description = doc(method, names);
            Shape shape = shape(method.getReturnType());
            switch (shape.kind()) {
                case GROUP -> {
                    TypeElement group = element(shape.type());
                    if (annotation(method, PACKAGE + "WithParentName").isPresent()) {
                        members(group, path, properties, sections);
                    } else {
                        group(group, name + shape.suffix(), description, origin(method), sections);
                    }
                }
                case LEAF -> properties.add(leaf(method, name + shape.suffix(), shape, description));
            }
        }
    }

    private Property leaf(ExecutableElement method, String name, Shape shape, String description) {
        Optional<String> fallback = annotation(method, PACKAGE + "WithDefault").map(a -> values(a).get("value"));
        if (fallback.isPresent()) {
            return new Property(name, shape.words(), fallback.get(), Presence.DEFAULTED, description, origin(method));
        }
        return new Property(name, shape.words(), null, shape.optional() ? Presence.OPTIONAL : Presence.REQUIRED,
                description, origin(method));
    }

    private String name(String path, ExecutableElement method) {
        if (annotation(method, PACKAGE + "WithParentName").isPresent()) {
            return path;
        }
        String own = annotation(method, PACKAGE + "WithName").map(a -> values(a).get("value"))
                .orElseGet(() -> SmallRyeNames.kebab(method.getSimpleName().toString()));
        return path.isEmpty() ? own : path + "." + own;
    }

    /** The abstract methods of an interface and of those it extends, the inherited ones first. */
    private List<ExecutableElement> methods(TypeElement type) {
        List<ExecutableElement> methods = new ArrayList<>();
        for (TypeMirror parent : type.getInterfaces()) {
            methods.addAll(methods(element(parent)));
        }
        for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
            if (method.getModifiers().contains(Modifier.ABSTRACT)) {
                if (!method.getParameters().isEmpty()) {
                    throw new IllegalStateException(origin(method) + " takes parameters: no configuration property");
                }
                methods.removeIf(inherited -> inherited.getSimpleName().equals(method.getSimpleName()));
                methods.add(method);
            }
        }
        return methods;
    }

    private enum Kind {
        LEAF,
        GROUP
    }

    /**
     * What a return type is: a value or a group, after unwrapping {@code Optional}, {@code Map} and {@code List}.
     *
     * @param suffix what the unwrapping adds to the name ({@code .*} for a map, {@code [*]} for a list of groups)
     * @param words the value's type in words (leaves)
     */
    private record Shape(Kind kind, TypeMirror type, String suffix, String words, boolean optional) {
    }

    private Shape shape(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return new Shape(Kind.LEAF, type, "", words(type), false);
        }
        String raw = raw(type);
        switch (raw) {
            case "java.util.Optional" -> {
                Shape inner = shape(argument(type, 0));
                return new Shape(inner.kind(), inner.type(), inner.suffix(), inner.words(), true);
            }
            case "java.util.OptionalInt", "java.util.OptionalLong" -> {
                return new Shape(Kind.LEAF, type, "", "integer", true);
            }
            case "java.util.OptionalDouble" -> {
                return new Shape(Kind.LEAF, type, "", "number", true);
            }
            case "java.util.Map" -> {
                if (!raw(argument(type, 0)).equals("java.lang.String")) {
                    throw new IllegalStateException(type + ": only maps with String keys are modelled here");
                }
                Shape value = shape(argument(type, 1));
                return new Shape(value.kind(), value.type(), ".*" + value.suffix(), value.words(), true);
            }
            case "java.util.List", "java.util.Set", "java.util.Collection" -> {
                Shape element = shape(argument(type, 0));
                return element.kind() == Kind.GROUP
                        ? new Shape(Kind.GROUP, element.type(), "[*]" + element.suffix(), "", false)
                        : new Shape(Kind.LEAF, type, "", "list of " + element.words(), false);
            }
            default -> {
                TypeElement element = element(type);
                boolean group = element.getKind() == ElementKind.INTERFACE && !raw.startsWith("java.");
                return new Shape(group ? Kind.GROUP : Kind.LEAF, type, "", group ? "" : words(type), false);
            }
        }
    }

    /** A value type in words, as the page names it. */
    private String words(TypeMirror type) {
        if (type.getKind() == TypeKind.BOOLEAN) {
            return "boolean";
        }
        if (type.getKind().isPrimitive()) {
            return type.getKind() == TypeKind.DOUBLE || type.getKind() == TypeKind.FLOAT ? "number" : "integer";
        }
        TypeElement element = element(type);
        if (element.getKind() == ElementKind.ENUM) {
            return "one of " + String.join(", ", ElementFilter.fieldsIn(element.getEnclosedElements()).stream()
                    .filter(field -> field.getKind() == ElementKind.ENUM_CONSTANT)
                    .map(field -> "`" + field.getSimpleName() + "`").toList());
        }
        return switch (raw(type)) {
            case "java.lang.String" -> "string";
            case "java.lang.Boolean" -> "boolean";
            case "java.lang.Integer", "java.lang.Long", "java.lang.Short" -> "integer";
            case "java.lang.Double", "java.lang.Float" -> "number";
            case "java.time.Duration" -> "duration";
            case "io.quarkus.runtime.configuration.MemorySize" -> "size";
            case "java.nio.file.Path" -> "path";
            case "java.net.URI", "java.net.URL" -> "URL";
            default -> element.getSimpleName().toString();
        };
    }

    private String doc(Element element, Map<String, String> siblings) {
        return Javadoc.toMarkdown(processingEnv.getElementUtils().getDocComment(element),
                method -> Optional.ofNullable(siblings.get(method)));
    }

    /** {@code GatewayConfig.Tasks#ttl}: the method and its interface, without the package. */
    private String origin(ExecutableElement method) {
        TypeElement owner = (TypeElement) method.getEnclosingElement();
        String packageName = processingEnv.getElementUtils().getPackageOf(owner).getQualifiedName().toString();
        String qualified = owner.getQualifiedName().toString();
        return qualified.substring(packageName.isEmpty() ? 0 : packageName.length() + 1) + "#"
                + method.getSimpleName();
    }

    private static Optional<AnnotationMirror> annotation(Element element, String name) {
        return element.getAnnotationMirrors().stream()
                .filter(mirror -> ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName()
                        .contentEquals(name))
                .map(mirror -> (AnnotationMirror) mirror).findFirst();
    }

    private static Map<String, String> values(AnnotationMirror annotation) {
        Map<String, String> values = new LinkedHashMap<>();
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : annotation.getElementValues()
                .entrySet()) {
            values.put(entry.getKey().getSimpleName().toString(), String.valueOf(entry.getValue().getValue()));
        }
        return values;
    }

    private static TypeElement element(TypeMirror type) {
        return (TypeElement) ((DeclaredType) type).asElement();
    }

    private static String raw(TypeMirror type) {
        return type instanceof DeclaredType declared
                ? ((TypeElement) declared.asElement()).getQualifiedName().toString()
                : type.toString();
    }

    private static TypeMirror argument(TypeMirror type, int index) {
        return ((DeclaredType) type).getTypeArguments().get(index);
    }
}
