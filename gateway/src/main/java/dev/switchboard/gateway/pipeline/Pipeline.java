package dev.switchboard.gateway.pipeline;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;

import jakarta.inject.Singleton;

import org.jboss.logging.MDC;

import com.fasterxml.jackson.databind.JsonNode;

import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.auth.Authenticator;
import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.clientinput.ClientAnswers;
import dev.switchboard.gateway.handler.CompletionsHandler;
import dev.switchboard.gateway.handler.LifecycleHandler;
import dev.switchboard.gateway.handler.PromptsHandler;
import dev.switchboard.gateway.handler.ResourcesHandler;
import dev.switchboard.gateway.handler.SubscriptionsHandler;
import dev.switchboard.gateway.handler.TasksHandler;
import dev.switchboard.gateway.handler.ToolsHandler;
import dev.switchboard.gateway.jsonrpc.JsonRpcMessage;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.McpMethod;
import dev.switchboard.gateway.request.Arrival;
import dev.switchboard.gateway.request.Caller;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.telemetry.McpTelemetry;
import dev.switchboard.gateway.telemetry.Operation;
import dev.switchboard.gateway.telemetry.OperationInfo;
import dev.switchboard.gateway.tenant.TenantDirectory;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.core.Context;

/**
 * The one path every message of every era and door takes, after its era adapter has checked the envelope:
 * <ol>
 * <li>identify the caller: OAuth access token, API key, or anonymous when authentication is off, in the present
 * incarnation of its tenant ({@link #admit});</li>
 * <li>load the session it names, in the eras that have sessions ({@link #admit});</li>
 * <li>apply the access policy: tenant provisioned, the tenant's view of the catalogue, scopes, quotas
 * ({@link #handle});</li>
 * <li>the method's one handler, shared by all eras ({@link #handle}).</li>
 * </ol>
 * Messages that are not requests (a client's notifications and answers, stream GETs and DELETEs) stop after admission.
 * The adapter then shapes the {@link Outcome} for its era.
 */
@Singleton
public class Pipeline {

    private final Authenticator authenticator;
    private final SessionLoader sessions;
    private final AccessPolicy policy;
    private final RunningRequests running;
    private final ClientAnswers answers;
    private final LifecycleHandler lifecycle;
    private final ToolsHandler tools;
    private final PromptsHandler prompts;
    private final ResourcesHandler resources;
    private final CompletionsHandler completions;
    private final SubscriptionsHandler subscriptions;
    private final TasksHandler tasks;
    private final McpTelemetry telemetry;
    private final ExecutorService virtualThreads;
    private final TenantDirectory tenants;

    Pipeline(Authenticator authenticator, SessionLoader sessions, AccessPolicy policy, RunningRequests running,
            ClientAnswers answers, LifecycleHandler lifecycle, ToolsHandler tools, PromptsHandler prompts,
            ResourcesHandler resources, CompletionsHandler completions, SubscriptionsHandler subscriptions,
            TasksHandler tasks, McpTelemetry telemetry, @VirtualThreads ExecutorService virtualThreads,
            TenantDirectory tenants) {
        this.virtualThreads = virtualThreads;
        this.tenants = tenants;
        this.telemetry = telemetry;
        this.authenticator = authenticator;
        this.sessions = sessions;
        this.policy = policy;
        this.running = running;
        this.answers = answers;
        this.lifecycle = lifecycle;
        this.tools = tools;
        this.prompts = prompts;
        this.resources = resources;
        this.completions = completions;
        this.subscriptions = subscriptions;
        this.tasks = tasks;
    }

    /** Stages 1 and 2: who is calling, and in which session. Refusals are thrown with their HTTP status. */
    public Caller admit(Arrival arrival) {
        String endpoint = AccessPolicy.endpoint(arrival);
        Identity identity = inItsTenant(authenticator.authenticate(arrival.http(), endpoint));
        return new Caller(identity, sessions.load(arrival, identity.principal()), arrival.headers().get("Host"),
                endpoint);
    }

