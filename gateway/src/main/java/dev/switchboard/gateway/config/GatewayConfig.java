package dev.switchboard.gateway.config;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Everything the gateway lets an operator tune, under {@code gateway.*}. */
@ConfigMapping(prefix = "gateway")
public interface GatewayConfig {

    /** How the gateway names itself in {@code serverInfo}. */
    @WithDefault("switchboard-gateway")
    String name();

    /** The version in {@code serverInfo}: the build's version unless set. */
    @WithDefault("${quarkus.application.version:0.0.0}")
    String version();

    /** Guidance for models, sent in {@code initialize} and {@code server/discover}. */
    @WithDefault("Switchboard gateway: one MCP endpoint for the tools, prompts and resources of every registered service.")
    String instructions();

    /**
     * The gateway's public base URL as clients reach it (scheme, host and port, no path), e.g.
     * {@code https://mcp.example.com}. The OAuth audience and the protected resource metadata derive from it. Unset, the
     * gateway is a local one: the loopback address a request names ({@code http://127.0.0.1:<port>},
     * {@code http://localhost:<port>}), else {@code http://localhost:<port>}.
     */
    Optional<String> publicUrl();

    /** Largest request body accepted on any front door; larger bodies get 413. */
    @WithDefault("4M")
    MemorySize maxBodySize();

    /** Items per page of every list; larger lists are paginated with an opaque cursor. */
    @WithDefault("100")
    int pageSize();

    /** {@code ttlMs} of {@code server/discover} results. */
    @WithDefault("1H")
    Duration discoverTtl();

    /** {@code ttlMs} of list results; {@code list_changed} notifications invalidate them sooner. */
    @WithDefault("60S")
    Duration listTtl();

    /**
     * At most one warning line per this period for requests refused with 503 (overloaded, or Redis out of reach). The
     * first refusal is logged at once, then how many followed, so a burst does not write a line per refused request.
     */
    @WithDefault("10S")
    Duration refusalLogPeriod();

    /**
     * How long a request waits for Redis where this replica has an answer of its own: its tenant's quota counts (then
     * {@code gateway.tenants.quota-outage} decides) and its API key's record (then the record this replica read last
     * answers). A shard that stops answering without closing its connections (a paused node, a network cut) is
     * otherwise noticed only at the Redis timeout, and holds every request whose key it keeps until then.
     */
    @WithDefault("500MS")
    Duration localAnswerWait();

    Security security();

    Catalog catalog();

    Circuit circuit();

    Forward forward();

    Input input();

    Streams streams();

    Replicas replicas();

    RequestState requestState();

    Auth auth();

    Tenants tenants();

    Admin admin();

    Audit audit();

    InternalAuth internalAuth();

    Registry registry();

    Tasks tasks();

    Cache cache();

    Warmup warmup();

    Discovery discovery();

    /**
     * Progressive tool discovery. A tenant whose record says {@code "discovery": "progressive"}, or a request that opts
     * in, lists its pinned tools and two gateway tools: one finds tools by a need, one calls a found tool. The search
     * runs in the discovery service; the gateway loads no model.
     */
    interface Discovery {

        /** Name of the gateway tool that finds tools by a need in natural language. */
        @WithDefault("find_tools")
        String findToolName();

        /** Name of the gateway tool that calls a found tool by name with arguments. */
        @WithDefault("call_tool")
        String callToolName();

        /** Tools a search returns when the caller gives no {@code limit}. */
        @WithDefault("5")
        int defaultLimit();

        /** Largest {@code limit} a search accepts. */
        @WithDefault("20")
        int maxLimit();

        /**
         * Registry name of the discovery service, which runs the search: the gateway sends it the need and the names of
         * the tools the tenant may use.
         */
        @WithDefault("discovery")
        String serviceName();

        /**
         * How long a search waits for the discovery service. Past it, or while no discovery service is registered, the
         * gateway matches the need's words itself and says so in the answer.
         */
        @WithDefault("2S")
        Duration timeout();
    }

    /**
     * The warm-up before readiness: synthetic calls through the whole pipeline over loopback (HTTP, sessions, schema
     * validation, the result cache, forwarding, both eras) to a tool the gateway serves itself. A new replica's JIT has
     * then compiled the request path before a balancer sends it a tenant's call.
     */
    interface Warmup {

