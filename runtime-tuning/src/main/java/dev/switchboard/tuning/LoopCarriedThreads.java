package dev.switchboard.tuning;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import dev.switchboard.contract.runtime.RequestHandlers;
import io.netty.channel.EventLoop;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.impl.ContextInternal;

/**
 * Runs a request's handler on a virtual thread whose carrier is the Vert.x event loop the request arrived on, instead
 * of a thread of the JDK's shared carrier pool.
 * <p>
 * A request handed from an event loop to a virtual thread crosses between two OS threads every time it changes hands:
 * the request in, each call out (Redis, a service), each answer back, the response out. Each crossing is a task queued
 * for the other thread and, when that thread sleeps, a futex or eventfd wake-up and a context switch; profiled, that
 * was the largest single cost of a forwarded call in the gateway. Carried by its event loop, a handler's virtual thread
 * runs when the loop runs its task queue, parks while it waits, and is resumed by the answer's own callback on that
 * same OS thread: the hand-offs become queue entries, and nothing is woken.
 * <p>
 * The JDK has no public API for a virtual thread's scheduler yet; its builder takes one through a constructor kept
 * for its own tests ({@code ThreadBuilders.VirtualThreadBuilder(Executor)}), reachable with
 * {@code --add-opens java.base/java.lang=ALL-UNNAMED} (the jars' manifests carry it), and opened only when loop
 * carriers are on. Used only on JDK 24 or newer, where a virtual thread blocked in {@code synchronized} unmounts
 * (JEP 491): on JDK 21, one waiting inside a monitor for an answer its own loop must deliver would hold that loop
 * forever. Where the constructor is missing, the JDK is
 * older, or {@code switchboard.tuning.loop-carriers} is off, handlers run on the shared carrier pool as before.
 * <p>
 * <b>Off by default ({@code switchboard.tuning.loop-carriers}), because it can deadlock an event loop.</b> The loop's own
 * code (Netty, Vert.x) also runs on the carrier thread, as a platform thread. When a loop-carried virtual thread
 * contends for a monitor, it unmounts (JEP 491), and once the monitor is free it can resume only on its loop. If the
 * loop's own code meanwhile blocks on that same monitor, neither ever runs again. Class loading makes this likely: a
 * jar's {@code JarFile} is such a monitor, entered by a handler loading a resource and by the loop loading a class
 * it meets for the first time. It was seen in a text service during its warm-up: the loop blocked in
 * {@code ZipFile.getEntry} from Netty's {@code PoolArena.freeChunk}, and the handler runnable in the same method,
 * waiting for its loop, for minutes. Nothing in the application can rule out such a shared monitor, so the option
 * stays only to measure against.
 * <p>
 * What a loop-carried handler does between two waits holds up the loop's other connections, as it would on the loop
 * itself: computation, and blocking the JDK cannot unmount (file I/O, a native call), for which it adds a carrier to
 * its own pool but cannot to a loop. The gateway's and the services' handlers wait on sockets and compute for
 * fractions of a millisecond; a service whose calls compute for longer would hold its loop up.
 */
@Singleton
public class LoopCarriedThreads {

    private static final Logger LOG = Logger.getLogger(LoopCarriedThreads.class);

    private final ExecutorService shared;
    private final MethodHandle builder;
    private final Map<EventLoop, ThreadFactory> factories = new ConcurrentHashMap<>();

    @Inject
    LoopCarriedThreads(@VirtualThreads ExecutorService shared, TuningConfig config) {
        this(shared, config.enabled() && config.loopCarriers());
    }

    LoopCarriedThreads(ExecutorService shared, boolean wanted) {
        this.shared = shared;
        this.builder = wanted ? builder() : null;
    }

    /**
     * The JDK's constructor of a virtual-thread builder with its own scheduler, opened only when loop carriers are
     * wanted, or null (and a log line saying why) where this JDK cannot carry them.
     */
    private static MethodHandle builder() {
        if (Runtime.version().feature() < 24) {
            LOG.infof("Request handlers run on the JDK's shared virtual-thread carriers: JDK %d pins a virtual thread "
                    + "waiting in synchronized code (JDK 24 or newer unmounts it)", Runtime.version().feature());
            return null;
        }
        try {
            var constructor = Class.forName("java.lang.ThreadBuilders$VirtualThreadBuilder")
                    .getDeclaredConstructor(Executor.class);
            constructor.setAccessible(true);
            return MethodHandles.lookup().unreflectConstructor(constructor)
                    .asType(MethodType.methodType(Thread.Builder.OfVirtual.class, Executor.class));
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.infof("Request handlers run on the JDK's shared virtual-thread carriers: the JDK's virtual thread "
                    + "builder is not open to the application (%s; run with --add-opens "
                    + "java.base/java.lang=ALL-UNNAMED)", e.getClass().getSimpleName());
            return null;
        }
    }

    /** The executor request handlers run on: this one, or the shared carriers when it cannot carry them. */
    @Produces
    @Singleton
    @RequestHandlers
    Executor requestHandlers() {
        return enabled() ? this::execute : shared;
    }

    /** Whether handlers started here run on their event loop (else on the shared carriers). */
    public boolean enabled() {
        return builder != null;
    }

    /**
     * Starts {@code task} on a virtual thread carried by the current event loop; from any other thread (a worker, a
     * test), or when carriers are off, on the shared carriers. Either way the task runs in the caller's Vert.x context
     * (as Quarkus' own virtual-thread executor does): {@code Vertx.currentContext()} is the request's, so its log
     * context and trace context are the request's, and what it queues on that context (an HTTP request out, say)
     * runs on the same loop, whose callbacks then resume the task without crossing threads.
     */
    public void execute(Runnable task) {
        Context context = Vertx.currentContext();
        if (builder == null || !(context instanceof ContextInternal loop) || !Context.isOnEventLoopThread()) {
            shared.execute(task);
            return;
        }
        factories.computeIfAbsent(loop.nettyEventLoop(), this::factory).newThread(() -> {
            ContextInternal previous = loop.beginDispatch();
            try {
                task.run();
            } finally {
                loop.endDispatch(previous);
            }
        }).start();
    }

    /**
     * Names its threads {@code loop-N-handler}, so a log line says which loop carried it; one name for all, since a
     * numbered name is a string built for every request.
     */
    private ThreadFactory factory(EventLoop loop) {
        try {
            return ((Thread.Builder.OfVirtual) builder.invokeExact((Executor) loop))
                    .name("loop-" + factories.size() + "-handler").factory();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot build a virtual thread carried by " + loop, e);
        }
    }
}
