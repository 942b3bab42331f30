package dev.switchboard.gateway.links;

import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.switchboard.gateway.auth.AuthMode;
import dev.switchboard.gateway.auth.AuthSettings;
import dev.switchboard.gateway.auth.Identity;
import dev.switchboard.gateway.auth.InternalTokenMinter;
import dev.switchboard.gateway.auth.IssuerMetadata;
import dev.switchboard.gateway.auth.OAuthTokens;
import dev.switchboard.gateway.catalog.CatalogTool;
import dev.switchboard.gateway.catalog.ToolCatalog;
import dev.switchboard.gateway.clientinput.UrlElicitations;
import dev.switchboard.gateway.config.GatewayConfig;
import dev.switchboard.gateway.config.LinksConfig;
import dev.switchboard.sessionstore.Principal;
import dev.switchboard.sessionstore.vault.PendingLink;
import dev.switchboard.sessionstore.vault.PendingLinks;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.core.net.HostAndPort;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * The pages a person's browser goes through to link their account at an upstream, after their MCP client showed them
 * the consent URL:
 * <ol>
 * <li>{@code GET /links/connect/{id}}: the pending link the bridge asked for; the person signs in at the gateway's own
 * issuer first (MCP 2025-11-25 elicitation security: the server must check that the person who opens a URL is the
 * user it was made for);</li>
 * <li>{@code GET /links/signed-in}: back from that sign-in; the signed-in tenant and subject must be the link's, then
 * the browser goes on to the upstream's authorization server, with a cookie binding it to this link;</li>
 * <li>{@code GET /links/callback}: back from the upstream's authorization server; only the browser holding that cookie
 * and the link's own state gets further, and the code goes to the bridge that asked for the link, which redeems it
 * (the tokens never reach the gateway). The client's call then goes on.</li>
 * </ol>
 */
@ApplicationScoped
public class LinkRoutes {

    static final String CONNECT = "/links/connect/";
    static final String SIGNED_IN = "/links/signed-in";
    static final String CALLBACK = "/links/callback";
    static final String SIGN_IN_COOKIE = "sb_link_sign_in";
    static final String LINK_COOKIE = "sb_link";
    private static final String COMPLETE = "/internal/v1/links/complete";
    private static final Duration TIMEOUT = Duration.ofSeconds(15);
    private static final Logger LOG = Logger.getLogger(LinkRoutes.class);

    private final PendingLinks pending;
    private final AuthSettings settings;
    private final OAuthTokens tokens;
    private final InternalTokenMinter internalTokens;
    private final ToolCatalog catalog;
    private final UrlElicitations elicitations;
    private final LinksConfig config;
    private final GatewayConfig gateway;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private final IssuerMetadata issuer;

    LinkRoutes(PendingLinks pending, AuthSettings settings, OAuthTokens tokens, InternalTokenMinter internalTokens,
            ToolCatalog catalog, UrlElicitations elicitations, LinksConfig config, GatewayConfig gateway,
            ObjectMapper json) {
        this.gateway = gateway;
        this.pending = pending;
        this.settings = settings;
        this.tokens = tokens;
        this.internalTokens = internalTokens;
        this.catalog = catalog;
        this.elicitations = elicitations;
        this.config = config;
        this.json = json;
        this.issuer = settings.enabled(AuthMode.OAUTH) ? new IssuerMetadata(settings.issuer(), json) : null;
    }

    void install(@Observes Router router) {
        router.get(CONNECT + ":id").blockingHandler(this::connect, false);
        router.get(SIGNED_IN).blockingHandler(this::signedIn, false);
        router.get(CALLBACK).blockingHandler(this::callback, false);
    }

