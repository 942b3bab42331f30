// The heartbeat and the leaving of src/registry.mjs, which run the contract's published registry script, against a
// real redis-server (Debian's, or REDIS_SERVER) on a free port.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'redis';
import { startHeartbeat } from '../src/registry.mjs';

const SERVICE = 'hello-test';
let server;
let redis;
let redisUrl;

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

async function until(what, check) {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await delay(50);
  }
  assert.fail(`${what} within 10 s`);
}

before(async () => {
  const port = await freePort();
  server = spawn(process.env.REDIS_SERVER ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1',
    '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisUrl = `redis://127.0.0.1:${port}`;
  redis = createClient({ url: redisUrl });
  redis.on('error', () => {});
  await until('redis-server answers', async () => {
    try {
      await redis.connect();
      return true;
    } catch {
      return false;
    }
  });
});

// Every heartbeat started, stopped at the end even when a test failed, so that no timer keeps the run alive.
const heartbeats = [];

after(async () => {
  await Promise.all(heartbeats.map((heartbeat) => heartbeat.withdraw().catch(() => {})));
  await redis.quit();
  server.kill();
});

const held = async () => JSON.parse(await redis.get(`sb:registry:${SERVICE}`) ?? 'null')?.instanceId;
const instanceOf = (heartbeat) => /registered as ([^;]+)/.exec(heartbeat.state().detail)?.[1];

function instance(tool) {
  const manifest = { service: SERVICE, version: '1.0.0', tools: [{ name: tool, inputSchema: { type: 'object' } }] };
  const heartbeat = startHeartbeat({ redisUrl, manifest, baseUrl: 'http://127.0.0.1:9', heartbeatMs: 1000,
    log: () => {} });
  heartbeats.push(heartbeat);
  return heartbeat;
}

test('the later-started instance holds the entry; when it leaves, the entry passes to the other at once', async () => {
  const older = instance('countTo');
  const firstStarted = Date.now();
  await until('the first instance registered', async () => older.state().state === 'REGISTERED');
  // Start times have millisecond precision: the second must start later, not at the same instant.
  await until('a millisecond passed', async () => Date.now() > firstStarted);
  const newer = instance('countTo');
  await until('the second instance holds the entry', async () => (await held()) === instanceOf(newer));
  assert.equal(older.state().state, 'REGISTERED', 'an instance not holding the entry is still listed, and ready');
  const olderId = instanceOf(older);

  await newer.withdraw();
  assert.equal(await held(), olderId);

  await older.withdraw();
  assert.equal(await held(), undefined);
  assert.equal(await redis.get(`sb:{sb:registry:${SERVICE}}:left`), olderId, 'the service left on purpose');
});
