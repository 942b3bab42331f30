// Durable tasks through the gateway with real clients, against a running suite started with --conformance:
// - the official TypeScript SDK v1 client (2025-11-25 session era, its experimental tasks API): a large document
//   summarized as a task and polled to its result; generatePlan as a task whose sampling round reaches the client on
//   tasks/result; slow_compute cancelled mid-run (and it stays cancelled past the time it would have finished);
//   tasks/list naming the session's tasks;
// - 2026-07-28 over plain HTTP (the v2 client has no tasks API yet): the tasks extension declared per request, the
//   service decides that the large summary runs as a task, tasks/get returns the result inlined; without the extension
//   the same call answers synchronously and tasks/get is -32021.
// Credentials as clients.mjs: OAuth client credentials for the SDK client when OAUTH_CLIENT_ID is set, API_KEY for
// plain HTTP. Exits non-zero on the first broken expectation.
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CreateMessageRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';

const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const oauthClient = process.env.OAUTH_CLIENT_ID;
// API_KEY is the secured gateway's (beside OAUTH_CLIENT_ID): an unsecured run sends none, since a gateway without
// authentication still refuses a key it does not know.
const apiKey = oauthClient ? process.env.API_KEY : undefined;
const auth = oauthClient ? {
  authProvider: new ClientCredentialsProvider({
    clientId: oauthClient, clientSecret: process.env.OAUTH_CLIENT_SECRET ?? 'secret',
    expectedIssuer: process.env.OAUTH_ISSUER,
  }),
} : {};
const TASKS = 'io.modelcontextprotocol/tasks';
const MODERN = '2026-07-28';
// Over the seed text tools' 256 KiB threshold, so a 2026 call runs as a task when the client can take one.
const SENTENCE = 'Switchboard keeps long tool calls in Redis so that a client can come back on any replica. ';
const LARGE_TEXT = SENTENCE.repeat(Math.ceil(300 * 1024 / SENTENCE.length));

/** Drains an SDK task stream: the messages by type, throwing on an error message. */
async function drain(stream) {
  const seen = { created: null, statuses: [], result: null };
  for await (const message of stream) {
    if (message.type === 'taskCreated') seen.created = message.task;
    else if (message.type === 'taskStatus') seen.statuses.push(message.task.status);
    else if (message.type === 'result') seen.result = message.result;
    else if (message.type === 'error') throw message.error;
  }
  return seen;
}

async function until(what, check) {
  for (let i = 0; i < 200; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function sessionEra() {
  let sampled = 0;
  const client = new Client({ name: 'e2e-tasks-v1', version: '1.0.0' }, { capabilities: { sampling: {} } });
  client.setRequestHandler(CreateMessageRequestSchema, async (request) => {
    sampled++;
    assert.ok(request.params._meta?.['io.modelcontextprotocol/related-task']?.taskId,
      'the sampling request names the task it belongs to');
    return {
      role: 'assistant', model: 'e2e-model', stopReason: 'endTurn',
      content: { type: 'text', text: JSON.stringify({ taskType: 'feature', plan: [
        { id: 1, action: 'scope', description: 'Agree the scope', dependsOn: [], deliverable: 'Scope', estimate: 'S' },
        { id: 2, action: 'build', description: 'Build it', dependsOn: [1], requirement: 'Exports as CSV', deliverable: 'Export', estimate: 'M' },
        { id: 3, action: 'ship', description: 'Ship it', dependsOn: [2], deliverable: 'Release', estimate: 'S' }] }) },
    };
  });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), auth));
  const capabilities = client.getServerCapabilities();
  assert.ok(capabilities.tasks?.requests?.tools?.call, 'session era: the gateway offers task-augmented tools/call');
  assert.ok(capabilities.tasks?.list && capabilities.tasks?.cancel, 'session era: tasks/list and tasks/cancel offered');
  const tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
  for (const name of ['summarizeText', 'extractEntities', 'generatePlan', 'searchRepositories', 'slow_compute']) {
    assert.equal(tools.get(name)?.execution?.taskSupport, 'optional', `${name} declares that it may run as a task`);
  }
  assert.equal(tools.get('failing_job')?.execution?.taskSupport, 'required');

  const summary = await drain(client.experimental.tasks.callToolStream(
    { name: 'summarizeText', arguments: { text: LARGE_TEXT, maxLength: 200 } }));
  assert.ok(summary.created?.taskId, 'summarizeText: the task was created');
  assert.equal(summary.statuses.at(-1), 'completed');
  assert.notEqual(summary.result.isError, true, JSON.stringify(summary.result.content));
  assert.ok(summary.result.structuredContent.summary.length > 0 && summary.result.structuredContent.length <= 200);
  console.log(`ok  session era (SDK v1): a ${Math.round(LARGE_TEXT.length / 1024)} KiB summary ran as task `
    + `${summary.created.taskId} (${summary.statuses.join(' -> ')})`);

  const plan = await drain(client.experimental.tasks.callToolStream(
    { name: 'generatePlan', arguments: { task: 'Add CSV export', requirements: ['Exports as CSV'] } }));
  assert.equal(sampled, 1, 'the planner asked the client model once, through tasks/result');
  assert.equal(plan.result.structuredContent.source, 'model', JSON.stringify(plan.result.structuredContent.notes));
  console.log(`ok  session era (SDK v1): generatePlan as task ${plan.created.taskId}, sampling answered on tasks/result`);

  const stream = client.experimental.tasks.callToolStream({ name: 'slow_compute', arguments: { seconds: 3 } });
  const first = await stream.next();
  assert.equal(first.value.type, 'taskCreated');
  const { taskId } = first.value.task;
  await stream.return();
  const cancelled = await client.experimental.tasks.cancelTask(taskId);
  assert.equal(cancelled.status, 'cancelled', 'tasks/cancel answers the cancelled task');
  await new Promise((resolve) => setTimeout(resolve, 3500)); // past the time the work would have finished
  assert.equal((await client.experimental.tasks.getTask(taskId)).status, 'cancelled', 'a cancelled task stays so');
  await assert.rejects(client.experimental.tasks.cancelTask(taskId), /terminal|cancelled/i,
    'cancelling a finished task is refused as the revision says');
  console.log(`ok  session era (SDK v1): slow_compute task ${taskId} cancelled, still cancelled after its run time`);

  const listed = new Set();
  let cursor;
  do {
    const page = await client.experimental.tasks.listTasks(cursor);
    page.tasks.forEach((task) => listed.add(task.taskId));
    cursor = page.nextCursor;
  } while (cursor);
  for (const id of [summary.created.taskId, plan.created.taskId, taskId]) {
    assert.ok(listed.has(id), `tasks/list names ${id}`);
  }
  await client.close();
  console.log(`ok  session era (SDK v1): tasks/list names this caller's ${listed.size} task(s), these three among them`);
}

