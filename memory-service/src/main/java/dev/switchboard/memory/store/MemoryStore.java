package dev.switchboard.memory.store;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.switchboard.memory.config.MemoryConfig;
import dev.switchboard.memory.record.MemoryRecord;
import dev.switchboard.sessionstore.RedisCalls;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Redis;
import io.vertx.mutiny.redis.client.Request;
import io.vertx.mutiny.redis.client.Response;
import io.vertx.redis.client.ResponseType;

/**
 * Memories in Redis, per space ({@link SpaceKey}): {@code rec} (hash id → {@link StoredMemory}), {@code ids} (sorted
 * set id → saved-at millis: order, count, retention), {@code log} (stream of changes) and {@code meta} (change
 * counter, epoch). Each tenant also has a sorted set of its spaces by last save. Calls block: callers run on worker
 * threads.
 */
@ApplicationScoped
public class MemoryStore {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final int SCAN_BATCH = 500;

    private final Redis redis;
    private final ObjectMapper json;
    private final MemoryConfig config;

    MemoryStore(Redis redis, ObjectMapper json, MemoryConfig config) {
        this.redis = redis;
        this.json = json;
        this.config = config;
    }

    /** Stores a memory unless its space is full; memories past the retention are dropped first. */
    public SaveOutcome save(SpaceKey space, StoredMemory memory) {
        MemoryRecord record = memory.record();
        long now = record.createdAt().toEpochMilli();
        long retention = config.retention().map(Duration::toMillis).orElse(0L);
        Response reply = send("memory save", script(MemoryScripts.SAVE, space)
                .arg(config.index().changeLogLength())
                .arg(record.id())
                .arg(memory.encode(json))
                .arg(now)
                .arg(retention > 0 ? now - retention : -1)
                .arg(config.limits().maxRecordsPerSpace())
                .arg(retention)
                .arg(UUID.randomUUID().toString()));
        long count = reply.get(1).toLong();
        if (reply.get(0).toInteger() == 0) {
            return new SaveOutcome.SpaceFull(count);
        }
        String spaces = SpaceKey.spacesOf(space.tenant());
        send("space list update", Request.cmd(Command.ZADD).arg(spaces).arg(now).arg(space.space()));
        if (retention > 0) {
            send("space list expiry", Request.cmd(Command.PEXPIRE).arg(spaces).arg(retention));
        }
        return new SaveOutcome.Saved(count);
    }

    /** Deletes a memory; false when the space has no memory with that id. */
    public boolean delete(SpaceKey space, String id) {
        Response reply = send("memory delete", script(MemoryScripts.DELETE, space)
                .arg(config.index().changeLogLength()).arg(id));
        if (reply.get(1).toLong() == 0) {
            send("space list update", Request.cmd(Command.ZREM).arg(SpaceKey.spacesOf(space.tenant()))
                    .arg(space.space()));
        }
        return reply.get(0).toInteger() == 1;
    }

    public Optional<MemoryRecord> get(SpaceKey space, String id) {
        Response value = send("memory read", Request.cmd(Command.HGET).arg(space.records()).arg(id));
        return value == null ? Optional.empty()
                : Optional.of(StoredMemory.recordOf(value.toBytes(), json)).filter(this::retained);
    }

    /** The records of {@code ids} that still exist, in that order. */
    public List<MemoryRecord> get(SpaceKey space, List<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        Request hmget = Request.cmd(Command.HMGET).arg(space.records());
        ids.forEach(hmget::arg);
        List<MemoryRecord> records = new ArrayList<>();
        for (Response value : send("memory read", hmget)) {
            if (value != null) {
                MemoryRecord record = StoredMemory.recordOf(value.toBytes(), json);
                if (retained(record)) {
                    records.add(record);
                }
            }
        }
        return records;
    }

    /** How many memories the space holds. */
    public long count(SpaceKey space) {
        return send("memory count", Request.cmd(Command.ZCARD).arg(space.ids())).toLong();
    }

    /** The space's newest memories, newest first. */
    public List<MemoryRecord> recent(SpaceKey space, int limit) {
        Request range = Request.cmd(Command.ZREVRANGE).arg(space.ids()).arg(0).arg(limit - 1);
        List<String> ids = new ArrayList<>();
        send("memory recent", range).forEach(id -> ids.add(id.toString()));
        return get(space, ids);
    }

