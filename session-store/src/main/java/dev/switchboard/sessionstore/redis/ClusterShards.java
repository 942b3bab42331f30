package dev.switchboard.sessionstore.redis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.ConnectionPoolTooBusyException;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.RedisClientType;
import io.vertx.redis.client.RedisConnection;
import io.vertx.redis.client.RedisOptions;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * A Redis Cluster client that needs only the shard a command goes to. Each command goes to the master of its keys'
 * slot, over a pooled client of that node alone; a command without keys goes to any master that answers.
 * <p>
 * Vert.x's own cluster client (4.5) takes a connection to every node of the cluster for each command and fails the
 * command when any one is refused: a single master down failed every command, on every shard, until the cluster had
 * replaced it (bench/chaos-soak.sh measured 5-6 s with no call served). Here a dead or paused node fails or delays only
 * the commands for its own slots. The slot table is read with {@code CLUSTER SLOTS} on first use and again after a
 * {@code MOVED} or a failure to reach a node, so commands find a promoted replica as soon as the cluster names it.
 * <p>
 * A node that refuses or drops connections is held down: commands for its slots fail at once, until a {@code PING}
 * answers again or the slot table names another master. A node that accepts commands and does not answer (paused, cut
 * off) delays only the commands for its own slots, each up to the Redis timeout: a command left unanswered is no proof
 * of a dead node on a CPU so starved it reads answers late (bench/chaos-soak.sh on a loaded machine held healthy nodes
 * down that way).
 */
public final class ClusterShards implements Redis {

    /** Redirections and retries of one command, as Vert.x's cluster client allows. */
    private static final int ATTEMPTS = 16;
    /** Reading the slot table again more often than this gains nothing while a node is failing over. */
    private static final long REFRESH_INTERVAL_MILLIS = 250;
    /** A node that does not answer {@code CLUSTER SLOTS} by then is passed over for the next one. */
    private static final long ASK_TIMEOUT_MILLIS = 1000;

    /** How long a new connection for a PING or a SUBSCRIBE may take before the next master is tried. */
    private static final long CONNECT_TIMEOUT_MILLIS = 2000;
    /** How often a node held down is asked for a {@code PING}. */
    private static final long PROBE_INTERVAL_MILLIS = 500;

    private final Vertx vertx;
    private final RedisOptions template;
    private final List<String> seeds;
    private final Map<String, Redis> nodes = new ConcurrentHashMap<>();
    private final Map<String, Boolean> down = new ConcurrentHashMap<>();
    private final AtomicReference<Future<SlotTable>> reading = new AtomicReference<>();
    private volatile SlotTable table;
    private volatile long readAt;

    /** A client of the cluster {@code options} names (its endpoints are seeds), with their pool and timeouts per node. */
    public ClusterShards(Vertx vertx, RedisOptions options) {
        this.vertx = vertx;
        this.template = options;
        this.seeds = List.copyOf(options.getEndpoints());
    }

    @Override
    public Future<Response> send(Request request) {
        return slotTable().compose(slots -> send(request, slotOf(request), slots, ATTEMPTS));
    }

    @Override
    public Future<List<Response>> batch(List<Request> requests) {
        if (requests.isEmpty()) {
            return Future.succeededFuture(List.of());
        }
        int slot = slotOf(requests.get(0));
        for (Request request : requests) {
            if (slotOf(request) != slot) {
                return Future.failedFuture("A batch on Redis Cluster must keep to one hash slot");
            }
        }
        return slotTable().compose(slots -> node(slot < 0 ? anyMaster(slots) : slots.masters()[slot]).batch(requests));
    }

    /**
     * A connection to one master that answers (the first of them, in a random order, that accepts one): what a PING or
     * a SUBSCRIBE needs, since a cluster forwards classic pub/sub to every node.
     */
    @Override
    public Future<RedisConnection> connect() {
        return slotTable().compose(slots -> {
            List<String> masters = new ArrayList<>(slots.distinctMasters());
            Collections.shuffle(masters);
            return connect(masters, 0, null);
        });
    }

    @Override
    public void close() {
        nodes.values().forEach(Redis::close);
        nodes.clear();
    }