    private void connect(RoutingContext ctx) {
        Optional<PendingLink> found = pending.find(ctx.pathParam("id"));
        if (found.isEmpty()) {
            LinkPages.show(ctx, 404, "Link not found", "This link request is unknown or has expired. Call the tool "
                    + "again in your MCP client to get a new one.");
            return;
        }
        PendingLink link = found.get();
        if (settings.anonymous() && Principal.ANONYMOUS.tenant().equals(link.tenant())
                && Principal.ANONYMOUS.subject().equals(link.subject())) {
            // The anonymous user's link: without authentication whoever opens the page is that user too. A link an
            // API key's caller asked for needs the sign-in below, which only an issuer can give.
            toUpstream(ctx, link);
            return;
        }
        if (issuer == null || config.clientId().isEmpty()) {
            LinkPages.show(ctx, 501, "Linking is not set up", "Linking an account needs a sign-in at the "
                    + "gateway's OAuth issuer (gateway.auth.mode oauth and gateway.links.client-id). Ask the "
                    + "gateway's operator.");
            return;
        }
        String state = PendingLinks.randomValue();
        String verifier = PendingLinks.randomValue();
        pending.beginSignIn(state, link.id(), verifier, link.expiresAt());
        Map<String, String> query = new LinkedHashMap<>();
        query.put("response_type", "code");
        query.put("client_id", config.clientId().get());
        query.put("redirect_uri", base(ctx) + SIGNED_IN);
        query.put("state", state);
        query.put("code_challenge", challenge(verifier));
        query.put("code_challenge_method", "S256");
        query.put("scope", config.scope());
        query.put("resource", settings.resource(AuthSettings.MCP, ctx.request().getHeader("Host")));
        ctx.response().addCookie(cookie(ctx, SIGN_IN_COOKIE, state, link.expiresAt()));
        LinkPages.redirect(ctx, issuer.endpoint("authorization_endpoint") + "?" + form(query));
    }

    private void signedIn(RoutingContext ctx) {
        String state = ctx.queryParams().get("state");
        Cookie started = ctx.request().getCookie(SIGN_IN_COOKIE);
        if (state == null || started == null || !started.getValue().equals(state)) {
            LinkPages.show(ctx, 400, "Sign-in not recognised", "This sign-in was not started in this browser. Open "
                    + "the link your MCP client showed you again.");
            return;
        }
        Optional<PendingLinks.SignIn> signIn = pending.endSignIn(state);
        Optional<PendingLink> found = signIn.flatMap(started1 -> pending.find(started1.linkId()));
        if (found.isEmpty()) {
            LinkPages.show(ctx, 400, "Sign-in expired", "This sign-in was already used or has expired. Open the "
                    + "link your MCP client showed you again, or call the tool again.");
            return;
        }
        PendingLink link = found.get();
        String code = ctx.queryParams().get("code");
        if (code == null) {
            LinkPages.show(ctx, 403, "Sign-in refused", "The gateway's sign-in did not succeed ("
                    + Optional.ofNullable(ctx.queryParams().get("error")).orElse("no code") + "). Nothing was linked.");
            return;
        }
        Identity identity;
        try {
            String token = redeem(ctx, code, signIn.get().codeVerifier());
            identity = tokens.verify(token, ctx).await().atMost(TIMEOUT);
        } catch (RuntimeException e) {
            LOG.infof("A sign-in for a link to upstream '%s' failed: %s", link.upstream(), e.getMessage());
            LinkPages.show(ctx, 403, "Sign-in failed", "The gateway could not confirm who signed in. Nothing was "
                    + "linked.");
            return;
        }
        Principal who = identity.principal();
        if (!who.tenant().equals(link.tenant()) || !who.subject().equals(link.subject())) {
            LOG.warnf("A link to upstream '%s' of tenant '%s' was opened by another user (tenant '%s'); refused",
                    link.upstream(), link.tenant(), who.tenant());
            LinkPages.show(ctx, 403, "Not your link", "You signed in as '" + who.subject() + "' of tenant '"
                    + who.tenant() + "', but this link was asked for another user. Nothing was linked.");
            return;
        }
        ctx.response().addCookie(cookie(ctx, SIGN_IN_COOKIE, "", Instant.now()));
        toUpstream(ctx, link);
    }

    /** The person is the link's user: on to the upstream's authorization server, this browser bound to the link. */
    private void toUpstream(RoutingContext ctx, PendingLink link) {
        ctx.response().addCookie(cookie(ctx, LINK_COOKIE, link.id(), link.expiresAt()));
        LinkPages.redirect(ctx, link.authorizationUrl());
    }