    /** The tenant's spaces, most recently saved to first. */
    public List<SpaceSummary> spaces(String tenant, int limit) {
        String key = SpaceKey.spacesOf(tenant);
        config.retention().ifPresent(retention -> send("space list prune", Request.cmd(Command.ZREMRANGEBYSCORE)
                .arg(key).arg("-inf").arg("(" + (System.currentTimeMillis() - retention.toMillis()))));
        Response reply = send("space list", Request.cmd(Command.ZREVRANGE).arg(key).arg(0).arg(limit - 1)
                .arg("WITHSCORES"));
        List<SpaceSummary> spaces = new ArrayList<>();
        boolean pairs = reply.size() > 0 && reply.get(0).type() == ResponseType.MULTI;
        for (int i = 0; i < reply.size(); i += pairs ? 1 : 2) {
            Response member = pairs ? reply.get(i).get(0) : reply.get(i);
            Response score = pairs ? reply.get(i).get(1) : reply.get(i + 1);
            spaces.add(new SpaceSummary(member.toString(),
                    Instant.ofEpochMilli((long) Double.parseDouble(score.toString()))));
        }
        return spaces;
    }

    /** Where the space's history stands now. */
    public SpaceHead head(SpaceKey space) {
        Response reply = send("space head", Request.cmd(Command.HMGET).arg(space.meta()).arg("epoch").arg("seq"));
        return reply.get(0) == null ? SpaceHead.NONE
                : new SpaceHead(reply.get(0).toString(), reply.get(1) == null ? 0 : reply.get(1).toLong());
    }

    /** Every memory of the space, in batches; changes made meanwhile are caught up with {@link #changesAfter}. */
    public void scan(SpaceKey space, Consumer<StoredMemory> each) {
        String cursor = "0";
        do {
            Response reply = send("space scan", Request.cmd(Command.HSCAN).arg(space.records()).arg(cursor)
                    .arg("COUNT").arg(SCAN_BATCH));
            cursor = reply.get(0).toString();
            Response entries = reply.get(1);
            for (int i = 0; i + 1 < entries.size(); i += 2) {
                each.accept(StoredMemory.decode(entries.get(i + 1).toBytes(), json));
            }
        } while (!cursor.equals("0"));
    }

    /** The changes after {@code afterSeq}, or an incomplete delta when the log no longer has them all. */
    public SpaceDelta changesAfter(SpaceKey space, SpaceHead known) {
        int logLength = config.index().changeLogLength();
        Response reply = send("space changes", script(MemoryScripts.CHANGES, space).arg(known.seq()).arg(logLength));
        SpaceHead head = new SpaceHead(reply.get(0).toString(), reply.get(1).toLong());
        if (!head.epoch().equals(known.epoch())) {
            return new SpaceDelta(head, false, List.of());
        }
        List<SpaceChange> changes = new ArrayList<>();
        long expected = known.seq() + 1;
        for (int i = 2; i + 3 < reply.size(); i += 4) {
            long seq = Long.parseLong(reply.get(i).toString().split("-")[0]);
            if (seq != expected++) {
                return new SpaceDelta(head, false, List.of());
            }
            String op = reply.get(i + 1).toString();
            String id = reply.get(i + 2).toString();
            byte[] value = reply.get(i + 3).toBytes();
            changes.add(op.equals("s")
                    ? new SpaceChange.Saved(seq, id, value.length == 0 ? null : StoredMemory.decode(value, json))
                    : new SpaceChange.Deleted(seq, id));
        }
        boolean complete = head.seq() == known.seq() + changes.size();
        return new SpaceDelta(head, complete, complete ? changes : List.of());
    }

    private boolean retained(MemoryRecord record) {
        return config.retention()
                .map(retention -> record.createdAt().isAfter(Instant.now().minus(retention)))
                .orElse(true);
    }

    private static Request script(String script, SpaceKey space) {
        return Request.cmd(Command.EVAL).arg(script).arg(4)
                .arg(space.meta()).arg(space.records()).arg(space.ids()).arg(space.log());
    }

    private Response send(String operation, Request request) {
        return RedisCalls.call(operation, () -> redis.send(request).await().atMost(TIMEOUT));
    }
}
