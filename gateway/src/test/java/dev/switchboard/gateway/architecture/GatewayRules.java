package dev.switchboard.gateway.architecture;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;

import com.tngtech.archunit.core.domain.AccessTarget.CodeUnitAccessTarget;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnitAccess;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.Architectures;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The gateway's architecture as rules over a root package (the gateway's, or a fixture's, so every rule is shown to
 * fail on a violation). Layers, top to bottom; a layer may use the layers below it and its own, never one above:
 * <ol>
 * <li>front doors: {@code entry} (MCP over HTTP), {@code admin} (the admin API), {@code health} and {@code links}
 * (the consent pages of linked accounts);</li>
 * <li>era adapters: {@code stateless}, {@code session}, {@code httpsse}, {@code action};</li>
 * <li>{@code pipeline};</li>
 * <li>{@code handler};</li>
 * <li>what handlers use per request: {@code clientinput}, {@code notify}, {@code task}, {@code discovery},
 * {@code accounts} (the tools through which users see and remove their linked accounts);</li>
 * <li>{@code request} (the context every stage passes on);</li>
 * <li>backends: {@code forward}, {@code catalog}, {@code auth}, {@code tenant}, {@code audit}, {@code warmup};</li>
 * <li>primitives: {@code stream}, {@code jsonrpc}, {@code protocol}, {@code config}, {@code security},
 * {@code telemetry}, {@code async}.</li>
 * </ol>
 */
final class GatewayRules {

    static final String GATEWAY = "dev.switchboard.gateway";

    /** Names of the seed tools and their domains: the gateway must serve them without knowing them. */
    static final List<String> SEED_NAMES = List.of("analyzeText", "summarizeText", "extractEntities",
            "searchRepositories", "generatePlan", "plan_task", "text analysis", "GitHub", "planning");

    private static final List<Layer> LAYERS = List.of(
            new Layer("front doors", "entry", "admin", "health", "links"),
            new Layer("era adapters", "stateless", "session", "httpsse", "action"),
            new Layer("pipeline", "pipeline"),
            new Layer("handlers", "handler"),
            new Layer("per-request services", "clientinput", "notify", "task", "discovery", "accounts"),
            new Layer("request", "request"),
            new Layer("backends", "forward", "catalog", "auth", "tenant", "audit", "warmup"),
            new Layer("primitives", "stream", "jsonrpc", "protocol", "config", "security", "telemetry", "async"));

    private GatewayRules() {
    }

    static JavaClasses mainClasses(String root) {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(root);
    }

    static JavaClasses allClasses(String root) {
        return new ClassFileImporter().importPackages(root);
    }

    /** The packages directly under {@code root} form a DAG. */
    static ArchRule packagesFormNoCycle(String root) {
        return slices().matching(root + ".(*)..").should().beFreeOfCycles();
    }

    /** Every package sits in its layer and uses only its own layer and those below; nothing uses a front door. */
    static ArchRule layersOnlyLookDown(String root) {
        Architectures.LayeredArchitecture layered = Architectures.layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .withOptionalLayers(true);
        for (Layer layer : LAYERS) {
            layered = layered.layer(layer.name()).definedBy(layer.packages(root));
        }
        for (int i = 0; i < LAYERS.size(); i++) {
            String[] above = LAYERS.subList(0, i).stream().map(Layer::name).toArray(String[]::new);
            layered = i == 0
                    ? layered.whereLayer(LAYERS.get(i).name()).mayNotBeAccessedByAnyLayer()
                    : layered.whereLayer(LAYERS.get(i).name()).mayOnlyBeAccessedByLayers(above);
        }
        return layered.ensureAllClassesAreContainedInArchitectureIgnoring(root);
    }

    /** The stages that decide who calls and what it may do; none of them may name the warm-up or runtime tuning. */
    static final List<String> SECURITY_PATH = List.of("auth", "pipeline", "tenant", "catalog");

    /**
     * No class of the identify, policy, tenant or catalogue packages depends on the warm-up or on runtime tuning: a
     * warm-up call is authenticated and authorised as any call is, with a credential the process holds.
     */
    static ArchRule securityPathKnowsNoWarmup(String root) {
        String[] path = SECURITY_PATH.stream().map(name -> root + "." + name + "..").toArray(String[]::new);
        return noClasses().that().resideInAnyPackage(path).should().dependOnClassesThat()
                .resideInAnyPackage(root + ".warmup..", "dev.switchboard.tuning..")
                .because("a warm-up call passes the same stages as any call, with a credential the process holds");
    }

    /** Where Vert.x and Netty keep what they do not promise to keep: their internals. */
    static final String[] INTERNALS = { "io.vertx..impl..", "io.vertx..internal..", "io.netty..internal.." };