    private void callback(RoutingContext ctx) {
        Cookie bound = ctx.request().getCookie(LINK_COOKIE);
        Optional<PendingLink> found = bound == null ? Optional.empty() : pending.find(bound.getValue());
        String state = ctx.queryParams().get("state");
        if (found.isEmpty() || state == null) {
            LinkPages.show(ctx, 400, "Link not recognised", "No link was started in this browser, or it was already "
                    + "finished or has expired. Nothing was linked; call the tool again in your MCP client.");
            return;
        }
        PendingLink link = found.get();
        if (!state.equals(stateOf(link.authorizationUrl()))) {
            LOG.warnf("A callback for upstream '%s' carried a state that is not its link's; refused",
                    link.upstream());
            LinkPages.show(ctx, 400, "Link not recognised", "This answer does not belong to the link this browser "
                    + "started. Nothing was linked.");
            return;
        }
        Optional<String> baseUrl = catalog.snapshot().tools().values().stream().map(CatalogTool::service)
                .filter(service -> service.name().equals(link.service())).map(service -> service.baseUrl())
                .findFirst();
        if (baseUrl.isEmpty()) {
            LinkPages.show(ctx, 503, "Service unavailable", "The service that asked for this link ('"
                    + link.service() + "') is not available right now. Try again shortly.");
            return;
        }
        ObjectNode body = json.createObjectNode().put("state", state);
        Optional.ofNullable(ctx.queryParams().get("code")).ifPresent(code -> body.put("code", code));
        Optional.ofNullable(ctx.queryParams().get("error")).ifPresent(error -> body.put("error", error));
        HttpResponse<String> answer;
        try {
            answer = http.send(HttpRequest.newBuilder(URI.create(baseUrl.get() + COMPLETE)).timeout(TIMEOUT)
                    .header("Content-Type", "application/json")
                    .header("Authorization", internalTokens.bearer(link.service(),
                            new Principal(link.tenant(), link.subject())))
                    .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            LinkPages.show(ctx, 503, "Service unavailable", "The service that asked for this link ('"
                    + link.service() + "') could not be reached. Call the tool again to start over.");
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            LinkPages.show(ctx, 503, "Interrupted", "The link was interrupted. Call the tool again to start over.");
            return;
        }
        ctx.response().addCookie(cookie(ctx, LINK_COOKIE, "", Instant.now()));
        if (answer.statusCode() != 200) {
            LinkPages.show(ctx, answer.statusCode() == 403 ? 403 : 400, "Link not made", message(answer.body()));
            return;
        }
        elicitations.completed(link.id());
        LinkPages.show(ctx, 200, "Account linked", "Your account at '" + link.upstream() + "' is linked. You can "
                + "close this page and return to your MCP client.");
    }

    private String redeem(RoutingContext ctx, String code, String verifier) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "authorization_code");
        form.put("code", code);
        form.put("redirect_uri", base(ctx) + SIGNED_IN);
        form.put("code_verifier", verifier);
        form.put("client_id", config.clientId().orElseThrow());
        config.clientSecret().ifPresent(secret -> form.put("client_secret", secret));
        form.put("resource", settings.resource(AuthSettings.MCP, ctx.request().getHeader("Host")));
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                    URI.create(issuer.endpoint("token_endpoint"))).timeout(TIMEOUT)
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Accept", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(form(form))).build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode answer = json.readTree(response.body());
            if (response.statusCode() != 200 || !answer.path("access_token").isTextual()) {
                throw new IllegalStateException("the issuer's token endpoint answered HTTP " + response.statusCode()
                        + " " + answer.path("error").asText(""));
            }
            return answer.get("access_token").asText();
        } catch (IOException e) {
            throw new IllegalStateException("the issuer's token endpoint could not be reached", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private String message(String body) {
        try {
            return json.readTree(body).path("message").asText("The service refused the link.");
        } catch (IOException e) {
            return "The service refused the link.";
        }
    }

    /**
     * Where the browser comes back to after the sign-in: the gateway's public URL, or without one the address the
     * browser used, since the sign-in's cookie is bound to that host. The issuer accepts only registered redirect URIs.
     */
    private String base(RoutingContext ctx) {
        return gateway.publicUrl().map(url -> url.endsWith("/") ? url.substring(0, url.length() - 1) : url)
                .orElseGet(() -> {
                    // HTTP/2 carries the address in :authority, not Host.
                    HostAndPort address = ctx.request().authority();
                    return ctx.request().scheme() + "://" + address.host()
                            + (address.port() >= 0 ? ":" + address.port() : "");
                });
    }

    private static Cookie cookie(RoutingContext ctx, String name, String value, Instant until) {
        long maxAge = Math.max(0, Duration.between(Instant.now(), until).toSeconds());
        return Cookie.cookie(name, value).setPath("/links").setHttpOnly(true).setSameSite(CookieSameSite.LAX)
                .setSecure("https".equals(ctx.request().scheme())).setMaxAge(maxAge);
    }

    private static String stateOf(String authorizationUrl) {
        String query = URI.create(authorizationUrl).getRawQuery();
        if (query == null) {
            return null;
        }
        for (String pair : query.split("&")) {
            if (pair.startsWith("state=")) {
                return URLDecoder.decode(pair.substring("state=".length()), StandardCharsets.UTF_8);
            }
        }
        return null;
    }

    private static String form(Map<String, String> values) {
        return values.entrySet().stream().map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
    }

    private static String challenge(String verifier) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
