package dev.switchboard.bridge.upstream;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.accountlinks.AccountGrants;
import dev.switchboard.accountlinks.LinkRequiredException;
import dev.switchboard.bridge.config.BridgeConfig;
import dev.switchboard.bridge.config.Transport;
import dev.switchboard.bridge.config.UpstreamSpec;
import dev.switchboard.bridge.relay.ActiveCalls;
import dev.switchboard.contract.CallContext;
import dev.switchboard.contract.InputRequest;
import dev.switchboard.contract.McpApps;
import dev.switchboard.sessionstore.StoreUnavailableException;
import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpTransportException;
import reactor.core.publisher.Mono;

/**
 * The bridge's client session with one upstream MCP server, supervised: connect (initialize, list everything), ping
 * every {@code bridge.health-interval}, and on any loss — a stdio process exiting, a failed ping, a refused connection
 * — mark it down, fail its open calls with a message naming it, and reconnect with exponential backoff. A stdio
 * process is started again on each reconnection and stopped on shutdown. An upstream that lists only to its users
 * ({@link UpstreamSpec#listsThroughUsers()}) has no such session: its catalogue is read through its users' own.
 */
public final class UpstreamConnection implements UpstreamMessages, UpstreamSession {

    private static final Logger LOG = Logger.getLogger(UpstreamConnection.class);
    /**
     * MCP Apps, declared to every upstream so that one which offers views only to hosts that render them (as the
     * specification advises) offers them here: the gateway serves many clients, and one that renders no view gets the
     * tool's text, as from any server.
     */
    private static final Map<String, Map<String, Object>> VIEWS = Map.of(McpApps.EXTENSION,
            Map.of("mimeTypes", List.of(McpApps.MIME_TYPE)));

    private final UpstreamSpec spec;
    private final BridgeConfig config;
    private final TransportFactory transports;
    private final ActiveCalls calls;
    private final ObjectMapper json;
    private final ExecutorService workers;
    private final ScheduledExecutorService timers;
    private final Consumer<UpstreamConnection> onCatalogue;
    private final TransportFactory.Tokens tokens;
    /** The callers' own sessions of an upstream with token exchange or linked accounts; null for the others. */
    private final CallerSessions callers;
    /** The OAuth grants of an upstream whose users link their accounts; null for the others. */
    private final AccountGrants grants;
    /** Where the catalogue read through a user's session is kept, for an upstream that lists only to its users. */
    private final UserListedCatalogues listings;
    private final AtomicInteger generation = new AtomicInteger();

    private volatile UpstreamState state = UpstreamState.CONNECTING;
    private volatile String problem = "not connected yet";
    private volatile Instant since = Instant.now();
    private volatile Instant nextAttempt;
    private volatile McpAsyncClient client;
    private volatile RoutingTransport transport;
    private volatile Catalogue catalogue = Catalogue.EMPTY;
    private volatile String protocolVersion;
    /** When the catalogue was read through a user's session; null until one was (or for other upstreams). */
    private volatile Instant listedAt;
    private int failures;
    private boolean legacySse;

    UpstreamConnection(UpstreamSpec spec, BridgeConfig config, TransportFactory transports, ActiveCalls calls,
            ObjectMapper json, ExecutorService workers, ScheduledExecutorService timers,
            Consumer<UpstreamConnection> onCatalogue, UserListedCatalogues listings) {
        this.spec = spec;
        this.listings = listings;
        this.config = config;
        this.transports = transports;
        this.calls = calls;
        this.json = json;
        this.workers = workers;
        this.timers = timers;
        this.onCatalogue = onCatalogue;
        this.tokens = transports.tokensFor(spec);
        this.grants = transports.grantsFor(spec);
        this.callers = spec.actsForCallers()
                ? new CallerSessions(this, transports, transports.callerTokensFor(spec, grants), calls, json,
                        config.callerSessions(), timers)
                : null;
        this.legacySse = spec.transport() == Transport.SSE;
    }

    public String name() {
        return spec.name();
    }

    public UpstreamSpec spec() {
        return spec;
    }