        /** Off: ready as soon as Redis and the registry are (the first calls then run interpreted). */
        @WithDefault("true")
        boolean enabled();

        /** Calls at once. */
        @WithDefault("8")
        int concurrency();

        /** Shortest warm-up, however quiet the compiler is. */
        @WithDefault("3S")
        Duration minDuration();

        /** Longest warm-up: readiness comes after this even while the compiler is still busy. */
        @WithDefault("60S")
        Duration maxDuration();

        /**
         * The warm-up ends (after {@link #minDuration()}) once the JIT compilers spent less than this share of three
         * consecutive seconds compiling: the request path has its optimised code.
         */
        @WithDefault("0.1")
        double quietCompileShare();
    }

    /**
     * The tool result cache. Its global byte budget is the cache Redis's own {@code maxmemory} (an instance of its own,
     * evicting least recently used entries: see docs/operations.md, "Redis"); tenants' budgets are their quotas.
     */
    interface Cache {

        /** The largest result cached (its JSON); larger results are answered, never cached. */
        @WithDefault("256K")
        MemorySize maxEntrySize();

        /**
         * Whether a tool whose results are not reused (under 1 % hits over 256 reads) stops reading and writing the
         * cache, except for arguments seen lately and a sample of calls that keeps measuring.
         */
        @WithDefault("true")
        boolean adaptive();
    }

    /** Durable tasks: long tool calls a client polls for, kept in Redis and run by whichever replica holds the lease. */
    interface Tasks {

        /** How long a task is kept from its creation (its {@code ttlMs}); then it is gone, whatever its state. */
        @WithDefault("1H")
        Duration ttl();

        /** The shortest TTL a 2025-11-25 client may ask for ({@code task.ttl}); shorter requests get this. */
        @WithDefault("10S")
        Duration minTtl();

        /** The longest TTL a 2025-11-25 client may ask for. */
        @WithDefault("24H")
        Duration maxTtl();

        /** The polling interval suggested to clients ({@code pollIntervalMs}). */
        @WithDefault("1S")
        Duration pollInterval();

        /**
         * How long a replica holds a running task without renewing (it renews every third of it). A task whose
         * replica stopped is taken over once this runs out: re-run when its tool is idempotent, else failed.
         */
        @WithDefault("15S")
        Duration lease();

        /** How often each replica looks for tasks whose lease ran out. */
        @WithDefault("2S")
        Duration sweepInterval();

        /** Runs of one task's call at most (the first and the re-runs after a replica died). */
        @WithDefault("3")
        int maxAttempts();

        /** The largest result a task keeps; a larger one fails the task instead of filling Redis. */
        @WithDefault("1M")
        MemorySize maxResultSize();
    }

    /** The tokens the gateway signs for every call to a service. */
    interface InternalAuth {

        /** The current signing key (PKCS#8 PEM or base64 DER; Ed25519 preferred). Without one a key is made per process. */
        Optional<String> signingKey();

        /** The signing key's public half (X.509 PEM or base64 DER), which services are configured with. */
        Optional<String> publicKey();

        /** The tokens' {@code iss} claim; every service expects the same ({@code switchboard.internal-auth.issuer}). */
        @WithDefault(dev.switchboard.contract.internal.InternalTokens.DEFAULT_ISSUER)
        String issuer();
    }

    /** Which service registrations the gateway trusts. */
    interface Registry {

        /** The registration key every service of this suite signs with, unless it has its own under {@code keys}. */
        Optional<String> sharedKey();

        /** Registration keys by service name. */
        java.util.Map<String, String> keys();

        /** Whether unsigned registrations count. Default: only when client authentication is off (local use). */
        Optional<Boolean> acceptUnsigned();

        /** How old a registration's signature may be (services re-sign on every heartbeat). */
        @WithDefault("60S")
        Duration maxSignatureAge();
    }

    /** Who may call: authentication of clients (OAuth 2.1 access tokens, API keys) or none. */
    interface Auth {

        /**
         * {@code none}, {@code oauth}, {@code api-key}, or {@code oauth,api-key}. With {@code none} a request without a
         * credential is the anonymous tenant, and an API key still acts for its own tenant; whatever the mode, a
         * credential it cannot verify is refused with 401, never ignored.
         */
        @WithDefault("none")
        List<String> mode();

