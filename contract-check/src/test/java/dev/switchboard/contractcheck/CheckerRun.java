package dev.switchboard.contractcheck;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.eclipse.microprofile.config.ConfigProvider;

import dev.switchboard.testsupport.internal.TestInternalKeys;

import static org.awaitility.Awaitility.await;

/** One run of the checker in this JVM against a service: its exit status and what it printed. */
record CheckerRun(int status, String output) {

    /** Arguments the fixture's prompt {@code open_note} accepts, where a made-up value is refused. */
    static final String[] OPEN_NOTE_ARGUMENTS = { "--prompt-arguments", "open_note={\"uri\": \"notes://first\"}" };

    /** The fixture service's base URL, once it is registered (the checker's readiness probe expects that). */
    static String fixtureUrl() {
        String url = "http://127.0.0.1:"
                + ConfigProvider.getConfig().getValue("quarkus.http.test-port", Integer.class);
        HttpClient http = HttpClient.newHttpClient();
        await().atMost(Duration.ofSeconds(30)).until(() -> http.send(
                HttpRequest.newBuilder(URI.create(url + "/q/health/ready")).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode() == 200);
        return url;
    }

    /** The checker pointed at {@code url}, signing as the test gateway. */
    static CheckerRun against(String url, String... more) throws InterruptedException {
        String[] args = new String[6 + more.length];
        System.arraycopy(new String[] { "--url", url, "--signing-key", TestInternalKeys.PRIVATE_KEY,
                "--public-key", TestInternalKeys.PUBLIC_KEY }, 0, args, 0, 6);
        System.arraycopy(more, 0, args, 6, more.length);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        int status = ContractCheck.run(args, print, print);
        return new CheckerRun(status, out.toString(StandardCharsets.UTF_8));
    }
}
