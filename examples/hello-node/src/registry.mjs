// Registration in Redis (docs/tool-service-contract.md, "Registering"): a signed entry kept alive by a heartbeat,
// refused while another service offers one of our tool names. Registering, and leaving on SIGTERM, run the registry
// script the contract publishes (tool-contract's META-INF/registry/registry.lua), read from that very file.
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient } from 'redis';
import { manifestDigest } from './canonical.mjs';

const CHANNEL = 'sb:registry';
const INDEX = 'sb:registry-index';
const key = (service) => `sb:registry:${service}`;
// The script's four keys, in one hash slot: the entry, the live instances, when each lapses, the mark of a departure.
const scriptKeys = (service) => [key(service), `sb:{${key(service)}}:instances`, `sb:{${key(service)}}:lapses`,
  `sb:{${key(service)}}:left`];
const SCRIPT = readFileSync(process.env.SWITCHBOARD_REGISTRY_SCRIPT
  ?? new URL('../../../tool-contract/src/main/resources/META-INF/registry/registry.lua', import.meta.url), 'utf8');

/**
 * Keeps `manifest` registered under `baseUrl`. `state()` says where it stands for the readiness check:
 * PENDING, REGISTERED or CLASH, with a detail.
 */
export function startHeartbeat({ redisUrl, manifest, baseUrl, registrationKey, heartbeatMs, log }) {
  const service = manifest.service;
  const instanceId = randomUUID();
  const started = new Date();
  const startedAt = started.toISOString();
  const ttlMs = 3 * heartbeatMs;
  const digest = manifestDigest(manifest);
  const names = new Set(manifest.tools.map((tool) => tool.name));
  const client = createClient({ url: redisUrl });
  client.on('error', (error) => log(`redis: ${error.message}`));
  let status = { state: 'PENDING', detail: 'not registered yet' };
  // Whether this instance holds the service's entry (then it has announced it).
  let holding = false;
  // Until when the registry lists this instance (the TTL of its last heartbeat written).
  let listedUntil = 0;
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

  // The heartbeat under way: leaving waits for it, so that no heartbeat lists the instance again once it left.
  let beating = Promise.resolve();

  function beat() {
    beating = heartbeat();
  }

  async function heartbeat() {
    // A heartbeat Redis did not take is tried again a second later: a Redis Cluster failover takes about a TTL.
    let next = heartbeatMs;
    try {
      const clashing = await clash();
      if (clashing) {
        status = { state: 'CLASH', detail: clashing };
        holding = false;
        log(`not registering: ${clashing}`);
        return;
      }
      if (stopped) {
        return;
      }
      const sent = Date.now();
      const held = await client.eval(SCRIPT, {
        keys: scriptKeys(service),
        arguments: ['register', entry(), String(ttlMs)],
      });
      listedUntil = sent + ttlMs;
      if (held === 1) {
        await client.sAdd(INDEX, service);
        if (!holding) {
          await client.publish(CHANNEL, service);
          log(`registered ${service} at ${baseUrl}`);
        }
        holding = true;
        status = { state: 'REGISTERED', detail: `registered as ${instanceId}` };
      } else {
        // Listed as a live instance: the entry passes here when the later-started one leaves or lapses.
        holding = false;
        status = { state: 'REGISTERED', detail: `registered as ${instanceId}; a later-started instance holds the entry` };
      }
    } catch (error) {
      holding = false;
      next = Math.min(1000, heartbeatMs);
      status = { state: 'PENDING', detail: `Redis: ${error.message}` };
    } finally {
      if (!stopped) {
        timer = setTimeout(beat, next);
      }
    }
  }

  client.connect().then(beat, (error) => {
    status = { state: 'PENDING', detail: `Redis: ${error.message}` };
    timer = setTimeout(beat, Math.min(1000, heartbeatMs));
  });

  return {
    state: () => status,
    /**
     * Leaves the registry and announces it; the heartbeat stops. The entry passes to another live instance, or the
     * service leaves the gateways' lists at once when this was the last.
     */
    async withdraw() {
      stopped = true;
      clearTimeout(timer);
      holding = false;
      status = { state: 'PENDING', detail: 'shutting down' };
      await beating;
      if (Date.now() >= listedUntil) {
        client.destroy();
        return;
      }
      const leave = async () => {
        await client.eval(SCRIPT, { keys: scriptKeys(service), arguments: ['leave', instanceId] });
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
