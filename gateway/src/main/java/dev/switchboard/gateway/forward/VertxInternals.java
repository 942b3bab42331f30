package dev.switchboard.gateway.forward;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import io.netty.channel.Channel;
import io.netty.handler.flush.FlushConsolidationHandler;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.net.impl.ConnectionBase;

/**
 * The one place the gateway reaches into Vert.x internals, written for Vert.x {@value #WRITTEN_FOR} (4.5.25 under
 * Quarkus 3.34). Vert.x has no option to consolidate a client connection's flushes, and its public API does not show
 * the Netty channel under a connection: {@link ConnectionBase} does. An upgrade may move it (Vert.x 5 keeps its internals
 * in {@code io.vertx.core.internal}) or hand the connect handler another kind of connection. {@code
 * VertxInternalsHoldOnThisVertxTest} then fails, naming this class and the Vert.x it found. Delete this class once
 * Vert.x offers the option itself.
 */
final class VertxInternals {

    /** The Vert.x minor version these internals were read in. */
    static final String WRITTEN_FOR = "4.5";
    /** The Vert.x on the class path, as its jar names it. */
    static final String ON_CLASS_PATH = vertxVersion();
    /** The name the consolidation goes by in a connection's pipeline. */
    static final String CONSOLIDATION = "switchboard-flush-consolidation";

    private VertxInternals() {
    }

    /**
     * Netty's {@link FlushConsolidationHandler} first in {@code connection}'s pipeline, also while no read is in
     * progress: the requests written to the connection during one event-loop task leave in one socket write, and the
     * service reads them in one. For small calls that is 8-17 % more throughput on one core, and 20-30 % less of the
     * service's CPU per call (docs/performance.md).
     */
    static void consolidateFlushes(HttpConnection connection) {
        channel(connection).pipeline().addFirst(CONSOLIDATION,
                new FlushConsolidationHandler(FlushConsolidationHandler.DEFAULT_EXPLICIT_FLUSH_AFTER_FLUSHES, true));
    }

    /** The Netty channel under {@code connection}. */
    static Channel channel(HttpConnection connection) {
        if (connection instanceof ConnectionBase base) {
            return base.channel();
        }
        throw new IllegalStateException(VertxInternals.class.getName() + " was written for Vert.x " + WRITTEN_FOR
                + ", where a connection is a " + ConnectionBase.class.getName() + "; Vert.x " + ON_CLASS_PATH
                + " made a " + connection.getClass().getName() + ": find its Netty channel again, or drop "
                + "the flush consolidation");
    }

    private static String vertxVersion() {
        try (InputStream text = Vertx.class.getResourceAsStream("/META-INF/vertx/vertx-version.txt")) {
            return text == null ? "(unknown version)"
                    : new String(text.readAllBytes(), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            return "(unknown version)";
        }
    }
}
