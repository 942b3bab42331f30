package dev.switchboard.contract.kit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;
import org.jboss.logging.MDC;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.CompletionRequest;
import dev.switchboard.contract.ContractError;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.PromptArgument;
import dev.switchboard.contract.PromptGetRequest;
import dev.switchboard.contract.ResourceDescriptor;
import dev.switchboard.contract.ResourceList;
import dev.switchboard.contract.ResourceListRequest;
import dev.switchboard.contract.ResourceReadRequest;
import dev.switchboard.contract.ResourceResult;
import dev.switchboard.contract.ResultTypes;
import dev.switchboard.contract.StreamEvents;
import dev.switchboard.contract.ToolCallRequest;
import dev.switchboard.contract.schema.InvalidArguments;
import dev.switchboard.contract.schema.Violation;
import dev.switchboard.sessionstore.registry.ManifestRevision;
import io.quarkus.virtual.threads.VirtualThreads;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * The {@code /internal/v1} endpoints of a tool service (docs/tool-service-contract.md). Handlers run on virtual threads, so
 * a handler may block; a small call of a tool that never blocks ({@link ServiceTool#blocks}) runs on the event loop
 * that received it instead, without a thread hand-off. A
 * request with {@code Accept: text/event-stream} gets its progress and log events streamed before the result (with
 * {@code application/json} accepted too, only once there is an event to send).
 */
@ApplicationScoped
public class InternalRoutes {

    private static final Logger LOG = Logger.getLogger(InternalRoutes.class);
    /** The answer that hands a call to the gateway to run as a task: it calls again, as the task's worker. */
    private static final Map<String, String> RUN_AS_TASK = Map.of(ResultTypes.FIELD, ResultTypes.TASK);
    /**
     * The largest request of a non-blocking tool run on the event loop: analyzeText spends about a millisecond on this
     * much text, and each loop serves many connections, so a larger request goes to a virtual thread.
     */
    static final int ON_EVENT_LOOP_MAX_BODY = 16 * 1024;

    private final ServiceOfferings offerings;
    private final ServiceKitConfig config;
    private final ObjectMapper json;
    private final ExecutorService executor;
    private final InternalCallGuard guard;

    InternalRoutes(ServiceOfferings offerings, ServiceKitConfig config, ObjectMapper json,
            @VirtualThreads ExecutorService executor, InternalCallGuard guard) {
        this.guard = guard;
        this.offerings = offerings;
        this.config = config;
        this.json = json;
        this.executor = executor;
    }

    void install(@Observes Router router) {
        router.get(InternalPaths.MANIFEST).handler(ctx -> {
            ctx.response().putHeader(ManifestRevision.HEADER, offerings.revision());
            writeJson(ctx, 200, offerings.manifest());
        });
        router.post(InternalPaths.ROOT + "/*")
                .handler(BodyHandler.create(false).setBodyLimit(config.maxBodySize().asLongValue()));
        router.post(InternalPaths.TOOLS + ":name").handler(ctx -> {
            if (computesOnly(ctx)) {
                run(ctx, this::callTool);
            } else {
                offload(ctx, this::callTool);
            }
        });
        router.post(InternalPaths.PROMPTS + ":name").handler(ctx -> offload(ctx, this::getPrompt));
        router.post(InternalPaths.RESOURCES_READ).handler(ctx -> offload(ctx, this::readResource));
        router.post(InternalPaths.RESOURCES_LIST).handler(ctx -> offload(ctx, this::listResources));
        router.post(InternalPaths.COMPLETIONS).handler(ctx -> offload(ctx, this::complete));
        router.route(InternalPaths.ROOT + "/*").failureHandler(this::failure);
    }

    /**
     * Runs a handler on a virtual thread (Quarkus' {@code @VirtualThreads} executor); whatever it throws past its own error
     * handling, an
     * {@link Error} too (a class its tool could not load, say), goes to {@link #failure}, so that the gateway gets an
     * answer rather than waiting for its deadline.
     */
    private void offload(RoutingContext ctx, Consumer<RoutingContext> handler) {
        executor.execute(() -> run(ctx, handler));
    }

    private static void run(RoutingContext ctx, Consumer<RoutingContext> handler) {
        try {
            handler.accept(ctx);
        } catch (RuntimeException | Error e) {
            ctx.fail(e);
        }
    }

    /**
     * Whether a tool call may run on the event loop that received it: its tool never blocks
     * ({@link ServiceTool#blocks}) and its request is small enough to compute on in about a millisecond.
     */
    private boolean computesOnly(RoutingContext ctx) {
        return ctx.body().length() <= ON_EVENT_LOOP_MAX_BODY
                && offerings.tool(ctx.pathParam("name")).map(tool -> !tool.blocks()).orElse(false);
    }

    private void callTool(RoutingContext ctx) {
        String name = ctx.pathParam("name");
        answer(ctx, ToolCallRequest.class, request -> request.context(), (request, events) -> {
            ServiceTool tool = offerings.tool(name).orElseThrow(() -> unknown(ctx, "tool", name));
            if (!tool.descriptor().visibleTo(request.context().tenant())) {
                // For named tenants only: unknown to every other caller, as the gateway's lists hide it from them.
                throw ContractException.unknown("tool", name);
            }
            if (!checkedAgainstThisRelease(ctx, request.context())) {
                List<Violation> violations = offerings.schema(name).validate(request.arguments());
                if (!violations.isEmpty()) {
                    InvalidArguments invalid = new InvalidArguments(name, violations);
                    throw ContractException.invalidParams(invalid.message(), invalid.data());
                }
            }
            ToolCall call = new ToolCall(name, request.arguments(), request.context(), request.inputResponses(),
                    request.requestState(), events);
            if (request.context().mayRunAsTask() && tool.descriptor().taskSupport().allowsTasks()
                    && tool.runsAsTask(call)) {
                return RUN_AS_TASK;
            }
            return tool.call(call);
        });
    }

    /**
     * Whether the gateway already checked the arguments against this very release's schema: it says so, and the
     * revision it names is this instance's. Any other call (a caller other than the gateway, or the gateway's catalogue
     * from another release during a rolling update) is checked here.
     */
    private boolean checkedAgainstThisRelease(RoutingContext ctx, CallContext context) {
        return context.argumentsCheckedByTheGateway()
                && offerings.revision().equals(ctx.request().getHeader(ManifestRevision.HEADER));
    }

    private void getPrompt(RoutingContext ctx) {
        String name = ctx.pathParam("name");
        answer(ctx, PromptGetRequest.class, request -> request.context(), (request, events) -> {
            ServicePrompt prompt = offerings.prompt(name).orElseThrow(() -> unknown(ctx, "prompt", name));
            if (!prompt.descriptor().visibleTo(request.context().tenant())) {
                throw ContractException.unknown("prompt", name);
            }
            List<PromptArgument> declared = Optional.ofNullable(prompt.descriptor().arguments()).orElse(List.of());
            for (PromptArgument argument : declared) {
                if (Boolean.TRUE.equals(argument.required()) && !request.arguments().containsKey(argument.name())) {
                    throw ContractException.invalidParams(
                            "Missing required argument '" + argument.name() + "' for prompt '" + name + "'");
                }
            }
            return prompt.get(new PromptCall(name, request.arguments(), request.context(), request.inputResponses(),
                    request.requestState(), events));
        });
    }

    private void readResource(RoutingContext ctx) {
        answer(ctx, ResourceReadRequest.class, request -> request.context(), (request, events) -> {
            ResourceRead read = new ResourceRead(request.uri(), request.context(), request.inputResponses(),
                    request.requestState(), events);
            for (ServiceResources provider : offerings.resources()) {
                Optional<ResourceResult> result = provider.read(read);
                if (result.isPresent()) {
                    return result.get();
                }
            }
            throw unknown(ctx, ContractException.resourceNotFound(request.uri()), "resource '" + request.uri() + "'");
        });
    }

    private void listResources(RoutingContext ctx) {
        answer(ctx, ResourceListRequest.class, request -> request.context(), (request, events) -> {
            List<ResourceDescriptor> visible = new ArrayList<>();
            for (ServiceResources provider : offerings.resources()) {
                visible.addAll(provider.resources(request.context()));
            }
            return new ResourceList(visible);
        });
    }

    private void complete(RoutingContext ctx) {
        answer(ctx, CompletionRequest.class, request -> request.context(), (request, events) -> {
            ServiceCompletions completions = offerings.completions().orElseThrow(() -> unknown(ctx,
                    ContractException.unknown("capability", "completions"), "completions"));
            if (!offers(request) && misdirected(ctx)) {
                throw unknown(ctx, ContractException.unknown(request.refType(), request.ref()),
                        request.refType() + " '" + request.ref() + "' to complete");
            }
            return completions.complete(request);
        });
    }

    /** Whether this instance's manifest has the prompt or resource (template) a completion names. */
    private boolean offers(CompletionRequest request) {
        return switch (request.refType()) {
            case "ref/prompt" -> offerings.prompt(request.ref()).isPresent();
            case "ref/resource" -> offerings.manifest().resourceTemplates().stream()
                    .anyMatch(template -> template.uriTemplate().equals(request.ref()))
                    || offerings.manifest().resources().stream()
                            .anyMatch(resource -> resource.uri().equals(request.ref()));
            default -> true;
        };
    }

    private ContractException unknown(RoutingContext ctx, String kind, String name) {
        return unknown(ctx, ContractException.unknown(kind, name), kind + " '" + name + "'");
    }

    /**
     * Something the call names that this instance does not have: {@code unknown} (404), or, when the gateway's
     * catalogue came from another release of this service (its revision header differs: a rolling update has both
     * releases live behind one address), 421 Misdirected Request with the same code, which the gateway retries on a
     * fresh connection.
     */
    private ContractException unknown(RoutingContext ctx, ContractException unknown, String missing) {
        if (!misdirected(ctx)) {
            return unknown;
        }
        String expected = ctx.request().getHeader(ManifestRevision.HEADER);
        String mine = offerings.revision();
        return new ContractException(421, new ContractError(unknown.error().code(), "This instance of service '"
                + config.name() + "' runs another release (manifest revision " + mine + ", the gateway expected "
                + expected + ") and has no " + missing + "; a rolling update is under way",
                JsonNodeFactory.instance.objectNode().put("service", config.name()).put("revision", mine)
                        .put("expectedRevision", expected)));
    }

    /** Whether the call names a revision of this service's manifest other than this instance's. */
    private boolean misdirected(RoutingContext ctx) {
        String expected = ctx.request().getHeader(ManifestRevision.HEADER);
        return expected != null && !expected.equals(offerings.revision());
    }

    /**
     * Parses the body, refuses it when its context names another caller than the internal token
     * ({@link InternalCallGuard#identityRefusal}), runs the work, and answers with JSON or, when asked, an SSE stream
     * ending in the result.
     */
    private <R> void answer(RoutingContext ctx, Class<R> requestType,
            Function<R, CallContext> contextOf, Work<R> work) {
        R request;
        byte[] body = ctx.body().buffer() == null ? new byte[0] : ctx.body().buffer().getBytes();
        try {
            request = json.readValue(body, requestType);
        } catch (IOException | RuntimeException e) {
            writeJson(ctx, 400, new ContractError(ContractError.INVALID_PARAMS,
                    "Malformed internal request: " + firstLine(e.getMessage()), null));
            return;
        }
        CallContext context = Optional.ofNullable(contextOf.apply(request)).orElseGet(CallContext::none);
        ContractException refused = guard.identityRefusal(ctx, context);
        if (refused != null) {
            writeJson(ctx, refused.status(), refused.error());
            return;
        }
        String accept = Optional.ofNullable(ctx.request().getHeader(HttpHeaders.ACCEPT)).orElse("");
        ResponseEvents events = new ResponseEvents(ctx.response(), json, ResponseEvents.Mode.of(accept), context,
                new ResponseEvents.Received(ctx.request().path(), body, ctx.request().getHeader("Authorization")));
        Object result;
        if (context.tenant() != null) {
            MDC.put("tenant", context.tenant());
        }
        try {
            result = work.run(request, events);
        } catch (ContractException e) {
            finish(ctx, events, e.status(), StreamEvents.ERROR, e.error());
            return;
        } catch (RuntimeException e) {
            LOG.errorf(e, "Handler failed on %s", ctx.request().path());
            finish(ctx, events, 500, StreamEvents.ERROR, new ContractError(ContractError.INTERNAL_ERROR,
                    "Internal error in service " + config.name() + "; its log has the details", null));
            return;
        } finally {
            MDC.remove("tenant");
        }
        finish(ctx, events, 200, StreamEvents.RESULT, result);
    }

    /**
     * The answer: an event of the stream once one has started, the result as an event to a caller that accepts only a
     * stream, and otherwise JSON with its status, so that a refusal before any event (a 421 above all) keeps it.
     */
    private void finish(RoutingContext ctx, ResponseEvents events, int status, String event, Object body) {
        if (events.streaming() || (status == 200 && events.resultAsEvent())) {
            events.send(event, body);
            if (!ctx.response().ended()) {
                ctx.response().end();
            }
        } else {
            writeJson(ctx, status, body);
        }
    }

    private void failure(RoutingContext ctx) {
        int status = ctx.statusCode() > 0 ? ctx.statusCode() : 500;
        if (ctx.response().headWritten()) {
            ctx.response().reset();
            return;
        }
        String message = status == 413
                ? "Request body larger than " + config.maxBodySize().asLongValue() + " bytes"
                : "Internal request failed with HTTP " + status;
        if (ctx.failure() != null && status >= 500) {
            LOG.error("Internal route failed", ctx.failure());
        }
        writeJson(ctx, status, new ContractError(
                status >= 500 ? ContractError.INTERNAL_ERROR : ContractError.INVALID_PARAMS, message, null));
    }

    private void writeJson(RoutingContext ctx, int status, Object body) {
        if (ctx.response().ended()) {
            return;
        }
        try {
            ctx.response().setStatusCode(status)
                    .putHeader("Content-Type", "application/json")
                    .end(json.writeValueAsString(body));
        } catch (JsonProcessingException e) {
            LOG.error("Cannot serialise a response", e);
            ctx.response().setStatusCode(500).end();
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable body";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    @FunctionalInterface
    private interface Work<R> {
        Object run(R request, CallEvents events);
    }
}