    /**
     * The identity bound to its tenant's present incarnation, so that whatever it opens (sessions, tasks, sealed
     * states) is unknown to anyone once the tenant is deleted, even under the same name made again.
     */
    private Identity inItsTenant(Identity identity) {
        return identity.in(tenants.incarnation(identity.principal().tenant()));
    }

    /**
     * {@link #admit} as a stage: at once where this replica knows the caller and its session from memory, else on a
     * virtual thread (a token to verify, a key or session to read from Redis, a refusal to record). Refusals fail the
     * stage.
     */
    public CompletionStage<Caller> admission(Arrival arrival) {
        Optional<Caller> known = Context.isOnEventLoopThread() ? knownNow(arrival) : Optional.empty();
        return known.<CompletionStage<Caller>> map(CompletableFuture::completedFuture)
                .orElseGet(() -> Stages.offLoop(virtualThreads, () -> CompletableFuture.completedFuture(
                        admit(arrival))));
    }

    /** The caller and its session when this replica knows both from memory; empty when {@link #admit} must tell. */
    private Optional<Caller> knownNow(Arrival arrival) {
        String host = arrival.headers().get("Host");
        String endpoint = AccessPolicy.endpoint(arrival);
        return authenticator.identifyNow(arrival.http()).map(this::inItsTenant).flatMap(identity -> sessions
                .needsSession(arrival)
                        ? sessions.loadNow(arrival, identity.principal())
                                .map(session -> new Caller(identity, session, host, endpoint))
                        : Optional.of(new Caller(identity, null, host, endpoint)));
    }

    /**
     * Stages 3 and 4 for an admitted request, inside its span of the MCP conventions and with its tenant in the log
     * context while it runs on this thread. Protocol failures fail the stage with an {@code McpException}. A forwarded
     * tool call's stage completes on the event loop that received the service's answer: what the caller does next
     * must not block there.
     */
    public CompletionStage<Outcome> handle(RequestContext request) {
        if (Context.isOnEventLoopThread() && !runsOnEventLoop(request)) {
            return Stages.onVirtualThread(virtualThreads, () -> handle(request));
        }
        MDC.put(McpTelemetry.TENANT, request.principal().tenant());
        Operation operation = telemetry.start(describe(request), request.params().get("_meta"));
        CompletionStage<Outcome> handled;
        try {
            handled = admitted(request, operation);
        } catch (RuntimeException e) {
            handled = Stages.failed(e);
        } finally {
            operation.leaveThread();
            MDC.remove(McpTelemetry.TENANT);
        }
        return handled.whenComplete((outcome, failure) -> {
            if (failure == null) {
                if (outcome instanceof Outcome.Result result && result.result().path("isError").asBoolean(false)) {
                    operation.toolError();
                }
            } else if (Stages.cause(failure) instanceof McpException e) {
                operation.failed(e.code(), e.getMessage());
            } else {
                operation.failed(Stages.cause(failure));
            }
            operation.close();
        });
    }

    /**
     * Whether the request's stages need nothing that waits until its call is forwarded: a {@code tools/call} (the
     * other handlers may block) whose tenant's quotas leave Redis alone. The tools handler moves what it reads from
     * Redis (the result cache, a retry's one-time state) off the event loop itself.
     */
    private boolean runsOnEventLoop(RequestContext request) {
        return request.method() == McpMethod.TOOLS_CALL && !policy.asksTheStore(request);
    }

    /** {@link #handle}, waited for: only on a virtual thread. */
    public Outcome handleAndWait(RequestContext request) {
        return Stages.join(handle(request));
    }

    /** The policy's permit and the request's registration as cancellable last until the request's stage ends. */
    private CompletionStage<Outcome> admitted(RequestContext request, Operation operation) {
        AccessPolicy.Permit permit = policy.admit(request);
        AutoCloseable cancellable = null;
        try {
            Optional<CatalogTool> tool = permit.tool();
            if (knows(permit.catalog(), request, tool)) {
                operation.targetKnown();
            }
            if (request.sessionId() != null) {
                cancellable = running.register(request.sessionId(), request.id().toString(),
                        request.channel().cancellation());
            }
            AutoCloseable registration = cancellable;
            return dispatch(permit.request(), permit.catalog(), tool).whenComplete((outcome, failure) -> {
                close(registration);
                permit.close();
            });
        } catch (RuntimeException e) {
            close(cancellable);
            permit.close();
            throw e;
        }
    }

