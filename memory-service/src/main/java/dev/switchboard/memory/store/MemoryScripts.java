package dev.switchboard.memory.store;

/**
 * The Lua scripts that change or read a space in one step. KEYS are always {@code meta, rec, ids, log} of one space
 * (one hash tag, one Cluster slot). Every change is appended to the log as {@code <seq>-1 op s|d id ID}, so replicas
 * can replay what they missed; {@code meta} holds the change counter and the space's epoch.
 */
final class MemoryScripts {

    private static final String LOG = """
            local function log(op, id)
              local seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
              redis.call('XADD', KEYS[4], 'MAXLEN', '~', ARGV[1], seq .. '-1', 'op', op, 'id', id)
              return seq
            end
            """;

    /**
     * ARGV: logLength, id, value, nowMs, cutoffMs (-1: no retention), maxCount, retentionMs (0: none), newEpoch.
     * Drops memories older than the cutoff first, then refuses ({0, count}) or stores ({1, count}).
     */
    static final String SAVE = LOG + """
            redis.call('HSETNX', KEYS[1], 'epoch', ARGV[8])
            local cutoff = tonumber(ARGV[5])
            if cutoff >= 0 then
              local expired = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', '(' .. cutoff, 'LIMIT', 0, 1000)
              for _, old in ipairs(expired) do
                redis.call('HDEL', KEYS[2], old)
                redis.call('ZREM', KEYS[3], old)
                log('d', old)
              end
            end
            local count = redis.call('ZCARD', KEYS[3])
            if count >= tonumber(ARGV[6]) then
              return {0, count}
            end
            redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
            redis.call('ZADD', KEYS[3], ARGV[4], ARGV[2])
            log('s', ARGV[2])
            local retention = tonumber(ARGV[7])
            if retention > 0 then
              for i = 1, 4 do redis.call('PEXPIRE', KEYS[i], retention) end
            end
            return {1, count + 1}""";

    /** ARGV: logLength, id. Answers {deleted 0|1, memories left}. */
    static final String DELETE = LOG + """
            if redis.call('HDEL', KEYS[2], ARGV[2]) == 0 then
              return {0, redis.call('ZCARD', KEYS[3])}
            end
            redis.call('ZREM', KEYS[3], ARGV[2])
            log('d', ARGV[2])
            return {1, redis.call('ZCARD', KEYS[3])}""";

    /**
     * ARGV: afterSeq, maxChanges. Answers {epoch, seq, then per change: seq, op, id, stored value or ''}; no changes
     * when there are more than maxChanges (the reader reloads).
     */
    static final String CHANGES = """
            local head = redis.call('HMGET', KEYS[1], 'epoch', 'seq')
            local epoch = head[1] or ''
            local seq = tonumber(head[2] or '0')
            local after = tonumber(ARGV[1])
            local out = {epoch, tostring(seq)}
            if seq > after and seq - after <= tonumber(ARGV[2]) then
              for _, entry in ipairs(redis.call('XRANGE', KEYS[4], (after + 1) .. '-1', '+')) do
                local fields = entry[2]
                local op, id = fields[2], fields[4]
                local value = ''
                if op == 's' then value = redis.call('HGET', KEYS[2], id) or '' end
                table.insert(out, entry[1])
                table.insert(out, op)
                table.insert(out, id)
                table.insert(out, value)
              end
            end
            return out""";

    private MemoryScripts() {
    }
}
