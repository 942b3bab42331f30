// Official TypeScript SDK clients against a running suite whose mcp-bridge-service relays two existing MCP servers:
// server-everything over stdio ("everything") and upstream-http.mjs over Streamable HTTP ("remote"). Through the
// gateway: list, call, progress, sampling and elicitation answered by the client (a server->client request for the
// v1 client, MRTR input_required for the v2 client pinned to 2026-07-28), a resource read and a prompt.
import assert from 'node:assert/strict';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, CreateMessageRequestSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableV2 } from '@modelcontextprotocol/client';

const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const sample = async () => ({ role: 'assistant', content: { type: 'text', text: "The client's model says 42." },
  model: 'e2e-model', stopReason: 'endTurn' });
const elicit = async () => ({ action: 'accept', content: { name: 'Ada' } });
const text = (result) => {
  assert.notEqual(result.isError, true, `tool failed: ${JSON.stringify(result.content)}`);
  return result.content[0].text;
};

async function awaitBridgedTools(client) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    if (tools.includes('everything_echo') && tools.includes('remote_echo')) return tools;
    assert.ok(Date.now() < deadline, `bridged tools never listed; the gateway lists: ${tools.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function sessionEraV1() {
  const client = new ClientV1({ name: 'e2e-bridge-v1', version: '1.0.0' },
    { capabilities: { sampling: {}, elicitation: {} } });
  client.setRequestHandler(CreateMessageRequestSchema, sample);
  client.setRequestHandler(ElicitRequestSchema, elicit);
  await client.connect(new StreamableV1(new URL(`${base}/mcp`)));
  const tools = await awaitBridgedTools(client);
  assert.ok(!tools.includes('everything_gzip-file-as-resource'), 'the deny glob hides gzip-file-as-resource');

  assert.equal(text(await client.callTool({ name: 'everything_echo', arguments: { message: 'hi' } })), 'Echo: hi');
  assert.equal(text(await client.callTool({ name: 'remote_echo', arguments: { message: 'hey' } })), 'Echo: hey');

  const progress = [];
  const counted = await client.callTool({ name: 'everything_trigger-long-running-operation',
    arguments: { duration: 1, steps: 2 } }, CallToolResultSchema, { onprogress: (p) => progress.push(p.progress) });
  assert.match(text(counted), /Long running operation completed/);
  assert.deepEqual(progress, [1, 2], 'stdio upstream progress reached the client');

  assert.match(text(await client.callTool({ name: 'everything_trigger-sampling-request',
    arguments: { prompt: 'What is 6 times 7?', maxTokens: 20 } })), /The client's model says 42\./);
  assert.equal(text(await client.callTool({ name: 'remote_ask_name', arguments: {} })), 'Hello, Ada!');

  const read = await client.readResource({ uri: 'remote+notes://welcome' });
  assert.equal(read.contents[0].text, 'Welcome to the test upstream.');
  const prompt = await client.getPrompt({ name: 'remote_greeting', arguments: { name: 'Grace' } });
  assert.equal(prompt.messages[0].content.text, 'Say hello to Grace.');
  await client.close();
  console.log('ok  bridge, session era (SDK v1): list, call over stdio and HTTP, progress, sampling, elicitation, resource, prompt');
}

async function modernV2() {
  const client = new ClientV2({ name: 'e2e-bridge-v2', version: '2.0.0' },
    { capabilities: { sampling: {}, elicitation: {} }, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  client.setRequestHandler('sampling/createMessage', sample);
  client.setRequestHandler('elicitation/create', elicit);
  await client.connect(new StreamableV2(new URL(`${base}/mcp`)));
  await awaitBridgedTools(client);
  assert.match(text(await client.callTool({ name: 'everything_trigger-sampling-request',
    arguments: { prompt: 'What is 6 times 7?', maxTokens: 20 } })), /The client's model says 42\./);
  assert.equal(text(await client.callTool({ name: 'remote_ask_name', arguments: {} })), 'Hello, Ada!');
  await client.close();
  console.log('ok  bridge, 2026-07-28 (SDK v2): upstream sampling and elicitation as input_required, upstream call held open');
}

await sessionEraV1();
await modernV2();
console.log('all bridge client checks passed');
