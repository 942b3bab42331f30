package dev.switchboard.gateway.forward;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.flush.FlushConsolidationHandler;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Vert.x internals behind {@link VertxInternals} hold on the Vert.x of the class path: on a real h2c connection to
 * a real server, the requests written in one event-loop task leave in one flush. After an upgrade that moves them, this
 * fails naming the adapter and both versions.
 */
class VertxInternalsHoldOnThisVertxTest {

    private static final int REQUESTS = 8;
    private static final String UPGRADE = VertxInternals.class.getSimpleName() + ", written for Vert.x "
            + VertxInternals.WRITTEN_FOR + ", on Vert.x " + VertxInternals.ON_CLASS_PATH + ": ";

    private static Vertx vertx;
    private static HttpServer server;

    @BeforeAll
    static void startServer() throws Exception {
        vertx = Vertx.vertx();
        server = awaited(vertx.createHttpServer().requestHandler(request -> request.response().end("answered"))
                .listen(0, "127.0.0.1"));
    }

    @AfterAll
    static void stop() throws Exception {
        awaited(vertx.close());
    }

    @Test
    void theChannelOfAnH2cConnectionIsItsSocketToTheServer() throws Exception {
        try (Connection connection = Connection.open(false)) {
            Channel channel = VertxInternals.channel(connection.http());

            assertThat(channel.isActive()).as(UPGRADE + "the channel under a live connection is open").isTrue();
            assertThat(channel.remoteAddress().toString())
                    .as(UPGRADE + "the channel under a connection to the server reaches the server")
                    .endsWith(":" + server.actualPort());
        }
    }

    @Test
    void requestsWrittenInOneEventLoopTaskLeaveInOneFlush() throws Exception {
        try (Connection connection = Connection.open(true)) {
            assertThat(VertxInternals.channel(connection.http()).pipeline().first())
                    .as(UPGRADE + "the consolidation comes first in the connection's pipeline")
                    .isInstanceOf(FlushConsolidationHandler.class);

            assertThat(connection.flushesToSend(REQUESTS))
                    .as(UPGRADE + "socket flushes of %d requests written in one event-loop task", REQUESTS)
                    .isEqualTo(1);
        }
    }

    /** Without it, the count above would say nothing: Vert.x flushes each request of a plain connection. */
    @Test
    void withoutTheConsolidationEachRequestIsFlushed() throws Exception {
        try (Connection connection = Connection.open(false)) {
            assertThat(connection.flushesToSend(REQUESTS))
                    .as("socket flushes of %d requests written in one event-loop task, on Vert.x %s", REQUESTS,
                            VertxInternals.ON_CLASS_PATH)
                    .isGreaterThanOrEqualTo(REQUESTS);
        }
    }

    /** One h2c connection to the server, as the gateway opens them: HTTP/2 from the first byte. */
    private static final class Connection implements AutoCloseable {

        private final Context context = vertx.getOrCreateContext();
        private final CompletableFuture<HttpConnection> opened = new CompletableFuture<>();
        private final HttpClient client;

        private Connection(boolean consolidated) {
            client = vertx.httpClientBuilder()
                    .with(new HttpClientOptions().setProtocolVersion(HttpVersion.HTTP_2)
                            .setHttp2ClearTextUpgrade(false))
                    .with(new PoolOptions().setHttp2MaxSize(1))
                    .withConnectHandler(connection -> {
                        if (consolidated) {
                            VertxInternals.consolidateFlushes(connection);
                        }
                        opened.complete(connection);
                    })
                    .build();
        }

        /** A connection that has carried one call, with the consolidation or without. */
        static Connection open(boolean consolidated) throws Exception {
            Connection connection = new Connection(consolidated);
            awaited(connection.onLoop(() -> connection.call(connection.request())));
            return connection;
        }

        HttpConnection http() throws Exception {
            return opened.get(10, TimeUnit.SECONDS);
        }

        /**
         * Takes {@code requests} streams of the connection, sends them all in one task of its event loop, waits for
         * their answers, and returns how many flushes with bytes in them reached the socket meanwhile.
         */
        int flushesToSend(int requests) throws Exception {
            List<HttpClientRequest> streams = new ArrayList<>();
            for (int i = 0; i < requests; i++) {
                streams.add(awaited(onLoop(this::request)));
            }
            SocketFlushes flushes = new SocketFlushes();
            VertxInternals.channel(http()).pipeline().addFirst(flushes);
            awaited(onLoop(() -> {
                List<Future<String>> answers = new ArrayList<>();
                streams.forEach(stream -> answers.add(call(Future.succeededFuture(stream))));
                return Future.all(answers);
            }));
            return flushes.count.get();
        }

        private Future<HttpClientRequest> request() {
            return client.request(new RequestOptions().setMethod(HttpMethod.POST).setHost("127.0.0.1")
                    .setPort(server.actualPort()).setURI("/internal/v1/tools/echo"));
        }

        private Future<String> call(Future<HttpClientRequest> stream) {
            return stream.compose(request -> request.send("{}")).compose(HttpClientResponse::body)
                    .map(Object::toString);
        }

        /** {@code work}'s future, the work done in one task on the connection's event loop. */
        private <T> Future<T> onLoop(Supplier<Future<T>> work) {
            return Future.<Future<T>> future(promise -> context.runOnContext(ignored -> promise.complete(work.get())))
                    .compose(started -> started);
        }

        @Override
        public void close() throws Exception {
            awaited(client.close());
        }
    }

    /** Counts the flushes that reach the socket with bytes written since the one before. */
    private static final class SocketFlushes extends ChannelOutboundHandlerAdapter {

        final AtomicInteger count = new AtomicInteger();
        private boolean written;

        @Override
        public void write(ChannelHandlerContext ctx, Object message, ChannelPromise promise) {
            written |= message instanceof ByteBuf bytes && bytes.isReadable();
            ctx.write(message, promise);
        }

        @Override
        public void flush(ChannelHandlerContext ctx) {
            if (written) {
                count.incrementAndGet();
                written = false;
            }
            ctx.flush();
        }
    }

    private static <T> T awaited(Future<T> future) throws Exception {
        return future.toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }
}
