package dev.switchboard.gateway.entry;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import java.util.function.Function;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.health.Readiness;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.gateway.action.ActionAdapter;
import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.health.RedisReadiness;
import dev.switchboard.gateway.httpsse.HttpSseAdapter;
import dev.switchboard.gateway.jsonrpc.ErrorCodes;
import dev.switchboard.gateway.jsonrpc.JsonRpc;
import dev.switchboard.gateway.security.OriginGuard;
import dev.switchboard.gateway.stream.HttpReplies;
import dev.switchboard.gateway.stream.Reply;
import dev.switchboard.gateway.telemetry.McpTelemetry;
import dev.switchboard.sessionstore.StoreUnavailableException;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * The gateway's front doors: {@code /mcp} (2026-07-28 and the session era) and each tenant's own
 * {@code /t/<tenant>/mcp} (the same door, for that tenant's callers only), {@code /sse} + {@code /messages}
 * (2024-11-05) and {@code /api/v1/actions} (the seed action API). Every door checks Host/Origin first, reads at most
 * the configured body size. {@code POST /mcp} then runs on its event loop, and moves each step that may block (Redis
 * through the blocking client, a token to verify, a wait for a person) to a virtual thread itself; the other doors
 * run on a virtual thread (Quarkus' {@code @VirtualThreads} executor). A forwarded call's answer is written from the
 * event loop it arrives on, with no thread waiting for it meanwhile.
 */
@Singleton
public class GatewayRoutes {

    public static final String MCP = "/mcp";
    /** A tenant's own {@link #MCP}: the same door, the tenant fixed by the path ({@link AuthSettings#tenantMcp}). */
    public static final String TENANT_MCP = "/t/:tenant/mcp";
    public static final String ACTIONS = "/api/v1/actions";
    public static final String HTTP_SSE = "/sse";
    public static final String HTTP_SSE_MESSAGES = "/messages";
    private static final CompletionStage<Void> ANSWERED = CompletableFuture.completedFuture(null);
    private static final Logger LOG = Logger.getLogger(GatewayRoutes.class);

    private final StreamableHttpDoor streamable;
    private final ActionAdapter actions;
    private final HttpSseAdapter legacy;
    private final OriginGuard originGuard;
    private final HttpReplies replies;
    private final RedisReadiness redisProbe;
    private final GatewayConfig config;
    private final ExecutorService executor;
    private final ObjectMapper json;
    private final MeterRegistry metrics;
    private final McpTelemetry telemetry;
    private final RefusalLog overloadRefusals;
    private final RefusalLog storeRefusals;

    GatewayRoutes(StreamableHttpDoor streamable, ActionAdapter actions, HttpSseAdapter legacy, OriginGuard originGuard,
            HttpReplies replies, GatewayConfig config, @VirtualThreads ExecutorService executor, ObjectMapper json,
            MeterRegistry metrics, McpTelemetry telemetry, @Readiness RedisReadiness redisProbe, Vertx vertx) {
        this.overloadRefusals = new RefusalLog(LOG, "503 overloaded", config.refusalLogPeriod(), vertx);
        this.storeRefusals = new RefusalLog(LOG, "503 Redis out of reach", config.refusalLogPeriod(), vertx);
        this.redisProbe = redisProbe;
        this.metrics = metrics;
        this.telemetry = telemetry;
        this.streamable = streamable;
        this.actions = actions;
        this.legacy = legacy;
        this.originGuard = originGuard;
        this.replies = replies;
        this.config = config;
        this.executor = executor;
        this.json = json;
    }

    void install(@Observes Router router) {
        BodyHandler body = BodyHandler.create(false).setBodyLimit(config.maxBodySize().asLongValue());
        router.route(TENANT_MCP).handler(ctx -> {
            ctx.put(AuthSettings.RESOURCE_TENANT, ctx.pathParam("tenant"));
            ctx.next();
        });
        for (String mcp : new String[] { MCP, TENANT_MCP }) {
            router.route(mcp).handler(this::guard);
            router.post(mcp).handler(body).handler(ctx -> onEventLoopUntilAnswered(ctx, streamable::post));
            router.get(mcp).handler(ctx -> offload(ctx, streamable::get));
            router.delete(mcp).handler(ctx -> offload(ctx, streamable::delete));
            router.route(mcp).failureHandler(ctx -> failure(ctx, false));
        }

        router.route(HTTP_SSE).handler(this::guard);
        router.get(HTTP_SSE).handler(ctx -> offload(ctx, legacy::open));
        router.route(HTTP_SSE_MESSAGES).handler(this::guard);
        router.post(HTTP_SSE_MESSAGES).handler(body).handler(ctx -> offloadUntilAnswered(ctx, legacy::post));
        router.route(HTTP_SSE_MESSAGES).failureHandler(ctx -> failure(ctx, false));

        router.route(ACTIONS).handler(this::guard);
        router.post(ACTIONS).handler(body).handler(ctx -> offload(ctx, actions::post));
        router.route(ACTIONS).failureHandler(ctx -> failure(ctx, true));
    }

    private void guard(RoutingContext ctx) {
        Optional<String> refusal = originGuard.refusal(ctx.request());
        if (refusal.isPresent()) {
            replies.write(ctx.response(), Reply.error(403, null, ErrorCodes.INVALID_REQUEST, "Forbidden: " + refusal.get()));
        } else if (ctx.request().getParam("access_token") != null) {
            replies.write(ctx.response(), Reply.error(400, null, ErrorCodes.INVALID_REQUEST,
                    "Bad Request: send credentials in the Authorization header, never in the URL (OAuth 2.1 §5.1)"));
        } else {
            ctx.next();
        }
    }

    /** {@link #offloadUntilAnswered} for a handler that has answered when it returns. */
    private void offload(RoutingContext ctx, Consumer<RoutingContext> handler) {
        offloadUntilAnswered(ctx, request -> {
            handler.accept(request);
            return ANSWERED;
        });
    }

    /** {@link #untilAnswered} on a virtual thread: for a door whose every message may wait. */
    private void offloadUntilAnswered(RoutingContext ctx, Function<RoutingContext, CompletionStage<Void>> handler) {
        executor.execute(telemetry.inTraceOf(ctx.request().headers(), () -> untilAnswered(ctx, handler)));
    }

    /** {@link #untilAnswered} on this event loop: for a door that moves what may wait off the loop itself. */
    private void onEventLoopUntilAnswered(RoutingContext ctx,
            Function<RoutingContext, CompletionStage<Void>> handler) {
        telemetry.inTraceOf(ctx.request().headers(), () -> untilAnswered(ctx, handler)).run();
    }

    /**
     * Runs a handler in the trace context of the request's HTTP headers (a message's own {@code _meta} context, when it
     * has one, takes precedence in the pipeline). The handler's stage ends when the request is answered, which may be
     * later and on an event loop (a forwarded call's answer); whatever it did not answer because it failed is answered
     * here.
     */
    private void untilAnswered(RoutingContext ctx, Function<RoutingContext, CompletionStage<Void>> handler) {
        CompletionStage<Void> answered;
        try {
            answered = handler.apply(ctx);
        } catch (RuntimeException e) {
            answered = Stages.failed(e);
        }
        answered.whenComplete((ignored, failure) -> {
            if (failure == null) {
                return;
            }
            if (Context.isOnEventLoopThread()) {
                // Telling an overloaded replica from an unreachable Redis may ask Redis.
                executor.execute(() -> failed(ctx, Stages.cause(failure)));
            } else {
                failed(ctx, Stages.cause(failure));
            }
        });
    }

    private void failed(RoutingContext ctx, Throwable failure) {
        if (failure instanceof StoreUnavailableException e) {
            failLate(ctx, unavailable(e));
        } else {
            LOG.error("Request failed", failure);
            failLate(ctx, Reply.error(500, null, ErrorCodes.INTERNAL_ERROR,
                    "Internal error; the gateway log has details"));
        }
    }

    /**
     * 503 with {@code Retry-After}, saying which it is: this replica overloaded (its Redis connections all busy and the
     * wait queue full, or a command that timed out in that queue while Redis answers a probe outside it; another
     * replica may answer at once) or Redis out of reach; logged a line per period at most, however many there are.
     */
    private Reply unavailable(StoreUnavailableException e) {
        boolean queuedTooLong = !e.overloaded() && e.timedOut() && redisProbe.answersNow();
        if (e.overloaded() || queuedTooLong) {
            overloadRefusals.refused(e.getMessage());
            metrics.counter("switchboard.overload.rejected", "reason", queuedTooLong ? "redis-queue" : "redis-pool")
                    .increment();
            return new Reply.Json(503, JsonRpc.error(null, ErrorCodes.INTERNAL_ERROR, "Service unavailable: this "
                    + "gateway replica is overloaded (all its Redis connections are busy); retry in a second", null),
                    Map.of("Retry-After", "1"));
        }
        storeRefusals.refused(e.getMessage());
        metrics.counter("switchboard.store.unavailable").increment();
        return new Reply.Json(503, JsonRpc.error(null, ErrorCodes.INTERNAL_ERROR,
                "Service unavailable: the session store (Redis) cannot be reached; retry shortly", null),
                Map.of("Retry-After", "5"));
    }

    private void failLate(RoutingContext ctx, Reply reply) {
        if (ctx.response().headWritten()) {
            if (!ctx.response().ended()) {
                ctx.response().end();
            }
        } else {
            replies.write(ctx.response(), reply);
        }
    }

    private void failure(RoutingContext ctx, boolean actionApi) {
        int status = ctx.statusCode() > 0 ? ctx.statusCode() : 500;
        String message = status == 413
                ? "Request body too large: the limit is " + config.maxBodySize().asLongValue() + " bytes"
                : "Request failed with HTTP " + status;
        if (status >= 500 && ctx.failure() != null) {
            LOG.error("Route failed", ctx.failure());
        }
        if (actionApi) {
            replies.write(ctx.response(), new Reply.Json(status, json.createObjectNode()
                    .put("version", ActionAdapter.VERSION).put("status", "error").put("error", message)));
        } else {
            replies.write(ctx.response(), new Reply.Json(status,
                    JsonRpc.error(null, status == 413 ? ErrorCodes.INVALID_REQUEST : ErrorCodes.INTERNAL_ERROR, message,
                            null)));
        }
    }
}