/** A 2026-07-28 request over plain HTTP, the tasks extension declared when {@code tasks} is true. */
async function modern(method, params, { tasks, name } = {}) {
  const clientCapabilities = tasks ? { extensions: { [TASKS]: {} } } : {};
  const response = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json', Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': MODERN, 'Mcp-Method': method, ...(name ? { 'Mcp-Name': name } : {}),
      ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: {
      'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': clientCapabilities,
    } } }),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('text/event-stream')
    ? JSON.parse(text.split('\n').filter((line) => line.startsWith('data:')).at(-1).slice(5)) : JSON.parse(text);
  return { status: response.status, body: json };
}

async function modernEra() {
  const discover = await modern('server/discover', {});
  assert.ok(discover.body.result.capabilities.extensions?.[TASKS], '2026: server/discover advertises the tasks extension');
  const call = { name: 'summarizeText', arguments: { text: LARGE_TEXT, maxLength: 200 } };
  const created = (await modern('tools/call', call, { tasks: true, name: 'summarizeText' })).body.result;
  assert.equal(created.resultType, 'task', `2026: the service made the large summary a task: ${JSON.stringify(created)}`);
  for (const field of ['taskId', 'status', 'createdAt', 'lastUpdatedAt', 'ttlMs', 'pollIntervalMs']) {
    assert.ok(field in created, `CreateTaskResult has ${field}`);
  }
  const done = await until('the 2026 task to finish', async () => {
    const got = (await modern('tasks/get', { taskId: created.taskId }, { tasks: true, name: created.taskId })).body.result;
    return got.status === 'completed' ? got : null;
  });
  assert.ok(done.result.structuredContent.summary.length > 0, '2026: the result is inlined once completed');

  const sync = (await modern('tools/call', call, { name: 'summarizeText' })).body.result;
  assert.notEqual(sync.resultType, 'task', '2026: without the extension the call answers synchronously');
  assert.ok(sync.structuredContent.summary.length > 0);
  const refused = await modern('tasks/get', { taskId: created.taskId }, { name: created.taskId });
  assert.equal(refused.body.error?.code, -32021, `2026: tasks/get without the extension: ${JSON.stringify(refused.body)}`);
  console.log(`ok  2026-07-28 (HTTP): the large summary became task ${created.taskId}, polled to completion; `
    + 'without the extension it answers at once and tasks/get is -32021');
}

await sessionEra();
await modernEra();
console.log('all task checks passed');