    public UpstreamState state() {
        return state;
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    /** The OAuth grants through which users link their accounts, when this upstream acts with linked accounts. */
    public Optional<AccountGrants> linkGrants() {
        return Optional.ofNullable(grants);
    }

    /** One line for readiness and error messages: state, since when, why, next attempt. */
    public String describe() {
        return switch (state) {
            case UP -> spec.listsThroughUsers()
                    ? "up since " + since + " (" + spec.transport().wireName() + ", catalogue read through a user's "
                            + "session: " + (listedAt == null ? "no user has linked yet" : "at " + listedAt) + ")"
                    : "up since " + since + " (" + (legacySse ? "HTTP+SSE" : spec.transport().wireName())
                            + ", protocol " + protocolVersion + ")";
            case CONNECTING -> "connecting (" + problem + ")";
            case DOWN -> "down since " + since + ": " + problem
                    + (nextAttempt == null ? "" : "; next attempt at " + nextAttempt);
            case STOPPED -> "stopped";
        };
    }

    void start() {
        workers.execute(this::connect);
    }

    synchronized void stop() {
        state = UpstreamState.STOPPED;
        generation.incrementAndGet();
        closeClient();
        if (callers != null) {
            callers.stop();
        }
    }

    // --- calls ------------------------------------------------------------------------------------------------------

    @Override
    public Mono<JsonNode> callTool(String tool, JsonNode arguments, String callId) {
        return withClient(client -> ClientCalls.callTool(client, json, tool, arguments, callId));
    }

    @Override
    public Mono<JsonNode> getPrompt(String prompt, Map<String, String> arguments, String callId) {
        return withClient(client -> ClientCalls.getPrompt(client, json, prompt, arguments, callId));
    }

    @Override
    public Mono<JsonNode> readResource(String uri, String callId) {
        return withClient(client -> ClientCalls.readResource(client, json, uri, callId));
    }

    public Mono<JsonNode> complete(McpSchema.CompleteReference ref, String argument, String value,
            Map<String, String> resolved) {
        return withClient(client -> client.completeCompletion(new McpSchema.CompleteRequest(ref,
                new McpSchema.CompleteRequest.CompleteArgument(argument, value),
                new McpSchema.CompleteRequest.CompleteContext(resolved.isEmpty() ? null : Map.copyOf(resolved))))
                .map(result -> (JsonNode) json.valueToTree(result)));
    }

    /**
     * The session a call of {@code context} goes over: this shared one, or, for an upstream that acts for each caller,
     * the caller's own (opened now if it has none), whose requests carry a token exchanged for {@code subjectToken} or
     * the caller's linked account's. Blocks while a token is had or a session opened.
     *
     * @throws LinkRequiredException when the caller has no link to an upstream that needs one
     * @throws UpstreamUnavailableException when the exchange or the session fails, with a message to show
     */
    public UpstreamSession sessionFor(CallContext context, Optional<String> subjectToken) {
        if (callers == null) {
            return this;
        }
        if (state != UpstreamState.UP) {
            throw new UpstreamUnavailableException(unavailable());
        }
        return callers.open(Caller.of(context), subjectToken.orElse(null), legacySse);
    }

    @Override
    public void cancel(String callId, String reason) {
        RoutingTransport current = transport;
        if (current != null) {
            current.cancel(callId, reason).onErrorComplete().subscribe();
        }
    }

    private Mono<JsonNode> withClient(Function<McpAsyncClient, Mono<JsonNode>> call) {
        McpAsyncClient current = client;
        if (state != UpstreamState.UP || current == null) {
            return Mono.error(new UpstreamUnavailableException(unavailable()));
        }
        return call.apply(current);
    }

    /** The message a call to a down upstream gets. */
    public String unavailable() {
        return "Upstream MCP server '" + spec.name() + "' is unavailable: " + describe()
                + ". The bridge reconnects by itself; other upstreams are not affected. Try again shortly.";
    }

    // --- upstream messages ------------------------------------------------------------------------------------------

    @Override
    public Mono<JsonNode> request(String method, JsonNode params, String callId) {
        return calls.ask(spec.name(), method, params, callId).orElseGet(() -> {
            if (InputRequest.ROOTS.equals(method)) {
                return roots();
            }
            return Mono.error(new UpstreamRequestRefused(UpstreamRequestRefused.INVALID_REQUEST,
                    "No client call is in progress to answer " + method));
        });
    }

    @Override
    public void notification(String method, JsonNode params, String callId) {
        if (McpSchema.METHOD_NOTIFICATION_PROGRESS.equals(method)) {
            calls.progress(params);
        } else {
            calls.log(spec.name(), params, callId);
        }
    }

    // --- lifecycle --------------------------------------------------------------------------------------------------

    private void connect() {
        int attempt;
        synchronized (this) {
            if (state == UpstreamState.STOPPED) {
                return;
            }
            attempt = generation.incrementAndGet();
            closeClient();
        }
        if (spec.listsThroughUsers()) {
            offerListedCatalogue(attempt);
            return;
        }
        RoutingTransport routing = null;
        McpAsyncClient created = null;
        try {
            McpClientTransport sdkTransport = transports.create(spec, legacySse, tokens);
            routing = new RoutingTransport(sdkTransport, this, json);
            created = newClient(routing, this::relist);
            McpSchema.InitializeResult initialized = created.initialize().block(spec.connectTimeout().plusSeconds(1));
            Catalogue listed = list(created);
            synchronized (this) {
                if (attempt != generation.get() || state == UpstreamState.STOPPED) {
                    created.close();
                    return;
                }
                client = created;
                transport = routing;
                protocolVersion = initialized == null ? "?" : initialized.protocolVersion();
                state = UpstreamState.UP;
                since = Instant.now();
                problem = null;
                nextAttempt = null;
                failures = 0;
                catalogue = listed;
            }
            LOG.infof("Upstream '%s' connected (%s): %d tool(s), %d prompt(s), %d resource(s), %d template(s)",
                    spec.name(), describe(), listed.tools().size(), listed.prompts().size(),
                    listed.resources().size(), listed.templates().size());
            if (initialized != null && initialized.capabilities() != null
                    && initialized.capabilities().logging() != null) {
                created.setLoggingLevel(McpSchema.LoggingLevel.DEBUG).onErrorComplete().subscribe();
            }
            onCatalogue.accept(this);
            watch(attempt, sdkTransport);
        } catch (RuntimeException e) {
            if (created != null) {
                created.close();
            }
            if (spec.transport() == Transport.HTTP && !legacySse && refusedStreamableHttp(e)) {
                LOG.infof("Upstream '%s' refused Streamable HTTP (%s); trying 2024-11-05 HTTP+SSE", spec.name(),
                        rootMessage(e));
                legacySse = true;
                workers.execute(this::connect);
                return;
            }
            down(attempt, "cannot connect: " + rootMessage(e));
        }
    }

    /**
     * An SDK client over {@code routing}, as the bridge declares itself to every upstream. {@code onListChanged}: what
     * the upstream's {@code list_changed} notifications on it do; null for a caller session that leaves the catalogue
     * to the shared one.
     */
    McpAsyncClient newClient(RoutingTransport routing, Supplier<Mono<Void>> onListChanged) {
        McpClient.AsyncSpec builder = McpClient.async(routing)
                .clientInfo(new McpSchema.Implementation("switchboard-mcp-bridge", "1.0"))
                .requestTimeout(spec.callTimeout().plus(config.inputTimeout().multipliedBy(8)))
                .initializationTimeout(spec.connectTimeout())
                .capabilities(McpSchema.ClientCapabilities.builder().sampling().elicitation(true, true)
                        .roots(false).extensions(VIEWS).build())
                .sampling(request -> Mono.error(new IllegalStateException("answered by the bridge")))
                .elicitation(request -> Mono.error(new IllegalStateException("answered by the bridge")))
                .urlElicitation(request -> Mono.error(new IllegalStateException("answered by the bridge")));
        if (onListChanged != null) {
            builder.toolsChangeConsumer(tools -> onListChanged.get())
                    .promptsChangeConsumer(prompts -> onListChanged.get())
                    .resourcesChangeConsumer(resources -> onListChanged.get());
        }
        return builder.build();
    }

    // --- a catalogue read through users' sessions --------------------------------------------------------------------

    /**
     * An upstream that lists only to its users has no shared session: it is up, and its catalogue is the one last read
     * through a user's session, kept in Redis for every replica, read again every {@code bridge.health-interval} in
     * case another replica read a newer one. Until a user links, it is empty.
     */
    private void offerListedCatalogue(int attempt) {
        Optional<UserListedCatalogues.Listing> stored;
        try {
            stored = listings.read(spec.name());
        } catch (StoreUnavailableException e) {
            down(attempt, "its catalogue, read through users' sessions, cannot be read from Redis: " + e.getMessage());
            return;
        }
        synchronized (this) {
            if (attempt != generation.get() || state == UpstreamState.STOPPED) {
                return;
            }
            state = UpstreamState.UP;
            since = Instant.now();
            problem = null;
            nextAttempt = null;
            failures = 0;
            stored.ifPresent(listing -> {
                catalogue = listing.catalogue();
                listedAt = listing.readAt();
            });
        }
        LOG.infof("Upstream '%s' takes only its users' tokens: its catalogue is read through their sessions (%s)",
                spec.name(), stored.map(listing -> catalogue.tools().size() + " tool(s) read at " + listing.readAt())
                        .orElse("no user has linked yet; its link tool is offered"));
        onCatalogue.accept(this);
        scheduleListedCatalogueReload(attempt);
    }

    private void scheduleListedCatalogueReload(int attempt) {
        timers.schedule(() -> workers.execute(() -> {
            if (attempt != generation.get() || state != UpstreamState.UP) {
                return;
            }
            try {
                listings.read(spec.name()).filter(listing -> !listing.readAt().equals(listedAt))
                        .ifPresent(this::adopt);
            } catch (StoreUnavailableException e) {
                LOG.debugf("Upstream '%s': the catalogue kept in Redis was not re-read now: %s", spec.name(),
                        e.getMessage());
            }
            scheduleListedCatalogueReload(attempt);
        }), config.healthInterval().toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Whether a catalogue was ever read through a user's session (for an upstream that lists only to its users). */
    public boolean listedThroughUsers() {
        return listedAt != null;
    }

    /** Whether a user's session opened now should read the catalogue: none was read yet, or long enough ago. */
    boolean wantsListing() {
        Instant last = listedAt;
        return spec.listsThroughUsers()
                && (last == null || last.isBefore(Instant.now().minus(config.userOAuth().catalogueRefresh())));
    }

    /**
     * Reads the catalogue through {@code session}, a user's (the upstream lists only to its users), keeps it for every
     * replica and offers it. Completions go over the shared session, which such an upstream has not: none are offered.
     */
    void listThrough(McpAsyncClient session) {
        Catalogue listed = list(session);
        UserListedCatalogues.Listing listing = new UserListedCatalogues.Listing(new Catalogue(listed.tools(),
                listed.prompts(), listed.resources(), listed.templates(), false), Instant.now());
        try {
            listings.write(spec.name(), listing);
        } catch (StoreUnavailableException e) {
            LOG.warnf("Upstream '%s': the catalogue read through a user's session is offered by this replica only, "
                    + "Redis being out of reach: %s", spec.name(), e.getMessage());
        }
        LOG.infof("Upstream '%s': catalogue read through a user's session: %d tool(s), %d prompt(s), %d resource(s)",
                spec.name(), listed.tools().size(), listed.prompts().size(), listed.resources().size());
        adopt(listing);
    }

    /** The same, through the caller's session {@code session} when it is one; false when it could not be read. */
    public boolean listThrough(UpstreamSession session) {
        if (!(session instanceof CallerSession caller) || caller.client() == null) {
            return false;
        }
        try {
            listThrough(caller.client());
            return true;
        } catch (RuntimeException e) {
            LOG.warnf("Upstream '%s': the catalogue could not be read through a user's session: %s", spec.name(),
                    rootMessage(e));
            return false;
        }
    }

    /** A user's session said a list changed: read the catalogue again through it, off the SDK's threads. */
    Mono<Void> relistThrough(Supplier<McpAsyncClient> session) {
        workers.execute(() -> {
            McpAsyncClient current = session.get();
            if (state != UpstreamState.UP || current == null) {
                return;
            }
            try {
                listThrough(current);
            } catch (RuntimeException e) {
                LOG.warnf("Upstream '%s': listing through a user's session after list_changed failed: %s",
                        spec.name(), rootMessage(e));
            }
        });
        return Mono.empty();
    }

    private void adopt(UserListedCatalogues.Listing listing) {
        synchronized (this) {
            if (state == UpstreamState.STOPPED) {
                return;
            }
            catalogue = listing.catalogue();
            listedAt = listing.readAt();
        }
        onCatalogue.accept(this);
    }

    /** What the bridge answers an upstream's {@code roots/list} that belongs to no call. */
    Mono<JsonNode> roots() {
        return Mono.just(json.createObjectNode().set("roots", json.valueToTree(spec.roots())));
    }

    private Catalogue list(McpAsyncClient session) {
        Duration timeout = spec.callTimeout();
        McpSchema.ServerCapabilities capabilities = session.getServerCapabilities();
        List<McpSchema.Tool> tools = new ArrayList<>();
        List<McpSchema.Prompt> prompts = new ArrayList<>();
        List<McpSchema.Resource> resources = new ArrayList<>();
        List<McpSchema.ResourceTemplate> templates = new ArrayList<>();
        if (capabilities == null || capabilities.tools() != null) {
            String cursor = null;
            do {
                McpSchema.ListToolsResult page = session.listTools(cursor).block(timeout);
                tools.addAll(page.tools());
                cursor = page.nextCursor();
            } while (cursor != null);
        }
        if (capabilities != null && capabilities.prompts() != null) {
            String cursor = null;
            do {
                McpSchema.ListPromptsResult page = session.listPrompts(cursor).block(timeout);
                prompts.addAll(page.prompts());
                cursor = page.nextCursor();
            } while (cursor != null);
        }
        if (capabilities != null && capabilities.resources() != null) {
            String cursor = null;
            do {
                McpSchema.ListResourcesResult page = session.listResources(cursor).block(timeout);
                resources.addAll(page.resources());
                cursor = page.nextCursor();
            } while (cursor != null);
            templates.addAll(listTemplates(session, timeout));
        }
        boolean completions = capabilities != null && capabilities.completions() != null;
        return new Catalogue(tools, prompts, resources, templates, completions);
    }

    /** Templates are optional even for servers with resources: one without {@code resources/templates/list} has none. */
    private static List<McpSchema.ResourceTemplate> listTemplates(McpAsyncClient session, Duration timeout) {
        List<McpSchema.ResourceTemplate> templates = new ArrayList<>();
        String cursor = null;
        try {
            do {
                McpSchema.ListResourceTemplatesResult page = session.listResourceTemplates(cursor).block(timeout);
                templates.addAll(page.resourceTemplates());
                cursor = page.nextCursor();
            } while (cursor != null);
        } catch (McpError e) {
            if (e.getJsonRpcError() == null || e.getJsonRpcError().code() != McpSchema.ErrorCodes.METHOD_NOT_FOUND) {
                throw e;
            }
        }
        return templates;
    }

    /** The upstream said a list changed: list everything again, off the SDK's threads. */
    private Mono<Void> relist() {
        workers.execute(() -> {
            McpAsyncClient current = client;
            if (state != UpstreamState.UP || current == null) {
                return;
            }
            try {
                catalogue = list(current);
                LOG.infof("Upstream '%s' changed its offerings: %d tool(s), %d prompt(s), %d resource(s)",
                        spec.name(), catalogue.tools().size(), catalogue.prompts().size(),
                        catalogue.resources().size());
                onCatalogue.accept(this);
            } catch (RuntimeException e) {
                LOG.warnf("Upstream '%s': listing after list_changed failed: %s", spec.name(), rootMessage(e));
            }
        });
        return Mono.empty();
    }

    /** A stdio process is watched for its exit; every upstream is pinged. */
    private void watch(int attempt, McpClientTransport sdkTransport) {
        if (sdkTransport instanceof StdioClientTransport stdio) {
            Thread.ofVirtual().name("bridge-watch-" + spec.name()).start(() -> {
                stdio.awaitForExit();
                down(attempt, "the process exited");
            });
        }
        schedulePing(attempt);
    }

    private void schedulePing(int attempt) {
        timers.schedule(() -> workers.execute(() -> {
            McpAsyncClient current = client;
            if (attempt != generation.get() || state != UpstreamState.UP || current == null) {
                return;
            }
            try {
                current.ping().block(spec.connectTimeout());
                schedulePing(attempt);
            } catch (RuntimeException e) {
                down(attempt, "ping failed: " + rootMessage(e));
            }
        }), config.healthInterval().toMillis(), TimeUnit.MILLISECONDS);
    }

    private void down(int attempt, String reason) {
        Duration backoff;
        synchronized (this) {
            if (attempt != generation.get() || state == UpstreamState.STOPPED) {
                return;
            }
            generation.incrementAndGet();
            closeClient();
            state = UpstreamState.DOWN;
            since = Instant.now();
            problem = reason;
            backoff = backoff(failures++);
            nextAttempt = Instant.now().plus(backoff);
        }
        LOG.warnf("Upstream '%s' (%s) is down: %s; reconnecting in %d ms", spec.name(), spec.address(), reason,
                backoff.toMillis());
        calls.failAll(spec.name(), new UpstreamUnavailableException(unavailable()));
        if (callers != null) {
            callers.closeAll();
        }
        timers.schedule(() -> workers.execute(this::connect), backoff.toMillis(), TimeUnit.MILLISECONDS);
    }

    private Duration backoff(int previousFailures) {
        Duration initial = config.restart().initialBackoff();
        Duration max = config.restart().maxBackoff();
        long millis = initial.toMillis() << Math.min(previousFailures, 20);
        return millis <= 0 || millis > max.toMillis() ? max : Duration.ofMillis(millis);
    }

    private void closeClient() {
        McpAsyncClient current = client;
        client = null;
        transport = null;
        if (current != null) {
            try {
                current.closeGracefully().block(Duration.ofSeconds(5));
            } catch (RuntimeException e) {
                current.close();
            }
        }
    }

    private static boolean refusedStreamableHttp(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof McpTransportException && cause.getMessage() != null
                    && cause.getMessage().matches("(?s).*(Status code: ?4\\d\\d|Server Not Found).*")) {
                return true;
            }
        }
        return false;
    }

    static String rootMessage(Throwable error) {
        Throwable cause = error;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }
}