    private Future<RedisConnection> connect(List<String> masters, int index, Throwable last) {
        if (index >= masters.size()) {
            return Future.failedFuture(last == null ? new IllegalStateException("No Redis Cluster master known") : last);
        }
        String endpoint = masters.get(index);
        if (down.containsKey(endpoint)) {
            return connect(masters, index + 1, new NodeDownException(endpoint));
        }
        Future<RedisConnection> connecting = node(endpoint).connect();
        return within(connecting, CONNECT_TIMEOUT_MILLIS).recover(failure -> {
            // A connection that arrives after the wait is nobody's: close it.
            connecting.onSuccess(RedisConnection::close);
            return connect(masters, index + 1, failure);
        });
    }

    private Future<Response> send(Request request, int slot, SlotTable slots, int attempts) {
        String endpoint = slot < 0 ? anyMaster(slots) : slots.masters()[slot];
        if (endpoint == null) {
            readSoon();
            return Future.failedFuture("No Redis Cluster master serves hash slot " + slot + " now");
        }
        return sendTo(endpoint, request, slot, attempts);
    }

    private Future<Response> sendTo(String endpoint, Request request, int slot, int attempts) {
        if (down.containsKey(endpoint) && slot >= 0) {
            return Future.failedFuture(new NodeDownException(endpoint));
        }
        return node(endpoint).send(request).recover(failure -> {
            if (RedisInternals.isErrorReply(failure) && attempts > 0) {
                if (RedisInternals.isErrorReply(failure, "MOVED")) {
                    readSoon();
                    return sendTo(SlotTable.redirected(seeds.get(0), failure.getMessage()), request, slot, attempts - 1);
                }
                if (RedisInternals.isErrorReply(failure, "ASK")) {
                    return asking(SlotTable.redirected(seeds.get(0), failure.getMessage()), request);
                }
                if (RedisInternals.isErrorReply(failure, "TRYAGAIN")) {
                    // A resharding moves the keys of a multi-key command: Redis asks to try again in a moment.
                    Promise<Response> later = Promise.promise();
                    vertx.setTimer(100, ignored -> sendTo(endpoint, request, slot, attempts - 1).onComplete(later));
                    return later.future();
                }
                if (RedisInternals.isErrorReply(failure, "CLUSTERDOWN")) {
                    readSoon();
                }
                return Future.failedFuture(failure);
            }
            if (failure instanceof ConnectionPoolTooBusyException) {
                // Every connection of this process to the node is busy: overload here, not the node down.
                return Future.failedFuture(failure);
            }
            if (!RedisInternals.isErrorReply(failure)) {
                // The node could not be reached: it may be failing over, so the next commands look at the cluster
                // again. A keyless command is sent to another master at once.
                markDown(endpoint);
                readSoon();
                if (slot < 0 && attempts > 0) {
                    return slotTable().compose(slots -> {
                        String other = anyMasterBut(slots, endpoint);
                        return other == null ? Future.failedFuture(failure)
                                : sendTo(other, request, slot, attempts - 1);
                    });
                }
            }
            return Future.failedFuture(failure);
        });
    }

    /** Holds {@code endpoint} down, and asks it for a PING until it answers; the first to mark it starts the probes. */
    private void markDown(String endpoint) {
        if (down.putIfAbsent(endpoint, Boolean.TRUE) == null) {
            probe(endpoint);
        }
    }

    private void probe(String endpoint) {
        vertx.setTimer(PROBE_INTERVAL_MILLIS, ignored -> within(node(endpoint).send(Request.cmd(Command.PING)),
                PROBE_INTERVAL_MILLIS).onComplete(ping -> {
                    if (ping.succeeded() || !nodes.containsKey(endpoint)) {
                        down.remove(endpoint);
                    } else {
                        readSoon();
                        probe(endpoint);
                    }
                }));
    }

    /** A command for a slot that is moving, on the node that takes it: {@code ASKING} first, on one connection. */
    private Future<Response> asking(String endpoint, Request request) {
        return node(endpoint).connect().compose(connection -> connection.send(Request.cmd(Command.ASKING))
                .compose(ignored -> connection.send(request))
                .andThen(ignored -> connection.close()));
    }

