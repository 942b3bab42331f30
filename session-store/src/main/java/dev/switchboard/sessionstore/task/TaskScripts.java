package dev.switchboard.sessionstore.task;

/**
 * The Lua of every task transition. Each runs on one task's keys (its hash and its set of outstanding input keys,
 * which share a hash tag), takes the time from Redis, and answers {@code {outcome, status, tenant, subject, session}}
 * so the caller can announce a transition without reading the task again. A transition that does not apply (the task
 * is gone, in another state, or held by another worker or attempt) changes nothing.
 */
final class TaskScripts {

    private static final String NOW = """
            local t = redis.call('TIME')
            local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
            local function ms(x) return string.format('%.0f', x) end
            """;

    /** KEYS: task. ARGV: ttlMs, leaseMs, field/value pairs. Answers the creation time. */
    static final String CREATE = NOW + """
            redis.call('HSET', KEYS[1], 'created', ms(now), 'updated', ms(now), 'lease', ms(now + tonumber(ARGV[2])),
              unpack(ARGV, 3))
            redis.call('PEXPIREAT', KEYS[1], ms(now + tonumber(ARGV[1])))
            return ms(now)""";

    /** KEYS: task, pending. Answers {hash fields, outstanding input keys}. */
    static final String LOAD = """
            return {redis.call('HGETALL', KEYS[1]), redis.call('SMEMBERS', KEYS[2])}""";

    private static final String WORKER_HOLDS_IT = """
            if redis.call('EXISTS', KEYS[1]) == 0 then return {'gone'} end
            local f = redis.call('HMGET', KEYS[1], 'status', 'worker', 'attempt', 'tenant', 'subject', 'session')
            if f[1] ~= 'working' then return {'skipped', f[1]} end
            if f[2] ~= ARGV[1] or f[3] ~= ARGV[2] then return {'skipped', f[1]} end
            """;

    private static final String CLEAR_ANSWERS = """
            for _, name in ipairs(redis.call('HKEYS', KEYS[1])) do
              if string.sub(name, 1, 7) == 'answer:' then redis.call('HDEL', KEYS[1], name) end
            end
            """;

    /**
     * What a task no longer needs once it is terminal: its call (the arguments can be a large document), the input
     * rounds and the answers. The record keeps its outcome, owner and timing until it expires.
     */
    private static final String DROP_CALL = CLEAR_ANSWERS + """
            redis.call('HDEL', KEYS[1], 'worker', 'lease', 'arguments', 'capabilities', 'requests', 'keymap', 'used',
              'state')
            redis.call('DEL', KEYS[2])
            """;

    /** KEYS: task, pending. ARGV: worker, attempt, status, payload field, payload, message. */
    static final String FINISH = NOW + WORKER_HOLDS_IT + DROP_CALL
            + """
                    redis.call('HSET', KEYS[1], 'status', ARGV[3], ARGV[4], ARGV[5], 'updated', ms(now))
                    if ARGV[6] ~= '' then redis.call('HSET', KEYS[1], 'message', ARGV[6]) else redis.call('HDEL', KEYS[1], 'message') end
                    return {'changed', ARGV[3], f[4], f[5], f[6] or ''}""";

    /**
     * KEYS: task, pending. ARGV: worker, attempt, requests JSON, key map JSON, used keys JSON, service state (or
     * empty), message, then the outstanding task keys.
     */
    static final String NEED_INPUT = NOW + WORKER_HOLDS_IT + CLEAR_ANSWERS
            + """
                    redis.call('HSET', KEYS[1], 'status', 'input_required', 'requests', ARGV[3], 'keymap', ARGV[4],
                      'used', ARGV[5], 'updated', ms(now))
                    if ARGV[6] ~= '' then redis.call('HSET', KEYS[1], 'state', ARGV[6]) else redis.call('HDEL', KEYS[1], 'state') end
                    if ARGV[7] ~= '' then redis.call('HSET', KEYS[1], 'message', ARGV[7]) else redis.call('HDEL', KEYS[1], 'message') end
                    redis.call('HDEL', KEYS[1], 'worker', 'lease')
                    redis.call('DEL', KEYS[2])
                    if #ARGV >= 8 then
                      redis.call('SADD', KEYS[2], unpack(ARGV, 8))
                      redis.call('PEXPIRE', KEYS[2], math.max(redis.call('PTTL', KEYS[1]), 1))
                    end
                    return {'changed', 'input_required', f[4], f[5], f[6] or ''}""";