        /** Lets {@code none} serve a non-loopback address (anyone on the network acts as the anonymous tenant). */
        @WithDefault("false")
        boolean allowAnonymousOnNetwork();

        /** The access-token claim that names the tenant. */
        @WithDefault("tenant_id")
        String tenantClaim();

        Oauth oauth();

        /** OAuth 2.1 access tokens, checked when the mode includes {@code oauth}. */
        interface Oauth {

            /** The authorization server's issuer URL; its metadata (and JWKS) are discovered from it. */
            Optional<String> issuer();

            /**
             * Accepted audiences; default the gateway's resource URIs, {@code <public-url>/mcp} and {@code /sse} (without a
             * public URL, those of each loopback address), and for a token of a tenant also that tenant's own endpoint,
             * {@code /t/<tenant>/mcp}.
             */
            Optional<List<String>> audience();

            /** The tenant of tokens that carry no tenant claim (absent: such tokens are refused). */
            Optional<String> defaultTenant();

            /** The scopes the protected resource metadata advertises and a 401 challenge asks for. */
            @WithDefault("tools:call,prompts:get,resources:read")
            List<String> scopesSupported();

            /** Tolerance for clocks that disagree, on expiry and not-before. */
            @WithDefault("30S")
            Duration clockSkew();

            /**
             * The least time between two JWKS reads caused by an unknown key id or a failed signature, and between two
             * attempts to read an authorization server that could not be read.
             */
            @WithDefault("10S")
            Duration jwksMinRefresh();

            /** How old the JWKS may grow before it is read again, even when every key is known. */
            @WithDefault("10M")
            Duration jwksRefresh();
        }
    }

    /** Tenant records: policy and quotas per tenant. */
    interface Tenants {

        /**
         * A JSON file of tenants ({@code {"tenants": {"id": {…}}}}) created at start when they do not exist yet. Each
         * record is checked as the admin API checks it: a mistake stops the start with one line naming it.
         */
        Optional<String> seedFile();

        /**
         * Whether a tenant without a record may use the gateway (without restrictions). Default: yes when
         * authentication is off (the anonymous tenant), no otherwise.
         */
        Optional<Boolean> allowUnknown();

        /**
         * What a request of a tenant with request quotas gets while its tenant's counts in Redis cannot be reached (the
         * Redis Cluster shard that holds them fails over, or Redis is out of reach): {@code local}, the tenant's limits
         * counted by this replica alone (with N replicas a tenant may reach N times its limits meanwhile); {@code admit},
         * no limit; {@code refuse}, 503 with {@code Retry-After}.
         */
        @WithDefault("local")
        QuotaOutage quotaOutage();

        /** The choices of {@link #quotaOutage()}. */
        enum QuotaOutage {
            LOCAL,
            ADMIT,
            REFUSE
        }
    }

    /** The admin API, {@code /admin/v1}. */
    interface Admin {

        /** A key that opens the admin API ({@code Authorization: Bearer <key>}); OAuth tokens need the admin scope. */
        Optional<String> bootstrapKey();

        /** The scope an access token needs for the admin API. */
        @WithDefault("switchboard:admin")
        String scope();

        /**
         * The scope that makes an access token, or an API key given it, a tenant admin's: it opens the admin API for the
         * credential's own tenant only, never another tenant's or the suite's. A tenant admin reads the tenant's record
         * (never changes its policy or quotas), manages its API keys, reads its audit trail, quota usage, usage history
         * and catalogue, ends its sessions, cancels its tasks, and lists and removes its users' linked accounts.
         */
        @WithDefault("switchboard:tenant-admin")
        String tenantScope();

        /**
         * Whether a tenant admin may add, change and remove its own tenant's identity providers
         * ({@code /admin/v1/tenants/{tenant}/identity-providers}). Off, only the operator may; a tenant admin still reads
         * them. Either way an issuer another tenant trusts is added by the operator only.
         */
        @WithDefault("true")
        boolean tenantAdminsManageIdentityProviders();
    }

    /** Security-relevant events: JSON log lines and a bounded stream per tenant. */
    interface Audit {

        /** Events kept per tenant in Redis (about). */
        @WithDefault("1000")
        int maxEvents();

        /**
         * Events held in this replica's memory while the Redis that keeps their tenant's trail cannot be written, and
         * written, in order, once it can. Past this many the oldest is dropped from the stream with a warning; every
         * event is an audit log line too.
         */
        @WithDefault("100000")
        int outageBuffer();
    }

