package dev.switchboard.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import dev.switchboard.testsupport.oauth.MockOAuthServer;

/**
 * What a person's browser does with a consent URL their MCP client shows: opens it, signs in at the gateway's issuer,
 * is sent on to the upstream's authorization server, signs in there, and lands on the gateway's callback. Keeps its
 * cookies, as a browser does; each step's redirect is followed by hand.
 */
final class ConsentBrowser {

    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private final List<String> trail = new ArrayList<>();

    /** Each page this browser opened: status and address, for a failing assertion to show. */
    String trail() {
        return String.join("\n", trail);
    }

    /** The page the whole round ends on (the gateway's callback, or a refusal on the way). */
    HttpResponse<String> consent(String url, String tenant, String subject, String upstreamUser) {
        HttpResponse<String> toIssuer = open(url);
        if (toIssuer.statusCode() != 302) {
            return toIssuer;
        }
        URI signedIn = MockOAuthServer.signIn(location(toIssuer), subject, "{\"tenant_id\":\"" + tenant + "\"}");
        HttpResponse<String> toUpstream = open(signedIn.toString());
        if (toUpstream.statusCode() != 302) {
            return toUpstream;
        }
        URI callback = MockOAuthServer.signIn(location(toUpstream), upstreamUser);
        return open(callback.toString());
    }

    HttpResponse<String> open(String url) {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                    HttpResponse.BodyHandlers.ofString());
            trail.add(response.statusCode() + " " + url.replaceAll("(code|state)=[^&]*", "$1=…") + " "
                    + response.body().replaceAll("<[^>]+>", " ").strip());
            return response;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String location(HttpResponse<String> redirect) {
        return redirect.headers().firstValue("Location").orElseThrow();
    }
}
