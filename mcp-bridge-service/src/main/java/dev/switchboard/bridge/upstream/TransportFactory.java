package dev.switchboard.bridge.upstream;

import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Clock;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.bridge.config.UpstreamSpec;
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
    private final HttpClient tokenClient = HttpClient.newHttpClient();

    TransportFactory(McpJsonMapper mapper, ObjectMapper json) {
        this.mapper = mapper;
        this.json = json;
    }

    /** {@code legacySse}: use HTTP+SSE for an {@code http} upstream (the fallback after a refused Streamable HTTP). */
    McpClientTransport create(UpstreamSpec spec, boolean legacySse, Tokens tokens) {
        return switch (spec.transport()) {
            case STDIO -> stdio(spec);
            case HTTP -> legacySse ? sse(spec, tokens) : streamable(spec, tokens);
            case SSE -> sse(spec, tokens);
        };
    }

    Tokens tokensFor(UpstreamSpec spec) {
        return spec.clientCredentials() == null
                ? Tokens.NONE
                : new Tokens(new ClientCredentialsTokens(spec.clientCredentials(), tokenClient, json, Clock.systemUTC()));
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

    /** The token source of one upstream, if it uses client credentials. */
    record Tokens(ClientCredentialsTokens source) {

        static final Tokens NONE = new Tokens(null);

        java.util.Optional<String> bearer() {
            return source == null ? java.util.Optional.empty() : java.util.Optional.of(source.current());
        }

        /** On 401/403 drop the cached token and let the SDK retry once with a fresh one. */
        McpHttpClientAuthorizationErrorHandler retryOnUnauthorized() {
            if (source == null) {
                return McpHttpClientAuthorizationErrorHandler.NOOP;
            }
            return (response, context) -> {
                source.invalidate();
                return Mono.just(response.statusCode() == 401);
            };
        }
    }
}
