package dev.switchboard.gateway.health;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;

import dev.switchboard.testsupport.LocalRedis;

import static java.nio.charset.StandardCharsets.US_ASCII;

/**
 * A real Redis made slow: {@code CLIENT PAUSE} holds every client's commands (PING included) for a while, as a Redis
 * that answers late would. Nothing ends it early: a paused Redis holds {@code CLIENT UNPAUSE} too.
 */
final class RedisPause {

    private RedisPause() {
    }

    /** Pauses every client of {@code redis} for {@code millis} and returns once Redis has taken the pause. */
    static void pause(LocalRedis redis, long millis) {
        command(redis, "CLIENT PAUSE " + millis + " ALL");
    }

    private static void command(LocalRedis redis, String command) {
        try (Socket socket = new Socket("127.0.0.1", redis.port())) {
            OutputStream out = socket.getOutputStream();
            out.write((command + "\r\n").getBytes(US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder reply = new StringBuilder();
            for (int c = in.read(); c != -1 && c != '\n'; c = in.read()) {
                reply.append((char) c);
            }
            if (!reply.toString().startsWith("+OK")) {
                throw new IllegalStateException(command + " answered " + reply);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
