package dev.switchboard.console;

import java.io.IOException;
import java.net.URI;
import java.util.Arrays;
import java.util.List;

import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;

/**
 * Signing in: through the authorization server (authorization code with PKCE), or with a key: the gateway's bootstrap
 * key for the first set-up, or a tenant admin's API key. The gateway decides what a key is, and its refusal (naming
 * the setting where one decides it) is shown as it is. Signing out ends the console's session (the token itself lives
 * until it expires).
 */
@Path("/")
public class LoginResource {

    private static final int LOGIN_STATE_SECONDS = 600;

    private final Template login;
    private final OAuthLogin oauth;
    private final Sessions sessions;
    private final GatewayAdmin admin;
    private final ConsoleConfig config;
    private final ObjectMapper json;

    LoginResource(@Location("login.html") Template login, OAuthLogin oauth, Sessions sessions, GatewayAdmin admin,
            ConsoleConfig config,
            ObjectMapper json) {
        this.login = login;
        this.oauth = oauth;
        this.sessions = sessions;
        this.admin = admin;
        this.config = config;
        this.json = json;
    }

    @GET
    @Path("login")
    @Produces(MediaType.TEXT_HTML)
    public TemplateInstance page() {
        return login.data("oauth", oauth.enabled()).data("issuer", config.oauth().issuer().orElse(""));
    }

    @GET
    @Path("auth/login")
    public Response start() throws IOException {
        if (!oauth.enabled()) {
            throw new AdminFailure(404, "Sign-in through an authorization server is not configured "
                    + "(console.oauth.issuer); sign in with the bootstrap key or a tenant admin's API key");
        }
        OAuthLogin.Pending pending = new OAuthLogin.Pending(Sealer.random(24), Sealer.random(48));
        String sealed = sessions.sealer().seal(Sessions.LOGIN_COOKIE, json.writeValueAsString(pending));
        return Response.seeOther(URI.create(oauth.authorizationUrl(pending)))
                .cookie(sessions.cookie(Sessions.LOGIN_COOKIE, sealed, LOGIN_STATE_SECONDS)).build();
    }

    @GET
    @Path("auth/callback")
    public Response callback(@QueryParam("code") String code, @QueryParam("state") String state,
            @QueryParam("error") String error, @QueryParam("error_description") String description,
            @CookieParam(Sessions.LOGIN_COOKIE) String loginCookie) throws IOException {
        if (error != null) {
            throw new AdminFailure(401, "The authorization server refused the sign-in: "
                    + (description == null ? error : description));
        }
        OAuthLogin.Pending pending = loginCookie == null ? null
                : sessions.sealer().open(Sessions.LOGIN_COOKIE, loginCookie)
                        .map(plain -> read(plain)).orElse(null);
        if (pending == null || code == null || state == null || !pending.state().equals(state)) {
            throw new AdminFailure(400, "This sign-in was not started here or took longer than ten minutes; "
                    + "start it again");
        }
        OAuthLogin.SignedIn signedIn = oauth.exchange(code, pending);
        List<String> scopes = Arrays.asList(signedIn.scope().split(" "));
        String tenant = scopes.contains(config.oauth().adminScope()) ? null : signedIn.tenant();
        ConsoleSession session = sessions.start("oauth", signedIn.accessToken(), signedIn.subject(), tenant,
                signedIn.expiresAt());
        return Response.seeOther(URI.create("/")).cookie(sessions.cookie(session))
                .cookie(sessions.expired(Sessions.LOGIN_COOKIE)).build();
    }

    @POST
    @Path("auth/bootstrap")
    public Response bootstrap(@FormParam("key") String key) {
        if (key == null || key.isBlank()) {
            throw new AdminFailure(400, "Enter the bootstrap key (the gateway's gateway.admin.bootstrap-key) or a "
                    + "tenant admin's API key");
        }
        // The gateway says what the key is: the bootstrap key (the operator), or a tenant admin's API key.
        JsonNode caller = admin.get(sessions.start("admin-key", key.strip(), "admin-key", null, null), "/whoami");
        ConsoleSession session = "tenant-admin".equals(caller.path("role").asText())
                ? sessions.start("api-key", key.strip(), caller.path("actor").asText(), caller.path("tenant").asText(),
                        null)
                : sessions.start("bootstrap-key", key.strip(), "bootstrap-key", null, null);
        return Response.seeOther(URI.create("/")).cookie(sessions.cookie(session)).build();
    }

    @POST
    @Path("logout")
    public Response logout(@FormParam("_csrf") String csrf, @Context ContainerRequestContext request) {
        ConsoleGuard.requireCsrf(request, csrf);
        return Response.seeOther(URI.create("/login")).cookie(sessions.expired(Sessions.SESSION_COOKIE)).build();
    }

    @GET
    public Response home(@Context ContainerRequestContext request) {
        ConsoleSession session = ConsoleGuard.session(request);
        return Pages.seeOther(session.operator() ? "/overview" : "/tenants/" + GatewayAdmin.segment(session.tenant()));
    }

    private OAuthLogin.Pending read(String plain) {
        try {
            return json.readValue(plain, OAuthLogin.Pending.class);
        } catch (IOException e) {
            return null;
        }
    }

}
