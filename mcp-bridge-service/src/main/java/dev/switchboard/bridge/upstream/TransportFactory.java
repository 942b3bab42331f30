package dev.switchboard.bridge.upstream;

import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.accountlinks.AccountGrants;
import dev.switchboard.accountlinks.LinkAudit;
import dev.switchboard.accountlinks.LinkedAccountTokens;
import dev.switchboard.accountlinks.OAuthClient;
import dev.switchboard.bridge.config.UpstreamSpec;
import dev.switchboard.bridge.config.UserOAuth;
import dev.switchboard.sessionstore.vault.TokenVault;
import io.modelcontextprotocol.client.transport.HttpClientSseClientTransport;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.client.transport.customizer.McpHttpClientAuthorizationErrorHandler;
import io.modelcontextprotocol.client.transport.customizer.McpSyncHttpClientRequestCustomizer;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;
import reactor.core.publisher.Mono;

/** Builds the SDK transport of an upstream: a supervised child process, Streamable HTTP, or 2024-11-05 HTTP+SSE. */
final class TransportFactory {

    private final McpJsonMapper mapper;
    private final ObjectMapper json;
    private final LinkedAccounts linked;
    private final HttpClient tokenClient = HttpClient.newHttpClient();

    TransportFactory(McpJsonMapper mapper, ObjectMapper json, LinkedAccounts linked) {
        this.mapper = mapper;
        this.json = json;
        this.linked = linked;
    }

    /** What the tokens of {@code userOAuth} upstreams need: the vault, the audit, how early a token is refreshed. */
    record LinkedAccounts(TokenVault vault, LinkAudit audit, Duration refreshAhead) {
    }

    /** {@code legacySse}: use HTTP+SSE for an {@code http} upstream (the fallback after a refused Streamable HTTP). */
    McpClientTransport create(UpstreamSpec spec, boolean legacySse, Tokens tokens) {
        return switch (spec.transport()) {
            case STDIO -> stdio(spec);
            case HTTP -> legacySse ? sse(spec, tokens) : streamable(spec, tokens);
            case SSE -> sse(spec, tokens);
        };
    }

    /** The credential of the upstream's shared session: its client credentials, if it has any. */
    Tokens tokensFor(UpstreamSpec spec) {
        if (spec.clientCredentials() == null) {
            return Tokens.NONE;
        }
        ClientCredentialsTokens source = new ClientCredentialsTokens(spec.clientCredentials(), tokenClient, json,
                Clock.systemUTC());
        return new Tokens(source::current, source::invalidate);
    }

    /** The per-caller tokens of an upstream with {@code tokenExchange} or {@code userOAuth}. */
    CallerTokens callerTokensFor(UpstreamSpec spec, AccountGrants grants) {
        if (grants != null) {
            return new LinkedCallerTokens(new LinkedAccountTokens(grants, linked.vault(), linked.audit(),
                    linked.refreshAhead(), Clock.systemUTC()));
        }
        return new ExchangedTokens(spec.name(), spec.tokenExchange(), tokenClient, json, Clock.systemUTC());
    }

    /**
     * The grants of an upstream with {@code userOAuth}, whose RFC 8707 resource is the upstream's URL unless configured;
     * null for the others.
     */
    AccountGrants grantsFor(UpstreamSpec spec) {
        UserOAuth settings = spec.userOAuth();
        if (settings == null) {
            return null;
        }
        OAuthClient client = new OAuthClient(settings.clientId(), settings.secret(), settings.scope(),
                settings.resource() == null ? spec.url() : settings.resource());
        return new AccountGrants(spec.name(), client,
                new AuthorizationEndpoints(spec.name(), spec.url(), settings, tokenClient, json), tokenClient, json,
                Clock.systemUTC());
    }

    private McpClientTransport stdio(UpstreamSpec spec) {
        ServerParameters parameters = ServerParameters.builder(spec.command()).args(spec.args()).env(spec.env()).build();
        Logger log = Logger.getLogger("dev.switchboard.bridge.upstream." + spec.name());
        StdioClientTransport transport = new StdioClientTransport(parameters, mapper) {
            @Override
            protected ProcessBuilder getProcessBuilder() {
                ProcessBuilder builder = super.getProcessBuilder();
                // The SDK adds HOME, LOGNAME, PATH, SHELL, TERM, USER and the configured env to what it inherits;
                // starting empty keeps the bridge's own variables (Redis URL, client secrets) from the upstream.
                builder.environment().clear();
                if (spec.cwd() != null) {
                    builder.directory(Path.of(spec.cwd()).toFile());
                }
                return builder;
            }
        };
        transport.setStdErrorHandler(line -> log.debugf("[%s stderr] %s", spec.name(), line));
        return transport;
    }

    private McpClientTransport streamable(UpstreamSpec spec, Tokens tokens) {
        URI url = URI.create(spec.url());
        return HttpClientStreamableHttpTransport.builder(origin(url))
                .endpoint(pathAndQuery(url))
                .jsonMapper(mapper)
                .connectTimeout(spec.connectTimeout())
                .httpRequestCustomizer(headers(spec, tokens))
                .authorizationErrorHandler(tokens.retryOnUnauthorized())
                .build();
    }

    private McpClientTransport sse(UpstreamSpec spec, Tokens tokens) {
        URI url = URI.create(spec.url());
        return HttpClientSseClientTransport.builder(origin(url))
                .sseEndpoint(pathAndQuery(url))
                .jsonMapper(mapper)
                .connectTimeout(spec.connectTimeout())
                .httpRequestCustomizer(headers(spec, tokens))
                .build();
    }

    private static McpSyncHttpClientRequestCustomizer headers(UpstreamSpec spec, Tokens tokens) {
        return (builder, method, endpoint, body, context) -> {
            spec.headers().forEach(builder::setHeader);
            tokens.bearer().ifPresent(token -> builder.setHeader("Authorization", "Bearer " + token));
        };
    }

    private static String origin(URI url) {
        return url.getScheme() + "://" + url.getRawAuthority();
    }

    private static String pathAndQuery(URI url) {
        String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
        return url.getRawQuery() == null ? path : path + "?" + url.getRawQuery();
    }

    /**
     * The bearer tokens of one session: client credentials (shared session), a caller's exchanged token (caller
     * session), or none. {@code current} may fetch a token; {@code invalidate} drops the one held.
     */
    record Tokens(Supplier<String> current, Runnable invalidate) {

        static final Tokens NONE = new Tokens(null, null);

        Optional<String> bearer() {
            return current == null ? Optional.empty() : Optional.of(current.get());
        }

        /** On 401/403 drop the cached token and let the SDK retry once with a fresh one. */
        McpHttpClientAuthorizationErrorHandler retryOnUnauthorized() {
            if (current == null) {
                return McpHttpClientAuthorizationErrorHandler.NOOP;
            }
            return (response, context) -> {
                invalidate.run();
                return Mono.just(response.statusCode() == 401);
            };
        }
    }
}