    /** Which Host headers and browser origins the gateway serves (DNS-rebinding protection); loopback ones always. */
    interface Security {

        /**
         * Extra Host header values accepted besides loopback (host or host:port, case-insensitive), e.g. the public
         * name behind a load balancer; {@code *} accepts any host.
         */
        Optional<List<String>> allowedHosts();

        /** Browser origins accepted besides loopback origins, e.g. {@code https://app.example.com}; {@code *} any. */
        Optional<List<String>> allowedOrigins();
    }

    /**
     * Caps on a service's reply as the gateway reads it: a reply over one ends its call with an error naming the cap,
     * instead of being held in memory without bound.
     */
    interface Forward {

        /** Largest event of a streamed reply (all its lines, e.g. the result's JSON), in bytes. */
        @WithDefault("4M")
        MemorySize maxEventSize();

        /** Largest reply in bytes: a plain JSON body, or all the events of a streamed one together. */
        @WithDefault("16M")
        MemorySize maxReplySize();

        /**
         * Calls a service whose manifest declares {@code http2} over HTTP/2 without TLS (h2c), many on one
         * connection; {@code false} speaks HTTP/1.1 to every service, for a proxy between the gateway and the services
         * that passes only HTTP/1.1.
         */
        @WithDefault("true")
        boolean http2();
    }

    /** Bridging MRTR to session-era clients (server→client requests). */
    interface Input {

        /** Rounds of client input one request may take before it fails. */
        @WithDefault("8")
        int maxRounds();

        /** How long the gateway waits for the client's answers in one round. */
        @WithDefault("10M")
        Duration roundTimeout();
    }

    /** Session-era SSE streams and their replay logs. */
    interface Streams {

        /** Events kept per stream for Last-Event-ID replay (approximate: Redis trims lazily). */
        @WithDefault("1000")
        int maxEvents();

        /** How long a stream's events stay replayable after its last event. */
        @WithDefault("10M")
        Duration replayTtl();

        /** {@code retry:} sent with the priming event: how long a client waits before resuming. */
        @WithDefault("1S")
        Duration retry();
    }

    /**
     * Each replica's liveness in Redis, so that another replica can end a stream, or refuse an answer, that only a
     * stopped replica could have served.
     */
    interface Replicas {

        /** How often a replica renews its liveness key. */
        @WithDefault("2S")
        Duration heartbeat();

        /** How long the key outlives the last heartbeat: a killed replica counts as stopped after this. */
        @WithDefault("6S")
        Duration livenessTtl();
    }

    /** The sealed {@code requestState} the gateway hands to 2026 clients in {@code input_required} results. */
    interface RequestState {

        /**
         * HMAC keys, current first, then previous ones still accepted (rotation); each at least 32 bytes. Every
         * replica must share them. Without any, each process makes a random key and logs a warning.
         */
        Optional<List<String>> keys();

        /** How long a client may take to answer before the state expires. */
        @WithDefault("10M")
        Duration ttl();
    }

    /**
     * The circuit breaker of each service on each replica. After enough calls in a row found a service down, its calls
     * are answered "temporarily unavailable" without a connection attempt, until one trial call reaches it again.
     */
    interface Circuit {

        /**
         * Calls in a row that found the service down (refused or broken connection, connect timeout, an HTTP error that
         * is no contract error) and open its circuit.
         */
        @WithDefault("5")
        int failureThreshold();

        /** How long a circuit first stays open before one trial call may go through. */
        @WithDefault("5S")
        Duration openDuration();

        /** The longest a circuit stays open: the open time doubles with each failed trial, up to this. */
        @WithDefault("30S")
        Duration maxOpenDuration();
    }

    /** The catalogue of tools, prompts and resources the gateway builds from the service registry in Redis. */
    interface Catalog {

        /** How often the gateway re-reads the registry even without a change announcement (catches expiry). */
        @WithDefault("5S")
        Duration resyncInterval();

        /**
         * How long the offerings of a service whose registration vanished without its leaving (its heartbeat lapsed,
         * or the entry was lost with a Redis restart) stay listed, answering "temporarily unavailable", before they
         * leave with list_changed. A service whose last instance deregistered leaves at once.
         */
        @WithDefault("30S")
        Duration departureGrace();
    }
}
