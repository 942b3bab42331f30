package dev.switchboard.gateway.forward;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A stand-in for a tool service whose every answer a test scripts by path (status and JSON body), counting the
 * requests that reach it: what a real service cannot be made to do on demand (answer 503, come back).
 */
final class ScriptedService implements AutoCloseable {

    /** One scripted answer. */
    record Answer(int status, String json) {

        static Answer result(String text, boolean isError) {
            return new Answer(200, "{\"resultType\":\"complete\",\"content\":[{\"type\":\"text\",\"text\":\"" + text
                    + "\"}],\"isError\":" + isError + "}");
        }
    }

    private final HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();
    private final List<Integer> clientPorts = new CopyOnWriteArrayList<>();
    private volatile Function<String, Answer> script;

    ScriptedService(Function<String, Answer> script) {
        this.script = script;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", this::answer);
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    int requests() {
        return requests.get();
    }

    /** The client-side port of each request's connection, in order: a new port is a new connection. */
    List<Integer> clientPorts() {
        return List.copyOf(clientPorts);
    }

    /** From now on, answers by {@code next}. */
    void rescript(Function<String, Answer> next) {
        script = next;
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            exchange.getRequestBody().readAllBytes();
            requests.incrementAndGet();
            clientPorts.add(exchange.getRemoteAddress().getPort());
            Answer answer = script.apply(exchange.getRequestURI().getPath());
            byte[] body = answer.json().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type",
                    answer.json().startsWith("{") ? "application/json" : "text/plain");
            exchange.sendResponseHeaders(answer.status(), body.length);
            exchange.getResponseBody().write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
