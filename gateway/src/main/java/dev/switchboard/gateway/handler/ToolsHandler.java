package dev.switchboard.gateway.handler;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InternalPaths;
import dev.switchboard.contract.McpApps;
import dev.switchboard.contract.ServiceReply;
import dev.switchboard.contract.ToolCallRequest;
import dev.switchboard.contract.ToolResult;
import dev.switchboard.contract.schema.InvalidArguments;
import dev.switchboard.contract.schema.Violation;
import dev.switchboard.gateway.accounts.AccountTools;
import dev.switchboard.gateway.async.Stages;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.CatalogView;
import dev.switchboard.gateway.clientinput.InputRound;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.discovery.DiscoveryTools;
import dev.switchboard.gateway.jsonrpc.McpException;
import dev.switchboard.gateway.protocol.CacheHint;
import dev.switchboard.gateway.request.Outcome;
import dev.switchboard.gateway.request.RequestContext;
import dev.switchboard.gateway.request.UnknownTool;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.virtual.threads.VirtualThreads;

/**
 * {@code tools/list} and {@code tools/call}, for every era. A call is looked up in the caller's view of the catalogue,
 * checked against the era's mirrored headers and the tool's input schema, answered from the result cache when the
 * tool allows it, and otherwise forwarded to the tool's service, or run as a durable task ({@link ToolTasks}). The
 * gateway's own tools are answered here: the find tool of progressive discovery ({@link DiscoveryTools#find}) and the
 * tools through which users see and remove their linked accounts ({@link AccountTools}).
 */
@Singleton
public class ToolsHandler {

    private final ServiceCall calls;
    private final ResultCache cache;
    private final ToolTasks tasks;
    private final GatewayConfig config;
    private final ObjectMapper json;
    private final MeterRegistry metrics;
    private final DiscoveryTools discovery;
    private final AccountTools accounts;
    private final Map<TimerSeries, Timer> timers = new ConcurrentHashMap<>();

    private final ExecutorService virtualThreads;

    ToolsHandler(ServiceCall calls, ResultCache cache, ToolTasks tasks, GatewayConfig config, ObjectMapper json,
            MeterRegistry metrics, DiscoveryTools discovery, AccountTools accounts,
            @VirtualThreads ExecutorService virtualThreads) {
        this.virtualThreads = virtualThreads;
        this.accounts = accounts;
        this.discovery = discovery;
        this.calls = calls;
        this.cache = cache;
        this.tasks = tasks;
        this.config = config;
        this.json = json;
        this.metrics = metrics;
    }

    /**
     * The tools the model may see; their MCP Apps metadata only for a client that declared it renders views. The
     * declaration is part of the request (2026-07-28 sends it in each request's {@code _meta}), so of the list's cache
     * key too: both variants are the same for every caller that declares alike, and the scope stays public.
     */
    public Outcome list(RequestContext request, CatalogView catalog) {
        List<ObjectNode> listings = McpApps.rendersViews(request.clientCapabilities()) ? catalog.toolListings()
                : catalog.toolListingsWithoutViews();
        return new Outcome.Result(Pages.page(accounts.withListings(listings, catalog), Pages.cursor(request.params()),
                config.pageSize())
                .toResult("tools"), CacheHint.shared(config.listTtl()));
    }

    /**
     * @param resolved the tool the call names, as the access policy found it in {@code catalog} (empty when the view
     *        has none: the call is refused like an unknown tool)
     */
    public CompletionStage<Outcome> call(RequestContext request, CatalogView catalog,
            Optional<CatalogTool> resolved) {
        String called = Params.required(request.target(), "name");
        if (resolved.isEmpty() && discovery.finds(called)) {
            return Stages.offLoop(virtualThreads,
                    () -> CompletableFuture.completedFuture(discovery.find(request, catalog)));
        }
        if (resolved.isEmpty() && accounts.answers(called, catalog)) {
            return Stages.offLoop(virtualThreads, () -> CompletableFuture.completedFuture(accounts.call(request)));
        }
        CatalogTool tool = resolved.orElseThrow(() -> unknown(request, catalog, called));
        JsonNode arguments = request.params().get("arguments");
        request.argumentHeaders().verify(tool.headerParams(), arguments);
        ObjectNode validArguments = validate(tool, arguments);
        ToolTasks.Mode taskMode = tasks.mode(request, tool);
        if (taskMode == ToolTasks.Mode.CLIENT_ASKED) {
            count(request, tool, "task");
            return Stages.offLoop(virtualThreads, () -> CompletableFuture.completedFuture(
                    tasks.start(request, tool, validArguments, InputRound.FIRST)));
        }
        boolean mayBecomeTask = taskMode == ToolTasks.Mode.SERVICE_DECIDES;
        // A retry's one-time state is checked in Redis.
        return calls.openingAsksTheStore(request)
                ? Stages.offLoop(virtualThreads, () -> opened(request, tool, validArguments, mayBecomeTask))
                : opened(request, tool, validArguments, mayBecomeTask);
    }

