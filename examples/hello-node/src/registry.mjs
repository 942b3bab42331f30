// Registration in Redis (docs/tool-service-contract.md, "Registering"): a signed entry kept alive by a heartbeat,
// written only while no later-started instance holds it and no other service offers one of our tool names.
import { createHmac, randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { manifestDigest } from './canonical.mjs';

const CHANNEL = 'sb:registry';
const INDEX = 'sb:registry-index';
const key = (service) => `sb:registry:${service}`;

// The PUBLISH script of ServiceRegistry (session-store), as it is: the newest process wins.
const PUBLISH = `
local function iso(t)
  local base, frac = string.match(t, '^([^%.Z]+)%.?(%d*)Z$')
  if not base then return t end
  return base .. '.' .. frac .. string.rep('0', 9 - #frac)
end
local current = redis.call('GET', KEYS[1])
if current then
  local held = cjson.decode(current)
  if held['instanceId'] ~= ARGV[2] then
    local started = held['startedAt']
    local newer
    if type(started) == 'number' then newer = started > tonumber(ARGV[4])
    else newer = iso(tostring(started)) > ARGV[3] end
    if newer then return 0 end
  end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[5])
return 1`;

const WITHDRAW = `
local current = redis.call('GET', KEYS[1])
if current and cjson.decode(current)['instanceId'] == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Keeps `manifest` registered under `baseUrl`. `state()` says where it stands for the readiness check:
 * PENDING, REGISTERED or CLASH, with a detail.
 */
export function startHeartbeat({ redisUrl, manifest, baseUrl, registrationKey, heartbeatMs, log }) {
  const service = manifest.service;
  const instanceId = randomUUID();
  const started = new Date();
  const startedAt = started.toISOString();
  // ARGV[3] and ARGV[4] of the script: the instant with its fraction padded to nine digits, and epoch seconds.
  const startedPadded = startedAt.replace(/Z$/, '000000');
  const startedEpoch = `${Math.floor(started.getTime() / 1000)}.${String(started.getTime() % 1000).padStart(3, '0')}000000`;
  const digest = manifestDigest(manifest);
  const names = new Set(manifest.tools.map((tool) => tool.name));
  const client = createClient({ url: redisUrl });
  client.on('error', (error) => log(`redis: ${error.message}`));
  let status = { state: 'PENDING', detail: 'not registered yet' };
  let registered = false;
  let stopped = false;
  let timer;

  function entry() {
    const signedAt = new Date();
    const signed = [service, instanceId, baseUrl, String(started.getTime()), digest, String(signedAt.getTime())].join('\n');
    const signature = registrationKey
      ? createHmac('sha256', Buffer.from(registrationKey, 'utf8')).update(signed, 'utf8').digest('base64url')
      : undefined;
    return JSON.stringify({
      service, instanceId, baseUrl, startedAt, manifest,
      ...(signature ? { signedAt: signedAt.toISOString(), signature } : {}),
    });
  }

  async function clash() {
    for (const other of await client.sMembers(INDEX)) {
      if (other === service) {
        continue;
      }
      const held = await client.get(key(other));
      const offered = held ? JSON.parse(held).manifest?.tools ?? [] : [];
      const taken = offered.find((tool) => names.has(tool.name));
      if (taken) {
        return `service ${other} already offers the tool ${taken.name}`;
      }
    }
    return null;
  }

  async function beat() {
    try {
      const clashing = await clash();
      if (clashing) {
        status = { state: 'CLASH', detail: clashing };
        registered = false;
        log(`not registering: ${clashing}`);
        return;
      }
      const written = await client.eval(PUBLISH, {
        keys: [key(service)],
        arguments: [entry(), instanceId, startedPadded, startedEpoch, String(3 * heartbeatMs)],
      });
      if (written === 1) {
        await client.sAdd(INDEX, service);
        if (!registered) {
          await client.publish(CHANNEL, service);
          log(`registered ${service} at ${baseUrl}`);
        }
        registered = true;
        status = { state: 'REGISTERED', detail: `registered as ${instanceId}` };
      } else {
        registered = false;
        status = { state: 'PENDING', detail: 'a later-started instance holds the registration' };
      }
    } catch (error) {
      registered = false;
      status = { state: 'PENDING', detail: `Redis: ${error.message}` };
    } finally {
      if (!stopped) {
        timer = setTimeout(beat, heartbeatMs);
      }
    }
  }

  client.connect().then(beat, (error) => {
    status = { state: 'PENDING', detail: `Redis: ${error.message}` };
    timer = setTimeout(beat, heartbeatMs);
  });

  return {
    state: () => status,
    /** Deletes the entry if it is still ours and announces it; the heartbeat stops. */
    async withdraw() {
      stopped = true;
      clearTimeout(timer);
      registered = false;
      status = { state: 'PENDING', detail: 'shutting down' };
      const leave = async () => {
        await client.eval(WITHDRAW, { keys: [key(service)], arguments: [instanceId] });
        await client.publish(CHANNEL, service);
      };
      // With Redis away the commands would wait for it; the entry then expires on its own within its TTL.
      const giveUp = new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('Redis did not answer within 2 s')), 2000).unref();
      });
      try {
        await Promise.race([leave(), giveUp]);
      } finally {
        client.destroy();
      }
    },
  };
}