    /**
     * Only the adapter {@code forward.VertxInternals} uses Vert.x or Netty internals, so an upgrade that moves them
     * breaks one small class, which its own test exercises.
     */
    static ArchRule internalsOnlyInTheAdapter(String root) {
        return noClasses().that().resideInAPackage(root + "..")
                .and().doNotHaveFullyQualifiedName(root + ".forward.VertxInternals")
                .should().dependOnClassesThat().resideInAnyPackage(INTERNALS)
                .because("a Vert.x upgrade may change its internals without notice; forward.VertxInternals holds "
                        + "the gateway's use of them, and its test says when they changed");
    }

    /**
     * The JDK's waits, by the type that declares them (or a subtype) and their names; {@code poll} and {@code offer}
     * only with a timeout.
     */
    private static final Map<Class<?>, Set<String>> JDK_WAITS = Map.of(
            Future.class, Set.of("get", "join"),
            BlockingQueue.class, Set.of("take", "put", "poll", "offer"),
            Thread.class, Set.of("sleep", "join"),
            Object.class, Set.of("wait"),
            CountDownLatch.class, Set.of("await"),
            CyclicBarrier.class, Set.of("await"),
            Semaphore.class, Set.of("acquire", "acquireUninterruptibly"),
            Condition.class, Set.of("await", "awaitNanos", "awaitUninterruptibly", "awaitUntil"),
            LockSupport.class, Set.of("park", "parkNanos", "parkUntil"),
            ExecutorService.class, Set.of("awaitTermination", "invokeAll", "invokeAny"));

    /**
     * No class outside {@code async} waits with the JDK's own waits: it waits through {@code async.Waits} or
     * {@code Stages.join}, which refuse a Vert.x event loop, or through Mutiny's {@code await()}, which Quarkus refuses
     * there. A wait on an event loop then fails the test that reaches it, instead of stalling the loop.
     */
    static ArchRule waitsOnlyWhereAnEventLoopIsRefused(String root) {
        return classes().that().resideInAPackage(root + "..").and().resideOutsideOfPackage(root + ".async..")
                .should(new ArchCondition<>("wait only through " + root + ".async (Waits, Stages.join) or Mutiny") {
                    @Override
                    public void check(JavaClass javaClass, ConditionEvents events) {
                        List<JavaCodeUnitAccess<?>> calls = new ArrayList<>(javaClass.getMethodCallsFromSelf());
                        calls.addAll(javaClass.getMethodReferencesFromSelf());
                        for (JavaCodeUnitAccess<?> call : calls) {
                            if (isJdkWait(call.getTarget())) {
                                events.add(SimpleConditionEvent.violated(call, call.getOrigin().getFullName()
                                        + " waits with " + call.getTarget().getOwner().getSimpleName() + "."
                                        + call.getTarget().getName() + " in " + call.getSourceCodeLocation()
                                        + ": use async.Waits or Stages.join, which refuse an event loop"));
                            }
                        }
                    }
                });
    }

    private static boolean isJdkWait(CodeUnitAccessTarget target) {
        String name = target.getName();
        if ((name.equals("poll") || name.equals("offer")) && target.getRawParameterTypes().size() < 2) {
            return false;
        }
        // A method of the project's own that shares a wait's name (a private wait(...) computing a delay) is none.
        boolean declaredByTheJdk = target.resolveMember()
                .map(member -> member.getOwner().getPackageName().startsWith("java."))
                .orElse(target.getOwner().getPackageName().startsWith("java."));
        return declaredByTheJdk && JDK_WAITS.entrySet().stream().anyMatch(wait -> wait.getValue().contains(name)
                && target.getOwner().isAssignableTo(wait.getKey()));
    }

    /** No class's constant pool holds a seed tool's or domain's name. */
    static ArchRule namesNoSeedTool() {
        return classes().should(new ArchCondition<>("name no seed tool or domain " + SEED_NAMES) {
            @Override
            public void check(JavaClass javaClass, ConditionEvents events) {
                String constants = classFileText(javaClass);
                for (String name : SEED_NAMES) {
                    if (constants.contains(name)) {
                        events.add(SimpleConditionEvent.violated(javaClass,
                                javaClass.getName() + " names '" + name + "'"));
                    }
                }
            }
        });
    }

    /** The class file as text: string constants and annotation values are stored verbatim in it. */
    private static String classFileText(JavaClass javaClass) {
        String resource = "/" + javaClass.getName().replace('.', '/') + ".class";
        try (InputStream in = GatewayRules.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("class file not found: " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + resource, e);
        }
    }

    /** A named layer made of packages directly under the root. */
    private record Layer(String name, String... subpackages) {

        String[] packages(String root) {
            String[] packages = new String[subpackages.length];
            for (int i = 0; i < subpackages.length; i++) {
                packages[i] = root + "." + subpackages[i] + "..";
            }
            return packages;
        }
    }
}