    /** The call with the input it brings: answered from the result cache (read off the event loop), or forwarded. */
    private CompletionStage<Outcome> opened(RequestContext request, CatalogTool tool, ObjectNode validArguments,
            boolean mayBecomeTask) {
        InputRound first = calls.opening(request, tool.name());
        long ttl = tool.descriptor().effectiveCacheTtlMs();
        ResultCache.Entry cacheEntry = ttl > 0 && !first.isRetry() && !mayBecomeTask
                ? cache.entry(request, tool, validArguments)
                : null;
        Timer.Sample sample = Timer.start(metrics);
        if (cacheEntry == null) {
            return forward(request, tool, validArguments, mayBecomeTask, first, null, sample);
        }
        return Stages.offLoop(virtualThreads, () -> {
            ObjectNode cached = cache.read(cacheEntry);
            if (cached != null) {
                sample.stop(timer(request, tool, "cached"));
                return CompletableFuture.completedFuture(new Outcome.Result(cached));
            }
            return forward(request, tool, validArguments, mayBecomeTask, first, cacheEntry, sample);
        });
    }

    private CompletionStage<Outcome> forward(RequestContext request, CatalogTool tool, ObjectNode validArguments,
            boolean mayBecomeTask, InputRound first, ResultCache.Entry cacheEntry, Timer.Sample sample) {
        String name = tool.name();
        CallContext context = ServiceCall.callContext(request).forTask(mayBecomeTask, null).withArgumentsChecked();
        CompletionStage<ServiceReply> forwarded;
        try {
            forwarded = calls.forward(request, new ServiceCall.Route(tool.service(), InternalPaths.TOOLS + name, name,
                    input -> new ToolCallRequest(validArguments, context, input.inputResponses(), input.requestState()),
                    Duration.ofMillis(tool.descriptor().effectiveTimeoutMs()),
                    reason -> json.valueToTree(ToolResult.error("Tool '" + name + "' failed: " + reason)),
                    mayBecomeTask), first);
        } catch (RuntimeException e) {
            forwarded = Stages.failed(e);
        }
        return forwarded.thenCompose(reply -> switch (reply) {
            case ServiceReply.Completed completed -> {
                if (!completed.isError() && cacheEntry != null) {
                    cache.write(request.principal(), cacheEntry.key(), completed.json(),
                            Duration.ofMillis(tool.descriptor().effectiveCacheTtlMs()));
                }
                sample.stop(timer(request, tool, completed.isError() ? "tool_error" : "ok"));
                yield CompletableFuture.completedFuture(new Outcome.Result(completed.json()));
            }
            case ServiceReply.NeedsInput needsInput -> {
                sample.stop(timer(request, tool, "input_required"));
                yield CompletableFuture.completedFuture(new Outcome.Result(calls.result(needsInput)));
            }
            case ServiceReply.RunAsTask runAsTask -> {
                sample.stop(timer(request, tool, "task"));
                // Starting a task writes it to Redis through the blocking client.
                yield Stages.onVirtualThread(virtualThreads, () -> CompletableFuture.completedFuture(
                        tasks.start(request, tool, validArguments, first)));
            }
        }).whenComplete((outcome, failure) -> {
            if (failure != null && Stages.cause(failure) instanceof McpException) {
                sample.stop(timer(request, tool, "rejected"));
            }
        });
    }

    /**
     * The refusal of a name the caller's view has no tool for; a name several tools' views call them by is ambiguous
     * for a client that renders views, and the refusal names the tools to call instead.
     */
    private static McpException unknown(RequestContext request, CatalogView catalog, String name) {
        List<CatalogTool> claiming = McpApps.rendersViews(request.clientCapabilities()) ? catalog.appTools(name)
                : List.of();
        if (claiming.size() > 1) {
            return McpException.invalidParams("Tool name '" + name + "' is ambiguous: views call several tools by it ("
                    + String.join(", ", claiming.stream().map(CatalogTool::name).toList())
                    + "). Call one of them by its own name.");
        }
        return new UnknownTool(name, catalog.toolNames());
    }

    private void count(RequestContext request, CatalogTool tool, String outcome) {
        Timer.start(metrics).stop(timer(request, tool, outcome));
    }

    /**
     * The timer of one series, found again without building a Micrometer id per call (tags sorted and a registry
     * lookup were about 1 % of the gateway's CPU per call); as bounded as the registry's own series.
     */
    private Timer timer(RequestContext request, CatalogTool tool, String outcome) {
        return timers.computeIfAbsent(new TimerSeries(tool.name(), tool.service().name(),
                request.principal().tenant(), outcome),
                series -> metrics.timer("switchboard.tool.calls", "tool",
                        series.tool(), "service", series.service(), "tenant", series.tenant(), "outcome",
                        series.outcome()));
    }

    private record TimerSeries(String tool, String service, String tenant, String outcome) {
    }

    private ObjectNode validate(CatalogTool tool, JsonNode arguments) {
        if (arguments != null && !arguments.isNull() && !arguments.isObject()) {
            throw McpException.invalidParams("Invalid arguments for tool '" + tool.name()
                    + "': \"arguments\" must be a JSON object");
        }
        ObjectNode object = arguments instanceof ObjectNode given ? given : json.createObjectNode();
        List<Violation> violations = tool.schema().validate(object);
        if (!violations.isEmpty()) {
            InvalidArguments invalid = new InvalidArguments(tool.name(), violations);
            throw McpException.invalidParams(invalid.message(), invalid.data());
        }
        return object;
    }
}
