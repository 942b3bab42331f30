package dev.switchboard.it;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The local launcher refuses to start when one of its ports is already held (by another run of the suite, say),
 * naming the port, instead of waiting on and then reporting the readiness of a process it did not start.
 */
class RunShRefusesAPortAnotherProcessHoldsIT {

    @Test
    void aHeldGatewayPortStopsTheRunBeforeAnythingStarts() throws Exception {
        try (ServerSocket held = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            int port = held.getLocalPort();
            String output = refusedRun(Map.of("GATEWAY_PORT", Integer.toString(port), "REDIS_PORT",
                    Integer.toString(freePort())));
            assertThat(output).contains("already in use").contains(" " + port + " ").contains("port(s)")
                    .doesNotContain("Switchboard is up");
        }
    }

    @Test
    void aHeldRedisClusterBusPortStopsTheRunBeforeAnythingStarts() throws Exception {
        try (ServerSocket held = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            int bus = held.getLocalPort();
            // The first cluster node listens on REDIS_PORT and on its bus port, REDIS_PORT + 10000: the held one.
            String output = refusedRun(Map.of("REDIS_PORT", Integer.toString(bus - 10000), "GATEWAY_PORT",
                    Integer.toString(freePort())), "--redis-cluster");
            // Named by the launcher's own check, before any node starts (a node would fail on it later, and
            // differently).
            assertThat(output).containsPattern("\\[run\\] port\\(s\\)( \\d+)* " + bus + " .*already in use")
                    .doesNotContain("started a Redis Cluster");
        }
    }

    /** Runs run.sh with the given environment and options; asserts that it ends by itself with 1 and returns its output. */
    private static String refusedRun(Map<String, String> environment, String... options) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", Path.of("..", "deploy", "local", "run.sh").toString()));
        command.addAll(List.of(options));
        ProcessBuilder run = new ProcessBuilder(command).redirectErrorStream(true);
        run.environment().putAll(environment);
        run.environment().put("MANAGEMENT_PORT_OFFSET", "7");
        Process process = run.start();
        boolean ended = process.waitFor(120, TimeUnit.SECONDS);
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!ended) {
            process.destroyForcibly();
        }
        assertThat(ended).as("run.sh ends by itself: %s", output).isTrue();
        assertThat(process.exitValue()).as(output).isEqualTo(1);
        return output;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
