// Official TypeScript SDK clients against the two example tool services (examples/hello-java, examples/hello-node),
// running beside the suite and registered in its Redis. Through the gateway, in both protocol eras: both tools are
// listed, greet answers with structured output, and countTo's progress (SSE from the Node service) reaches the client
// before its result.
import assert from 'node:assert/strict';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableV2 } from '@modelcontextprotocol/client';

const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const EXAMPLE_TOOLS = ['greet', 'countTo'];

function structured(result) {
  assert.notEqual(result.isError, true, `tool failed: ${JSON.stringify(result.content)}`);
  return result.structuredContent;
}

async function awaitExampleTools(client) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    if (EXAMPLE_TOOLS.every((name) => tools.includes(name))) return;
    assert.ok(Date.now() < deadline, `example tools never listed; the gateway lists: ${tools.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
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
  assert.deepEqual(structured(await client.callTool({ name: 'greet', arguments: { name: 'Ada' } })),
    { greeting: 'Hello, Ada!' });
  const progress = [];
  const counted = await client.callTool({ name: 'countTo', arguments: { to: 3 } }, CallToolResultSchema,
    { onprogress: (p) => progress.push(p) });
  checkCounted(counted, progress);
  await client.close();
  console.log('ok  examples, session era (SDK v1): hello-java greet, hello-node countTo with progress');
}

async function statelessV2() {
  const client = new ClientV2({ name: 'e2e-examples-v2', version: '2.0.0' },
    { capabilities: {}, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableV2(new URL(`${base}/mcp`)));
  await awaitExampleTools(client);
  assert.deepEqual(structured(await client.callTool({ name: 'greet', arguments: { name: 'Grace' } })),
    { greeting: 'Hello, Grace!' });
  const progress = [];
  checkCounted(await client.callTool({ name: 'countTo', arguments: { to: 3 } },
    { onprogress: (p) => progress.push(p) }), progress);
  await client.close();
  console.log('ok  examples, 2026-07-28 (SDK v2): hello-java greet, hello-node countTo with progress');
}

await sessionEraV1();
await statelessV2();
console.log('all example client checks passed');
