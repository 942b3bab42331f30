// Official TypeScript SDK clients against the two example tool services (examples/hello-java, examples/hello-node),
// running beside the suite and registered in its Redis. Through the gateway, in both protocol eras: both tools are
// listed as the examples describe them, sayHello answers with structured output, and countTo's progress (SSE from the
// Node service) reaches the client before its result.
//   GATEWAY_URL=… HELLO_JAVA_HEALTH=http://127.0.0.1:9091 HELLO_NODE_HEALTH=http://127.0.0.1:9092 \
//     node examples-clients.mjs
// Tool names are one namespace across a gateway's services: an example whose name another live service has is not
// registered (it says why in its readiness), and the gateway would route that name to the other service. So each
// example must be ready first, and each tool listed must be the example's own.
import assert from 'node:assert/strict';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableV2 } from '@modelcontextprotocol/client';

const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const EXAMPLES = {
  'hello-java': { health: process.env.HELLO_JAVA_HEALTH ?? 'http://127.0.0.1:9091', tool: 'sayHello',
    title: 'Say hello' },
  'hello-node': { health: process.env.HELLO_NODE_HEALTH ?? 'http://127.0.0.1:9092', tool: 'countTo',
    title: 'Count to a number' },
};
const WITHIN_MS = 60_000;

async function until(what, check) {
  const deadline = Date.now() + WITHIN_MS;
  for (;;) {
    const failure = await check();
    if (!failure) return;
    assert.ok(Date.now() < deadline, `${what} within ${WITHIN_MS / 1000} s: ${failure}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ready means registered; otherwise the registry check says why (PENDING, CLASH with the service holding a name). */
async function awaitRegistered(name, { health }) {
  await until(`${name} registered`, async () => {
    try {
      const response = await fetch(`${health}/q/health/ready`);
      if (response.status === 200) return null;
      const registry = (await response.json()).checks?.find((check) => check.name === 'registry');
      return `its readiness says ${JSON.stringify(registry?.data ?? response.status)}`;
    } catch (error) {
      return `${health} does not answer (${error.cause?.code ?? error.message})`;
    }
  });
}

function structured(result) {
  assert.notEqual(result.isError, true, `tool failed: ${JSON.stringify(result.content)}`);
  return result.structuredContent;
}

async function awaitExampleTools(client) {
  await until('both example tools listed', async () => {
    const tools = (await client.listTools()).tools;
    const missing = Object.values(EXAMPLES).filter(({ tool }) => !tools.some((listed) => listed.name === tool));
    return missing.length === 0 ? null : `the gateway lists ${tools.map((tool) => tool.name).join(', ')}`;
  });
  const tools = (await client.listTools()).tools;
  for (const [name, { tool, title }] of Object.entries(EXAMPLES)) {
    const listed = tools.find((candidate) => candidate.name === tool);
    assert.equal(listed.title, title, `'${tool}' is listed as another service's tool, not ${name}'s`);
    assert.ok(listed.outputSchema, `'${tool}' of ${name} is listed with its output schema`);
  }
}

function checkCounted(result, progress) {
  assert.deepEqual(structured(result), { counted: 3 });
  assert.deepEqual(progress.map((p) => p.progress), [1, 2, 3], 'every progress step of hello-node reached the client');
  assert.ok(progress.every((p) => p.total === 3), `progress carries its total: ${JSON.stringify(progress)}`);
}

async function sessionEraV1() {
  const client = new ClientV1({ name: 'e2e-examples-v1', version: '1.0.0' }, { capabilities: {} });
  await client.connect(new StreamableV1(new URL(`${base}/mcp`)));
  await awaitExampleTools(client);
  assert.deepEqual(structured(await client.callTool({ name: 'sayHello', arguments: { name: 'Ada' } })),
    { greeting: 'Hello, Ada!' });
  const progress = [];
  const counted = await client.callTool({ name: 'countTo', arguments: { to: 3 } }, CallToolResultSchema,
    { onprogress: (p) => progress.push(p) });
  checkCounted(counted, progress);
  await client.close();
  console.log('ok  examples, session era (SDK v1): hello-java sayHello, hello-node countTo with progress');
}

async function statelessV2() {
  const client = new ClientV2({ name: 'e2e-examples-v2', version: '2.0.0' },
    { capabilities: {}, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableV2(new URL(`${base}/mcp`)));
  await awaitExampleTools(client);
  assert.deepEqual(structured(await client.callTool({ name: 'sayHello', arguments: { name: 'Grace' } })),
    { greeting: 'Hello, Grace!' });
  const progress = [];
  checkCounted(await client.callTool({ name: 'countTo', arguments: { to: 3 } },
    { onprogress: (p) => progress.push(p) }), progress);
  await client.close();
  console.log('ok  examples, 2026-07-28 (SDK v2): hello-java sayHello, hello-node countTo with progress');
}

for (const [name, example] of Object.entries(EXAMPLES)) {
  await awaitRegistered(name, example);
}
await sessionEraV1();
await statelessV2();
console.log('all example client checks passed');
