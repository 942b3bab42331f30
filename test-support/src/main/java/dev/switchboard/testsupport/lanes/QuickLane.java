package dev.switchboard.testsupport.lanes;

import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;

/**
 * The contributors' quick lane ({@code ./mvnw -Pquick verify}, which sets {@value #PROPERTY}): leaves out every test
 * that starts Quarkus, so that only plain unit tests run. Registered with the JUnit Platform through
 * {@code META-INF/services}, so it applies to every module whose tests have {@code test-support} on their class path;
 * without the property it keeps everything.
 * <p>
 * A test is left out by what it is, not by a tag its author must remember: it uses an extension of Quarkus' test
 * framework ({@code io.quarkus.test.…}), through {@code @ExtendWith} on the class, a superclass, an enclosing class or
 * an annotation on any of them ({@code @QuarkusTest}, {@code @QuarkusIntegrationTest}, {@code @QuarkusMainTest},
 * {@code @QuarkusComponentTest}, a stereotype of the module's own), or through a {@code @RegisterExtension} field
 * ({@code QuarkusUnitTest}, {@code QuarkusComponentTestExtension}).
 */
public final class QuickLane implements PostDiscoveryFilter {

    /** The system property that turns the lane on ({@code true}). */
    public static final String PROPERTY = "switchboard.tests.quick";
    private static final String QUARKUS_TEST_PACKAGE = "io.quarkus.test.";
    private static final AtomicBoolean ANNOUNCED = new AtomicBoolean();

    private final boolean active;

    public QuickLane() {
        this(Boolean.getBoolean(PROPERTY));
    }

    QuickLane(boolean active) {
        this.active = active;
    }

    @Override
    public FilterResult apply(TestDescriptor descriptor) {
        if (!active) {
            return FilterResult.included("the quick lane is off");
        }
        Optional<Class<?>> testClass = testClass(descriptor);
        if (testClass.isPresent() && startsQuarkus(testClass.get())) {
            if (ANNOUNCED.compareAndSet(false, true)) {
                System.out.println("[quick lane] tests that start Quarkus are left out (" + PROPERTY + "=true)");
            }
            return FilterResult.excluded(testClass.get().getName() + " starts Quarkus");
        }
        return FilterResult.included("a plain unit test");
    }

    /** Whether {@code type}, or a class it is nested in, uses an extension of Quarkus' test framework. */
    public static boolean startsQuarkus(Class<?> type) {
        for (Class<?> candidate = type; candidate != null; candidate = candidate.getEnclosingClass()) {
            for (Class<?> level = candidate; level != null && level != Object.class; level = level.getSuperclass()) {
                if (anyQuarkus(AnnotationSupport.findRepeatableAnnotations(level, ExtendWith.class))) {
                    return true;
                }
                for (Field field : level.getDeclaredFields()) {
                    if (field.isAnnotationPresent(RegisterExtension.class) && isQuarkus(field.getType())
                            || anyQuarkus(AnnotationSupport.findRepeatableAnnotations(field, ExtendWith.class))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean anyQuarkus(List<ExtendWith> extendWiths) {
        return extendWiths.stream().flatMap(extendWith -> Arrays.stream(extendWith.value())).anyMatch(QuickLane::isQuarkus);
    }

    private static boolean isQuarkus(Class<?> extension) {
        return extension.getName().startsWith(QUARKUS_TEST_PACKAGE);
    }

    private static Optional<Class<?>> testClass(TestDescriptor descriptor) {
        for (Optional<TestDescriptor> at = Optional.of(descriptor); at.isPresent(); at = at.get().getParent()) {
            TestSource source = at.get().getSource().orElse(null);
            if (source instanceof ClassSource classSource) {
                return Optional.of(classSource.getJavaClass());
            }
            if (source instanceof MethodSource methodSource) {
                return Optional.of(methodSource.getJavaClass());
            }
        }
        return Optional.empty();
    }
}
