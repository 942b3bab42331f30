// The floor of forwarding: the least a gateway that forwards each MCP request over HTTP can spend per call. It takes
// every request, sends it unchanged (method, path, headers, body) to one upstream, and answers with the upstream's
// answer unchanged. Nothing is parsed, checked, logged or counted. It runs on the gateway's own Vert.x and Netty (the
// jars of gateway/target/quarkus-app) and calls the upstream the way the gateway calls a service: HTTP/2 without TLS,
// 16 streams per connection, writes consolidated per batch (--http1: a keep-alive HTTP/1.1 pool of 256 instead), on one
// event loop per core as the suite runs (--loops N: N instead).
// bench/forwarding-floor.sh puts it in front of the quarkus-mcp-server anchor; its CPU per call, beside the anchor's,
// says how much of the anchor's whole call forwarding alone already costs.
//   java -cp 'gateway/target/quarkus-app/lib/main/*' bench/ForwardingFloor.java --port 27404
//        --upstream http://127.0.0.1:27403 [--http1] [--loops N]
import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import io.netty.handler.flush.FlushConsolidationHandler;
import io.vertx.core.AbstractVerticle;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.impl.ConnectionBase;

public class ForwardingFloor {

    /** Headers that describe one connection, not the message: never passed on. */
    private static final Set<String> HOP_BY_HOP = Set.of("connection", "keep-alive", "transfer-encoding", "upgrade",
            "proxy-connection", "te", "trailer", "host", "content-length");

    public static void main(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].startsWith("--")) {
                boolean flag = i + 1 >= args.length || args[i + 1].startsWith("--");
                options.put(args[i].substring(2), flag ? "true" : args[++i]);
            }
        }
        int port = Integer.parseInt(options.getOrDefault("port", "27404"));
        URI upstream = URI.create(options.getOrDefault("upstream", "http://127.0.0.1:27403"));
        boolean http1 = options.containsKey("http1");
        // As the suite sizes them (runtime-tuning's EventLoopsPerProcessor): one per core the process may use.
        int loops = Integer.parseInt(options.getOrDefault("loops",
                Integer.toString(Runtime.getRuntime().availableProcessors())));
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(loops));
        vertx.deployVerticle(() -> new Forwarder(port, upstream, http1), new DeploymentOptions().setInstances(loops))
                .onSuccess(id -> System.out.printf("forwarding floor on %d to %s over %s, %d event loops%n", port,
                        upstream, http1 ? "HTTP/1.1" : "h2c", loops))
                .onFailure(failure -> {
                    failure.printStackTrace();
                    System.exit(1);
                });
    }

    /** One event loop's server and its own client, so a call stays on the loop that received it. */
    static final class Forwarder extends AbstractVerticle {

        private final int port;
        private final URI upstream;
        private final boolean http1;
        private HttpClient client;

        Forwarder(int port, URI upstream, boolean http1) {
            this.port = port;
            this.upstream = upstream;
            this.http1 = http1;
        }

        @Override
        public void start(Promise<Void> started) {
            client = http1
                    ? vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true), new PoolOptions()
                            .setHttp1MaxSize(256))
                    : vertx.httpClientBuilder()
                            .with(new HttpClientOptions().setProtocolVersion(HttpVersion.HTTP_2)
                                    .setHttp2ClearTextUpgrade(false).setHttp2MultiplexingLimit(16))
                            .with(new PoolOptions().setHttp2MaxSize(16))
                            // A Vert.x internal: this script's copy of the gateway's forward.VertxInternals, which says
                            // for which Vert.x it was written and why
                            .withConnectHandler(connection -> ((ConnectionBase) connection).channel().pipeline()
                                    .addFirst(new FlushConsolidationHandler(
                                            FlushConsolidationHandler.DEFAULT_EXPLICIT_FLUSH_AFTER_FLUSHES, true)))
                            .build();
            vertx.createHttpServer().requestHandler(this::forward).listen(port, "127.0.0.1")
                    .<Void>mapEmpty().onComplete(started);
        }

        private void forward(HttpServerRequest in) {
            in.body().onSuccess(body -> {
                RequestOptions out = new RequestOptions().setMethod(in.method()).setHost(upstream.getHost())
                        .setPort(upstream.getPort()).setURI(in.uri());
                in.headers().forEach(header -> {
                    if (!HOP_BY_HOP.contains(header.getKey().toLowerCase())) {
                        out.addHeader(header.getKey(), header.getValue());
                    }
                });
                client.request(out).compose(request -> request.send(body)).compose(answer -> answer.body()
                        .onSuccess(bytes -> {
                            in.response().setStatusCode(answer.statusCode());
                            answer.headers().forEach(header -> {
                                if (!HOP_BY_HOP.contains(header.getKey().toLowerCase())) {
                                    in.response().headers().add(header.getKey(), header.getValue());
                                }
                            });
                            in.response().end(bytes);
                        })).onFailure(failure -> {
                            if (!in.response().ended()) {
                                in.response().setStatusCode(502).end(failure.toString());
                            }
                        });
            });
        }
    }
}