    private static void close(AutoCloseable resource) {
        if (resource == null) {
            return;
        }
        try {
            resource.close();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static OperationInfo describe(RequestContext request) {
        String name = request.target().name();
        String tool = request.method() == McpMethod.TOOLS_CALL ? name : null;
        String prompt = request.method() == McpMethod.PROMPTS_GET ? name : null;
        String uri = switch (request.method()) {
            case RESOURCES_READ -> name;
            case RESOURCES_SUBSCRIBE, RESOURCES_UNSUBSCRIBE -> text(request, "uri");
            default -> null;
        };
        return new OperationInfo(request.method().wireName(), request.protocolVersion(), request.sessionId(),
                request.requestIdText(), tool, prompt, uri);
    }

    private static boolean knows(CatalogView catalog, RequestContext request, Optional<CatalogTool> tool) {
        return switch (request.method()) {
            case TOOLS_CALL -> tool.isPresent();
            case PROMPTS_GET -> request.target().name() != null && catalog.prompt(request.target().name()).isPresent();
            default -> false;
        };
    }

    private static String text(RequestContext request, String field) {
        JsonNode value = request.params().get(field);
        return value != null && value.isTextual() ? value.asText() : null;
    }

    /** A client notification in a session: a cancellation reaches the request wherever it runs; others need nothing. */
    public void notification(Caller caller, JsonRpcMessage.Notification notification) {
        if (caller.session() == null || !notification.method().equals("notifications/cancelled")
                || notification.params() == null) {
            return;
        }
        JsonNode requestId = notification.params().get("requestId");
        if (requestId != null && (requestId.isTextual() || requestId.isIntegralNumber())) {
            running.cancel(caller.sessionId(), requestId.toString());
        }
    }

    /**
     * A client's answer ({@code message}: its whole JSON-RPC response) to a server→client request.
     *
     * @throws McpException 410 when the replica waiting for it has stopped
     */
    public void answer(Caller caller, JsonNode id, JsonNode message) {
        if (caller.session() != null) {
            answers.deliver(caller.sessionId(), id, message);
        }
    }

    private CompletionStage<Outcome> dispatch(RequestContext request, CatalogView catalog,
            Optional<CatalogTool> tool) {
        if (request.method() == McpMethod.TOOLS_CALL) {
            return tools.call(request, catalog, tool);
        }
        return CompletableFuture.completedFuture(switch (request.method()) {
            case INITIALIZE -> lifecycle.initialize(request);
            case PING -> lifecycle.ping(request);
            case LOGGING_SET_LEVEL -> lifecycle.setLevel(request);
            case SERVER_DISCOVER -> lifecycle.discover(request);
            case TOOLS_LIST -> tools.list(request, catalog);
            case TOOLS_CALL -> throw new IllegalStateException("tools/call is forwarded above");
            case PROMPTS_LIST -> prompts.list(request, catalog);
            case PROMPTS_GET -> prompts.get(request, catalog);
            case RESOURCES_LIST -> resources.list(request, catalog);
            case RESOURCES_TEMPLATES_LIST -> resources.templates(request, catalog);
            case RESOURCES_READ -> resources.read(request, catalog);
            case RESOURCES_SUBSCRIBE -> subscriptions.subscribe(request);
            case RESOURCES_UNSUBSCRIBE -> subscriptions.unsubscribe(request);
            case SUBSCRIPTIONS_LISTEN -> subscriptions.listen(request);
            case COMPLETION_COMPLETE -> completions.complete(request, catalog);
            case TASKS_GET -> tasks.get(request);
            case TASKS_UPDATE -> tasks.update(request);
            case TASKS_CANCEL -> tasks.cancel(request);
            case TASKS_RESULT -> tasks.result(request);
            case TASKS_LIST -> tasks.list(request);
        });
    }
}
