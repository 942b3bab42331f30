package dev.switchboard.testsupport;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Forms a Redis Cluster out of empty {@code redis-server --cluster-enabled yes} nodes on 127.0.0.1 without
 * {@code redis-cli}: it splits the 16384 slots evenly over the masters, introduces every node to the first
 * ({@code CLUSTER MEET}), makes each replica follow its master ({@code CLUSTER REPLICATE}) and waits until every node
 * reports {@code cluster_state:ok}, every slot assigned, and each replica's link to its master up. Nodes that already
 * form a cluster (restarted with their {@code nodes.conf}) are only waited on.
 * <p>
 * JDK only, so the local launcher runs this very file: {@code java ClusterFormation.java M1 M2 M3 R1 R2 R3} (the first
 * half of the ports are masters, replica {@code i} follows master {@code i}).
 */
public final class ClusterFormation {

    private static final int SLOTS = 16384;

    private ClusterFormation() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || args.length % 2 != 0) {
            System.err.println("usage: java ClusterFormation.java MASTER_PORT... REPLICA_PORT... (as many of each)");
            System.exit(2);
        }
        List<Integer> ports = Arrays.stream(args).map(Integer::valueOf).toList();
        int half = ports.size() / 2;
        form(ports.subList(0, half), ports.subList(half, ports.size()), Duration.ofSeconds(60));
        System.out.println("Redis Cluster ready: masters " + ports.subList(0, half) + ", replicas "
                + ports.subList(half, ports.size()));
    }

    /**
     * Forms the cluster; replica {@code i} follows master {@code i} (there may be fewer replicas than masters).
     *
     * @throws IllegalStateException when the cluster is not whole within {@code timeout}, saying what is missing
     */
    public static void form(List<Integer> masters, List<Integer> replicas, Duration timeout) {
        if (masters.isEmpty() || replicas.size() > masters.size()) {
            throw new IllegalArgumentException("Need at least one master and at most one replica per master");
        }
        Instant deadline = Instant.now().plus(timeout);
        List<Integer> all = new ArrayList<>(masters);
        all.addAll(replicas);
        for (int port : all) {
            await(deadline, "node " + port + " to answer PING", () -> answersPing(port));
        }
        if (!send(masters.get(0), "CLUSTER", "INFO").contains("cluster_slots_assigned:0")) {
            // Nodes restarted on their persisted nodes.conf already form the cluster: only wait for it to be whole.
            awaitWhole(all, deadline);
            return;
        }
        for (int i = 0; i < masters.size(); i++) {
            int from = SLOTS * i / masters.size();
            int to = SLOTS * (i + 1) / masters.size();
            List<String> command = new ArrayList<>(List.of("CLUSTER", "ADDSLOTS"));
            for (int slot = from; slot < to; slot++) {
                command.add(Integer.toString(slot));
            }
            // Distinct epochs, as redis-cli gives them, so the nodes need no collision rounds to agree.
            send(masters.get(i), "CLUSTER", "SET-CONFIG-EPOCH", Integer.toString(i + 1));
            send(masters.get(i), command.toArray(String[]::new));
        }
        for (int port : all.subList(1, all.size())) {
            send(port, "CLUSTER", "MEET", "127.0.0.1", Integer.toString(all.get(0)));
        }
        for (int port : all) {
            await(deadline, "node " + port + " to know all " + all.size() + " nodes",
                    () -> send(port, "CLUSTER", "NODES").lines().filter(line -> !line.isBlank()).count() == all
                            .size());
        }
        for (int i = 0; i < replicas.size(); i++) {
            String masterId = send(masters.get(i), "CLUSTER", "MYID").trim();
            send(replicas.get(i), "CLUSTER", "REPLICATE", masterId);
        }
        awaitWhole(all, deadline);
    }

    private static void awaitWhole(List<Integer> all, Instant deadline) {
        for (int port : all) {
            await(deadline, "node " + port + " to report cluster_state:ok with every slot assigned", () -> {
                String info = send(port, "CLUSTER", "INFO");
                return info.contains("cluster_state:ok") && info.contains("cluster_slots_ok:" + SLOTS);
            });
        }
        // Every replica, by its role now: a restarted cluster may have failed over since it was formed.
        for (int port : all) {
            await(deadline, "node " + port + " to be a master or a replica in sync with its master", () -> {
                String replication = send(port, "INFO", "replication");
                return replication.contains("role:master") || replication.contains("master_link_status:up");
            });
        }
    }

    private static boolean answersPing(int port) {
        try {
            return send(port, "PING").equals("PONG");
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    static void await(Instant deadline, String what, BooleanSupplier condition) {
        while (!condition.getAsBoolean()) {
            if (Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("Redis Cluster not formed: gave up waiting for " + what);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted while forming the Redis Cluster", e);
            }
        }
    }

    /**
     * Sends one command to the node on {@code port} and answers its reply as text: a simple or bulk string as is, an
     * integer as digits, an array's elements one per line.
     *
     * @throws IllegalStateException when the node answers an error
     */
    public static String send(int port, String... command) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 2000);
            socket.setSoTimeout(5000);
            OutputStream out = socket.getOutputStream();
            StringBuilder request = new StringBuilder("*").append(command.length).append("\r\n");
            for (String arg : command) {
                request.append('$').append(arg.getBytes(StandardCharsets.UTF_8).length).append("\r\n").append(arg)
                        .append("\r\n");
            }
            out.write(request.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
            return read(new BufferedInputStream(socket.getInputStream()), port, command[0]);
        } catch (IOException e) {
            throw new UncheckedIOException("Redis on port " + port + " did not answer " + command[0], e);
        }
    }

    private static String read(InputStream in, int port, String command) throws IOException {
        String line = line(in);
        return switch (line.charAt(0)) {
            case '+', ':' -> line.substring(1);
            case '-' -> throw new IllegalStateException(
                    "Redis on port " + port + " refused " + command + ": " + line.substring(1));
            case '$' -> {
                int length = Integer.parseInt(line.substring(1));
                if (length < 0) {
                    yield "";
                }
                String text = new String(in.readNBytes(length), StandardCharsets.UTF_8);
                line(in);
                yield text;
            }
            case '*' -> {
                int count = Integer.parseInt(line.substring(1));
                StringBuilder elements = new StringBuilder();
                for (int i = 0; i < count; i++) {
                    elements.append(read(in, port, command)).append('\n');
                }
                yield elements.toString();
            }
            default -> throw new IllegalStateException("Unexpected reply from Redis on port " + port + ": " + line);
        };
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int previous = -1;
        for (int b = in.read(); b != -1; b = in.read()) {
            if (previous == '\r' && b == '\n') {
                byte[] all = bytes.toByteArray();
                return new String(all, 0, all.length - 1, StandardCharsets.UTF_8);
            }
            bytes.write(b);
            previous = b;
        }
        throw new IOException("Connection closed mid-reply");
    }
}
