package dev.switchboard.bridge.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;

/** Bridge settings ({@code bridge.*}; environment variables {@code BRIDGE_*}). */
@ConfigMapping(prefix = "bridge")
public interface BridgeConfig {

    /**
     * The JSON file naming the upstream MCP servers ({@code BRIDGE_UPSTREAMS_FILE}), read at start; absent: only the
     * upstreams added at run time through the gateway's admin API.
     */
    Optional<Path> upstreamsFile();

    /** Between an upstream's prefix and its tool or prompt name, unless the upstream sets its own. */
    @WithDefault("_")
    String separator();

    /** Longest exposed tool or prompt name; longer ones are shortened with a hash suffix (clients refuse over 64). */
    @WithDefault("64")
    int maxNameLength();

    /** How often a connected upstream is pinged; a failed ping marks it down and starts reconnecting. */
    @WithDefault("5s")
    Duration healthInterval();

    /** How long an upstream call is held open while the client answers its sampling, elicitation or roots request. */
    @WithDefault("10m")
    Duration inputTimeout();

    /**
     * How other bridge replicas reach this one when a client's answer to an input request lands there (it is
     * forwarded to the replica holding the upstream call). Default {@code http://127.0.0.1:<port>}.
     */
    Optional<String> replicaUrl();

    Restart restart();

    Pinning pinning();

    Forward forward();

    RuntimeUpstreamSettings runtimeUpstreams();

    CallerSessionSettings callerSessions();

    @WithName("user-oauth")
    UserOAuthSettings userOAuth();

    /**
     * Users' linked accounts at upstreams with {@code userOAuth}. A call of a user without a link asks them, through
     * their MCP client, to open the gateway's consent page. The gateway checks who opens it and sends them on to the
     * upstream's authorization server, whose answer comes back to the gateway's callback.
     */
    interface UserOAuthSettings {

        /** The gateway's consent page; a user is sent to {@code <connect-url>/<id>}. */
        @WithDefault("http://127.0.0.1:8080/links/connect")
        String connectUrl();

        /** The redirect URI registered at the upstreams' authorization servers: the gateway's callback. */
        @WithDefault("http://127.0.0.1:8080/links/callback")
        String callbackUrl();

        /** How long a user has to finish linking after being asked. */
        @WithDefault("10m")
        Duration consentTimeout();

        /**
         * How long a call retried after the user agreed to link waits for the link to be finished; keep it below the
         * upstream's call timeout, which the gateway waits for the whole call.
         */
        @WithDefault("45s")
        Duration linkWait();

        /** A linked account's access token is refreshed this long before it expires. */
        @WithDefault("60s")
        Duration refreshAhead();

        /**
         * For an upstream whose catalogue is read through its users' sessions (no {@code clientCredentials} and no
         * {@code headers}): a user's session opened this long after the last reading reads it again, besides the
         * readings its {@code list_changed} notifications ask for.
         */
        @WithDefault("1h")
        Duration catalogueRefresh();
    }

    /** Reconnection of a down upstream (a stdio process is started again): exponential backoff. */
    interface Restart {

        /** The wait before the first attempt; it doubles after each failed one. */
        @WithDefault("500ms")
        Duration initialBackoff();

        /** The longest wait between two attempts. */
        @WithDefault("30s")
        Duration maxBackoff();
    }

    /**
     * Caps on the answer of the bridge replica a retry is forwarded to: an answer over one fails the call with an error
     * naming the cap, instead of being held in memory without bound.
     */
    interface Forward {

        /** Largest event of the streamed answer (all its lines, e.g. the result's JSON), in bytes. */
        @WithDefault("4M")
        MemorySize maxEventSize();

        /** Largest answer in bytes: a plain JSON body, or all the events of a streamed one together. */
        @WithDefault("16M")
        MemorySize maxReplySize();
    }

    /**
     * Upstreams added at run time through the gateway's admin API: announced at once over Redis pub/sub, and re-read
     * every {@link #resync()} in case an announcement was lost.
     */
    interface RuntimeUpstreamSettings {

        /** How often every replica reads them all again, besides the announcements. */
        @WithDefault("15s")
        Duration resync();
    }

    /**
     * The callers' own sessions with an upstream that has {@code tokenExchange}: opened on a caller's first call, each
     * with that caller's exchanged token, since an upstream may bind its MCP session to the token's subject.
     */
    interface CallerSessionSettings {

        /** A caller session without calls for this long is closed (the next call opens a new one). */
        @WithDefault("5m")
        Duration idleTimeout();

        /**
         * Most caller sessions per upstream on one replica; at the limit the least recently used idle one is closed,
         * and when all are busy a new caller's call fails with a message naming this setting.
         */
        @WithDefault("1000")
        int max();
    }

    /** Pinned tool definitions: a changed definition is held back until its digest is accepted. */
    interface Pinning {

        /** Off: every definition is served as the upstream offers it, without pinning or review. */
        @WithDefault("true")
        boolean enabled();

        /**
         * Definitions accepted by configuration, each a digest and the tool it is accepted for:
         * {@code sha256:… <upstream>/<tool>}, as the audit line's {@code howToAccept} gives it.
         */
        Optional<List<String>> acceptedDigests();

        /**
         * A file of accepted definitions, one {@code sha256:… <upstream>/<tool>} a line ({@code #} comments); re-read
         * every {@link #recheck()}.
         */
        Optional<Path> acceptFile();

        /** How often held-back definitions are checked against newly accepted digests. */
        @WithDefault("10s")
        Duration recheck();
    }
}