    /**
     * KEYS: task, pending. ARGV: tenant, subject, incarnation, worker, leaseMs, then key/answer pairs. Answers for keys not
     * outstanding are ignored; the last outstanding answer resumes the task under {@code worker} (outcome
     * {@code resumed}, with the new attempt).
     */
    static final String ANSWER = NOW + """
            if redis.call('EXISTS', KEYS[1]) == 0 then return {'gone'} end
            local f = redis.call('HMGET', KEYS[1], 'status', 'tenant', 'subject', 'attempt', 'session', 'incarnation')
            if f[2] ~= ARGV[1] or f[3] ~= ARGV[2] or (f[6] or '') ~= ARGV[3] then return {'gone'} end
            if f[1] ~= 'input_required' then return {'skipped', f[1]} end
            local accepted = 0
            for i = 6, #ARGV, 2 do
              if redis.call('SREM', KEYS[2], ARGV[i]) == 1 then
                redis.call('HSET', KEYS[1], 'answer:' .. ARGV[i], ARGV[i + 1])
                accepted = accepted + 1
              end
            end
            if redis.call('SCARD', KEYS[2]) > 0 then
              if accepted > 0 then redis.call('HSET', KEYS[1], 'updated', ms(now)) end
              return {'partial', 'input_required', f[2], f[3], f[5] or ''}
            end
            local attempt = tonumber(f[4]) + 1
            redis.call('HSET', KEYS[1], 'status', 'working', 'worker', ARGV[4], 'attempt', tostring(attempt),
              'lease', ms(now + tonumber(ARGV[5])), 'updated', ms(now))
            redis.call('HDEL', KEYS[1], 'message')
            return {'resumed', 'working', f[2], f[3], f[5] or '', tostring(attempt)}""";

    /** KEYS: task, pending. ARGV: tenant, subject, incarnation, message. */
    static final String CANCEL = NOW + """
            if redis.call('EXISTS', KEYS[1]) == 0 then return {'gone'} end
            local f = redis.call('HMGET', KEYS[1], 'status', 'tenant', 'subject', 'session', 'incarnation')
            if f[2] ~= ARGV[1] or f[3] ~= ARGV[2] or (f[5] or '') ~= ARGV[3] then return {'gone'} end
            if f[1] == 'completed' or f[1] == 'failed' or f[1] == 'cancelled' then return {'skipped', f[1]} end
            """ + DROP_CALL + """
            redis.call('HSET', KEYS[1], 'status', 'cancelled', 'message', ARGV[4], 'updated', ms(now))
            return {'changed', 'cancelled', f[2], f[3], f[4] or ''}""";

    /** KEYS: task. ARGV: worker, attempt, leaseMs. Answers 1 while the worker still holds the task, else 0. */
    static final String RENEW = NOW + """
            local f = redis.call('HMGET', KEYS[1], 'status', 'worker', 'attempt')
            if f[1] ~= 'working' or f[2] ~= ARGV[1] or f[3] ~= ARGV[2] then return 0 end
            redis.call('HSET', KEYS[1], 'lease', ms(now + tonumber(ARGV[3])))
            return 1""";

    /**
     * KEYS: task, pending. ARGV: worker, leaseMs, max attempts, error JSON, failure message, re-run message. A
     * {@code working} task whose lease ran out is taken over: re-run under {@code worker} when its call is idempotent
     * and attempts remain ({@code rerun}, with the new attempt), otherwise failed with the error.
     */
    static final String CLAIM = NOW + """
            if redis.call('EXISTS', KEYS[1]) == 0 then return {'gone'} end
            local f = redis.call('HMGET', KEYS[1], 'status', 'lease', 'idempotent', 'attempt', 'tenant', 'subject',
              'session')
            if f[1] ~= 'working' then return {'skipped', f[1]} end
            local lease = tonumber(f[2] or '0')
            if lease > now then return {'alive', 'working', f[5], f[6], f[7] or '', ms(lease)} end
            local attempt = tonumber(f[4])
            if f[3] == '1' and attempt < tonumber(ARGV[3]) then
              redis.call('HSET', KEYS[1], 'worker', ARGV[1], 'attempt', tostring(attempt + 1),
                'lease', ms(now + tonumber(ARGV[2])), 'message', ARGV[6], 'updated', ms(now))
              return {'rerun', 'working', f[5], f[6], f[7] or '', tostring(attempt + 1)}
            end
            """ + DROP_CALL + """
            redis.call('HSET', KEYS[1], 'status', 'failed', 'error', ARGV[4], 'message', ARGV[5], 'updated', ms(now))
            return {'changed', 'failed', f[5], f[6], f[7] or ''}""";

    /** KEYS: lease index. ARGV: task id, leaseMs. */
    static final String INDEX_LEASE = NOW + """
            redis.call('ZADD', KEYS[1], ms(now + tonumber(ARGV[2])), ARGV[1])
            return 1""";

    /** KEYS: lease index. ARGV: how many. The tasks whose lease deadline has passed, by Redis's clock. */
    static final String DUE = NOW + """
            return redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ms(now), 'LIMIT', 0, tonumber(ARGV[1]))""";

    private TaskScripts() {
    }
}