    private Redis node(String endpoint) {
        return nodes.computeIfAbsent(endpoint, ignored -> {
            RedisOptions options = new RedisOptions(template).setType(RedisClientType.STANDALONE)
                    .setEndpoints(new ArrayList<>(List.of(endpoint)))
                    .setPoolName((template.getPoolName() == null ? "redis" : template.getPoolName()) + "@"
                            + endpoint.replaceFirst("^.*@", "").replaceFirst("^[a-z]+://", ""));
            return Redis.createClient(vertx, options);
        });
    }

    static int slotOf(Request request) {
        List<byte[]> keys = RedisInternals.keys(request);
        if (keys.isEmpty()) {
            return -1;
        }
        int slot = RedisInternals.slot(keys);
        if (slot < 0) {
            throw new IllegalArgumentException("Keys of one command in different hash slots: " + request.command());
        }
        return slot;
    }

    private String anyMaster(SlotTable slots) {
        List<String> masters = new ArrayList<>(slots.distinctMasters());
        if (masters.size() > down.size()) {
            masters.removeAll(down.keySet());
        }
        return masters.isEmpty() ? null : masters.get((int) (Math.random() * masters.size()));
    }

    private String anyMasterBut(SlotTable slots, String endpoint) {
        List<String> masters = new ArrayList<>(slots.distinctMasters());
        masters.remove(endpoint);
        masters.removeAll(down.keySet());
        return masters.isEmpty() ? null : masters.get((int) (Math.random() * masters.size()));
    }

    private Future<SlotTable> slotTable() {
        SlotTable known = table;
        return known != null ? Future.succeededFuture(known) : read();
    }

    /** Reads the slot table again unless it was read a moment ago; commands meanwhile use the one known. */
    private void readSoon() {
        if (System.nanoTime() - readAt > REFRESH_INTERVAL_MILLIS * 1_000_000) {
            read();
        }
    }

    /** One {@code CLUSTER SLOTS} at a time, asked of the nodes last seen (masters first), then the seeds. */
    private Future<SlotTable> read() {
        Promise<SlotTable> promise = Promise.promise();
        Future<SlotTable> ongoing = reading.compareAndExchange(null, promise.future());
        if (ongoing != null) {
            return ongoing;
        }
        readAt = System.nanoTime();
        List<String> candidates = new ArrayList<>();
        SlotTable known = table;
        if (known != null) {
            candidates.addAll(known.distinctMasters());
            candidates.addAll(known.nodes());
        }
        candidates.addAll(seeds);
        read(candidates.stream().distinct().toList(), 0, null).onComplete(result -> {
            if (result.succeeded()) {
                table = result.result();
            }
            readAt = System.nanoTime();
            reading.set(null);
            promise.handle(result);
        });
        return promise.future();
    }

    private Future<SlotTable> read(List<String> candidates, int index, Throwable last) {
        if (index >= candidates.size()) {
            return Future.failedFuture(new IllegalStateException("No Redis Cluster node answered CLUSTER SLOTS"
                    + (last == null ? "" : ": " + last.getMessage()), last));
        }
        String endpoint = candidates.get(index);
        return within(node(endpoint).send(Request.cmd(Command.CLUSTER).arg("SLOTS")), ASK_TIMEOUT_MILLIS)
                .map(reply -> SlotTable.of(reply, seeds.get(0)))
                .compose(slots -> slots.distinctMasters().isEmpty()
                        ? Future.failedFuture(new IllegalStateException(endpoint + " knows no slots"))
                        : Future.succeededFuture(slots))
                .recover(failure -> read(candidates, index + 1, failure));
    }

    /** A command for a node held down: failed at once, so it does not wait behind the node. */
    static final class NodeDownException extends RuntimeException {
        NodeDownException(String endpoint) {
            super("Redis Cluster node " + endpoint.replaceFirst("^.*@", "").replaceFirst("^[a-z]+://", "")
                    + " does not answer (its slots are out of reach until it answers or a replica takes over)", null,
                    false, false);
        }
    }

    private <T> Future<T> within(Future<T> future, long millis) {
        Promise<T> promise = Promise.promise();
        long timer = vertx.setTimer(millis,
                ignored -> promise.tryFail(new IllegalStateException("no answer within " + millis + " ms")));
        future.onComplete(result -> {
            vertx.cancelTimer(timer);
            if (result.succeeded()) {
                promise.tryComplete(result.result());
            } else {
                promise.tryFail(result.cause());
            }
        });
        return promise.future();
    }
}
