package dev.switchboard.gateway.links;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import dev.switchboard.testsupport.oauth.OAuthServerTestResource;
import io.restassured.RestAssured;

/**
 * A person's browser on the consent pages: keeps cookies, and follows one redirect at a time so each step can be
 * looked at. The gateway names itself by its public URL, which this browser reaches at the tested app's port.
 */
final class Browser {

    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER).build();

    static String gateway(String path) {
        return "http://localhost:" + RestAssured.port + path;
    }

    HttpResponse<String> open(String url) {
        String reachable = url.replace(OAuthServerTestResource.PUBLIC_URL, "http://localhost:" + RestAssured.port);
        try {
            return http.send(HttpRequest.newBuilder(URI.create(reachable)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Opens {@code url} and follows its redirect once: the response of where it led. */
    HttpResponse<String> follow(HttpResponse<String> redirect) {
        return open(redirect.headers().firstValue("Location").orElseThrow(() -> new AssertionError(
                "not a redirect: HTTP " + redirect.statusCode() + " " + redirect.body())));
    }
}
