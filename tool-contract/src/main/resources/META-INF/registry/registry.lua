-- The registration of one instance of a tool service in Switchboard's registry, as the Java kit runs it and as a
-- service in any language may run it unchanged (docs/tool-service-contract.md, "Registering"). One EVAL per call:
--
--   EVAL <this file> 4 sb:registry:S sb:{sb:registry:S}:instances sb:{sb:registry:S}:lapses sb:{sb:registry:S}:left register ENTRY TTL
--   EVAL <this file> 4 sb:registry:S sb:{sb:registry:S}:instances sb:{sb:registry:S}:lapses sb:{sb:registry:S}:left leave INSTANCE_ID
--
-- S is the service's registry name. The four keys share one hash slot, so the script runs on Redis Cluster too.
--   KEYS[1]  the entry the gateways read: the registration of the latest-started live instance
--   KEYS[2]  a hash: each live instance's own entry, by instanceId
--   KEYS[3]  a sorted set: each live instance, scored by when its heartbeat lapses (Redis's clock, epoch ms)
--   KEYS[4]  the instanceId of the last instance that left, for 60 s: the gateways drop the service at once
--
-- register ENTRY TTL: ENTRY is the instance's entry as JSON, TTL its time to live in milliseconds (three heartbeats).
--   Lists the instance as live for TTL, and writes ENTRY into KEYS[1] unless an instance that started later holds it.
--   Returns 1 when KEYS[1] holds this instance's entry, 0 when a later-started instance holds it.
-- leave INSTANCE_ID: the instance stops (SIGTERM). It is no longer live; if it held KEYS[1], the entry passes to the
--   latest-started live instance, or, when none is left, KEYS[1] is deleted and KEYS[4] says so.
--   Returns 2 when the entry passed to another instance, 1 when the service left, 0 when the instance held no entry.

local entryKey, instancesKey, lapsesKey, leftKey = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local LEFT_TTL_MS = 60000

-- Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
local function days(y, m, d)
  if m <= 2 then y = y - 1 end
  local era = math.floor(y / 400)
  local yoe = y - era * 400
  local doy = math.floor((153 * ((m + 9) % 12) + 2) / 5) + d - 1
  return era * 146097 + yoe * 365 + math.floor(yoe / 4) - math.floor(yoe / 100) + doy - 719468
end

-- An entry's startedAt as epoch seconds and nine fraction digits: an ISO-8601 UTC instant, or epoch seconds.
local function started(entry)
  local t = entry['startedAt']
  if type(t) == 'number' then
    local seconds = math.floor(t)
    return seconds, string.format('%09d', math.min(999999999, math.floor((t - seconds) * 1e9 + 0.5)))
  end
  local y, mo, d, h, mi, s, fraction =
    string.match(tostring(t), '^(%d+)-(%d%d)-(%d%d)T(%d%d):(%d%d):(%d%d)%.?(%d*)Z$')
  if not y then
    error('startedAt of instance ' .. tostring(entry['instanceId']) .. ' is no ISO-8601 UTC instant: ' .. tostring(t))
  end
  local seconds = days(tonumber(y), tonumber(mo), tonumber(d)) * 86400 + tonumber(h) * 3600 + tonumber(mi) * 60
    + tonumber(s)
  return seconds, string.sub(fraction .. '000000000', 1, 9)
end

-- Whether instance a started after instance b; the instanceId decides a tie, so every instance agrees on one order.
local function later(a, b)
  local aSeconds, aFraction = started(a)
  local bSeconds, bFraction = started(b)
  if aSeconds ~= bSeconds then return aSeconds > bSeconds end
  if aFraction ~= bFraction then return aFraction > bFraction end
  return a['instanceId'] > b['instanceId']
end

local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)

-- Instances whose heartbeat lapsed are no longer live.
for _, lapsed in ipairs(redis.call('ZRANGEBYSCORE', lapsesKey, '-inf', now)) do
  redis.call('HDEL', instancesKey, lapsed)
end
redis.call('ZREMRANGEBYSCORE', lapsesKey, '-inf', now)

local operation = ARGV[1]
if operation == 'register' then
  local entry = cjson.decode(ARGV[2])
  local ttl = tonumber(ARGV[3])
  local id = entry['instanceId']
  redis.call('ZADD', lapsesKey, now + ttl, id)
  redis.call('HSET', instancesKey, id, ARGV[2])
  local last = redis.call('ZRANGE', lapsesKey, -1, -1, 'WITHSCORES')
  redis.call('PEXPIRE', instancesKey, tonumber(last[2]) - now)
  redis.call('PEXPIRE', lapsesKey, tonumber(last[2]) - now)
  redis.call('DEL', leftKey)
  local current = redis.call('GET', entryKey)
  if current then
    local held = cjson.decode(current)
    if held['instanceId'] ~= id and later(held, entry) then return 0 end
  end
  redis.call('SET', entryKey, ARGV[2], 'PX', ttl)
  return 1
elseif operation == 'leave' then
  local id = ARGV[2]
  redis.call('ZREM', lapsesKey, id)
  redis.call('HDEL', instancesKey, id)
  local current = redis.call('GET', entryKey)
  if not current or cjson.decode(current)['instanceId'] ~= id then return 0 end
  local heir, heirText, heirLapse
  local live = redis.call('ZRANGE', lapsesKey, 0, -1, 'WITHSCORES')
  for i = 1, #live, 2 do
    local text = redis.call('HGET', instancesKey, live[i])
    if text then
      local entry = cjson.decode(text)
      if not heir or later(entry, heir) then
        heir, heirText, heirLapse = entry, text, tonumber(live[i + 1])
      end
    end
  end
  if heir then
    redis.call('SET', entryKey, heirText, 'PX', heirLapse - now)
    return 2
  end
  redis.call('DEL', entryKey)
  redis.call('SET', leftKey, id, 'PX', LEFT_TTL_MS)
  return 1
end
error('unknown operation ' .. tostring(operation) .. ': register or leave')
