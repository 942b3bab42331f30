package dev.switchboard.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A real Redis Cluster on this machine: three masters and three replicas, each a {@code redis-server
 * --cluster-enabled yes} child process (see {@link LocalRedis} for the binary) on six consecutive loopback ports,
 * formed by {@link ClusterFormation} and ready (every slot served, every replica in sync) when {@link #start} returns.
 */
public final class LocalRedisCluster implements AutoCloseable {

    private static final int NODES = 6;
    /** Redis 6 puts a node's cluster bus on its port plus this; it cannot be chosen apart. */
    private static final int BUS_OFFSET = 10000;

    private final List<LocalRedis> masters = new ArrayList<>();
    private final List<LocalRedis> replicas = new ArrayList<>();
    private final Path directory;

    private LocalRedisCluster(Path directory) {
        this.directory = directory;
    }

    /** Starts and forms a cluster on six free consecutive ports (and their bus ports). */
    public static LocalRedisCluster start() {
        IllegalStateException last = null;
        for (int attempt = 0; attempt < 3; attempt++) {
            LocalRedisCluster cluster = new LocalRedisCluster(temporaryDirectory());
            try {
                cluster.launch(freeBasePort());
                return cluster;
            } catch (IllegalStateException e) {
                last = e;
                cluster.close();
            }
        }
        throw last;
    }

    /** Every node's URL, masters first, comma-separated: what {@code quarkus.redis.hosts} and {@code REDIS_URL} take. */
    public String hosts() {
        return Stream.concat(masters.stream(), replicas.stream()).map(LocalRedis::url)
                .collect(Collectors.joining(","));
    }

    /** The masters' ports, in slot order. */
    public List<Integer> masterPorts() {
        return masters.stream().map(LocalRedis::port).toList();
    }

    /** The replicas' ports, replica {@code i} following master {@code i}. */
    public List<Integer> replicaPorts() {
        return replicas.stream().map(LocalRedis::port).toList();
    }

    /** Kills the node on {@code port} outright (kill -9), as a crash would; the cluster notices within its node timeout. */
    public void kill(int port) {
        node(port).stop();
    }

    /** Pauses the node on {@code port} (SIGSTOP): its connections stay open and go silent until {@link #resume}. */
    public void pause(int port) {
        node(port).pause();
    }

    /** Lets a paused node run again (SIGCONT). */
    public void resume(int port) {
        node(port).resume();
    }

    /** The port of the master that serves {@code key}'s hash slot now ({@code CLUSTER KEYSLOT}, then each master's slots). */
    public int masterServing(String key) {
        int slot = Integer.parseInt(ClusterFormation.send(masterPorts().get(0), "CLUSTER", "KEYSLOT", key).trim());
        return masterPorts().stream().filter(port -> servesSlot(port, slot)).findFirst()
                .orElseThrow(() -> new IllegalStateException("No master serves slot " + slot + " of " + key));
    }

    private boolean servesSlot(int port, int slot) {
        String myself = ClusterFormation.send(port, "CLUSTER", "MYID").trim();
        return ClusterFormation.send(port, "CLUSTER", "NODES").lines().filter(line -> line.startsWith(myself))
                .flatMap(line -> java.util.Arrays.stream(line.split(" ")).skip(8)).anyMatch(range -> {
                    String[] bounds = range.split("-");
                    int first = Integer.parseInt(bounds[0]);
                    int last = Integer.parseInt(bounds[bounds.length - 1]);
                    return slot >= first && slot <= last;
                });
    }

    private LocalRedis node(int port) {
        return Stream.concat(masters.stream(), replicas.stream()).filter(node -> node.port() == port).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No node on port " + port));
    }

    /**
     * The subscriptions to {@code channel} on each live node (port → count; PUBSUB NUMSUB is per node), to show that a
     * process listens once, and where.
     */
    public Map<Integer, Long> subscribers(String channel) {
        Map<Integer, Long> counts = new LinkedHashMap<>();
        Stream.concat(masters.stream(), replicas.stream()).filter(LocalRedis::running).forEach(node -> {
            String reply = ClusterFormation.send(node.port(), "PUBSUB", "NUMSUB", channel);
            counts.put(node.port(), Long.parseLong(reply.lines().toList().get(1).trim()));
        });
        return counts;
    }

    /** How many keys each master holds now (port → count), to show that data really spreads over the cluster. */
    public Map<Integer, Long> keysPerMaster() {
        Map<Integer, Long> counts = new LinkedHashMap<>();
        for (LocalRedis master : masters) {
            counts.put(master.port(), Long.parseLong(ClusterFormation.send(master.port(), "DBSIZE").trim()));
        }
        return counts;
    }

    /** The keys the node on {@code port} holds that match {@code pattern} (KEYS: fine on a test's tiny data set). */
    public List<String> keysOn(int port, String pattern) {
        return ClusterFormation.send(port, "KEYS", pattern).lines().filter(line -> !line.isBlank()).toList();
    }

    /** The port of the master that holds {@code key} now (KEYS on each master: fine on a test's tiny data set). */
    public int masterHolding(String key) {
        return masters.stream().map(LocalRedis::port).filter(port -> keysOn(port, key).contains(key)).findFirst()
                .orElseThrow(() -> new IllegalStateException("No master holds " + key));
    }

    /**
     * Fails the master on {@code masterPort} over to its replica, as an operator's {@code CLUSTER FAILOVER} does
     * (no write lost), and returns once the replica serves the slots as master and every node sees the cluster whole
     * again. The old master stays on as the new master's replica.
     */
    public void failOver(int masterPort) {
        int index = masterPorts().indexOf(masterPort);
        if (index < 0) {
            throw new IllegalArgumentException(masterPort + " is not one of the masters " + masterPorts());
        }
        LocalRedis master = masters.get(index);
        LocalRedis replica = replicas.get(index);
        ClusterFormation.send(replica.port(), "CLUSTER", "FAILOVER");
        masters.set(index, replica);
        replicas.set(index, master);
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        ClusterFormation.await(deadline, "node " + replica.port() + " to take over as master",
                () -> ClusterFormation.send(replica.port(), "INFO", "replication").contains("role:master"));
        ClusterFormation.form(masterPorts(), replicas.stream().map(LocalRedis::port).toList(), Duration.ofSeconds(30));
    }

    @Override
    public void close() {
        Stream.concat(replicas.stream(), masters.stream()).forEach(LocalRedis::close);
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException ignored) {
            // Only temporary files are left behind.
        }
    }

    private void launch(int basePort) {
        for (int i = 0; i < NODES; i++) {
            int port = basePort + i;
            Path node = directory.resolve(Integer.toString(port));
            try {
                Files.createDirectories(node);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            // As production runs it: the masters that stay keep serving their own slots while one fails over.
            LocalRedis redis = LocalRedis.startOnPort(port, "--cluster-enabled", "yes", "--cluster-config-file",
                    "nodes.conf", "--cluster-node-timeout", "2000", "--cluster-require-full-coverage", "no", "--dir",
                    node.toString());
            (i < NODES / 2 ? masters : replicas).add(redis);
        }
        ClusterFormation.form(masterPorts(), replicas.stream().map(LocalRedis::port).toList(), Duration.ofSeconds(30));
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("switchboard-redis-cluster");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A port p with p…p+5 and their bus ports p+10000… all free, below the ephemeral range's busiest part. */
    private static int freeBasePort() {
        for (int attempt = 0; attempt < 100; attempt++) {
            int base = ThreadLocalRandom.current().nextInt(20000, 30000);
            if (free(base) && free(base + BUS_OFFSET)) {
                return base;
            }
        }
        throw new IllegalStateException("No six free consecutive ports (with their cluster bus ports) found");
    }

    private static boolean free(int first) {
        for (int port = first; port < first + NODES; port++) {
            try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                socket.setReuseAddress(true);
            } catch (IOException e) {
                return false;
            }
        }
        return true;
    }
}
