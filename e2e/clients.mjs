// The official TypeScript SDK clients against a running suite: the v1 SDK (session era over Streamable HTTP, and
// 2024-11-05 HTTP+SSE) and the v2 client pinned to 2026-07-28, each calling all five seed tools through the gateway,
// including generatePlan's sampling round (server->client request for v1, MRTR input_required for v2). Exits non-zero
// on the first broken expectation.
// Against a secured gateway (OAUTH_CLIENT_ID set): every SDK client authenticates the way the SDK does it, from the
// gateway's 401 challenge through its protected resource metadata to the authorization server's token endpoint
// (client credentials, RFC 8707 resource); the action API uses API_KEY; RESTRICTED_OAUTH_CLIENT_ID is a client of a
// tenant whose policy denies searchRepositories, which it must neither see nor call.
import assert from 'node:assert/strict';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport as SseV1 } from '@modelcontextprotocol/sdk/client/sse.js';
import { CreateMessageRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ClientCredentialsProvider as CredentialsV1 } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import {
  Client as ClientV2, ClientCredentialsProvider as CredentialsV2, StreamableHTTPClientTransport as StreamableV2,
} from '@modelcontextprotocol/client';

const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const oauthClient = process.env.OAUTH_CLIENT_ID;
const restrictedClient = process.env.RESTRICTED_OAUTH_CLIENT_ID;
// API_KEY is the secured gateway's (beside OAUTH_CLIENT_ID): an unsecured run sends none, since a gateway without
// authentication still refuses a key it does not know.
const apiKey = oauthClient ? process.env.API_KEY : undefined;
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET ?? 'secret';
// The only authorization server the client credentials may be sent to, whatever the gateway's metadata names.
const expectedIssuer = process.env.OAUTH_ISSUER;
/** Transport options: an OAuth client-credentials provider when the gateway is secured, else none. */
const v1Auth = (clientId = oauthClient) => (clientId
  ? { authProvider: new CredentialsV1({ clientId, clientSecret: CLIENT_SECRET, expectedIssuer }) } : {});
const v2Auth = (clientId = oauthClient) => (clientId
  ? { authProvider: new CredentialsV2({ clientId, clientSecret: CLIENT_SECRET, expectedIssuer }) } : {});
const apiKeyHeader = apiKey ? { Authorization: `Bearer ${apiKey}` } : {};
const SEED_TOOLS = ['analyzeText', 'summarizeText', 'extractEntities', 'searchRepositories', 'generatePlan'];
const TEXT = 'Switchboard routes MCP calls to small services. Each service registers itself in Redis. '
  + 'Clients of every protocol era use one URL. Zażółć gęślą jaźń. 这是一个测试。';
const TASK = 'Add CSV export to the reports page';
const REQUIREMENTS = ['Users can export any report as CSV', 'Large exports run in the background'];
const MODEL_PLAN = JSON.stringify({
  taskType: 'feature',
  plan: [
    { id: 1, action: 'analyzeProblem', description: 'Clarify formats and limits', dependsOn: [],
      deliverable: 'Scope note', estimate: 'S' },
    { id: 2, action: 'implementCsvExport', description: 'Write CSV', dependsOn: [1], requirement: REQUIREMENTS[0],
      deliverable: 'CSV export', estimate: 'M' },
    { id: 3, action: 'runExportsInBackground', description: 'Queue big exports', dependsOn: [1],
      requirement: REQUIREMENTS[1], deliverable: 'Background job', estimate: 'L' },
    { id: 4, action: 'testExports', description: 'Test both paths', dependsOn: [2, 3], requirement: REQUIREMENTS[0],
      deliverable: 'Passing tests', estimate: 'S' },
  ],
  notes: ['drafted by the e2e client'],
});

let samplingRequests = 0;
const sample = async () => {
  samplingRequests++;
  return { role: 'assistant', content: { type: 'text', text: MODEL_PLAN }, model: 'e2e-model', stopReason: 'endTurn' };
};

function structured(result, tool) {
  assert.notEqual(result.isError, true, `${tool} failed: ${JSON.stringify(result.content)}`);
  assert.ok(result.structuredContent, `${tool} has structuredContent`);
  assert.deepEqual(JSON.parse(result.content[0].text), result.structuredContent, `${tool}: text block holds the same JSON`);
  return result.structuredContent;
}

async function callSeedTools(client, label) {
  const tools = (await client.listTools()).tools.map((tool) => tool.name);
  for (const name of SEED_TOOLS) {
    assert.ok(tools.includes(name), `${label}: tools/list lacks ${name}`);
  }
  const analysis = structured(await client.callTool({ name: 'analyzeText', arguments: { text: TEXT } }), 'analyzeText');
  assert.ok(analysis.statistics.sentenceCount >= 4 && analysis.statistics.wordCount > 20, `${label}: analyzeText counts`);
  assert.ok(Array.isArray(analysis.topWords) && analysis.topWords.every((w) => w.word && w.count >= 1));

  const summary = structured(await client.callTool({ name: 'summarizeText', arguments: { text: TEXT, maxLength: 80 } }),
    'summarizeText');
  assert.ok(summary.length <= 80 && summary.summary.length > 0, `${label}: summary within maxLength`);
  assert.match(summary.compressionRatio, /^\d+\.\d%$/);

  const entities = structured(await client.callTool({
    name: 'extractEntities',
    arguments: { text: 'We run Kubernetes and PostgreSQL behind OAuth 2.0 authentication and load balancing.' },
  }), 'extractEntities');
  assert.ok(entities.entities.technologies.includes('Kubernetes'), `${label}: technologies found`);
  assert.ok(Array.isArray(entities.entities.concepts) && Array.isArray(entities.entities.processes));

  const repos = structured(await client.callTool({ name: 'searchRepositories', arguments: { query: `mcp ${label}`, perPage: 2 } }),
    'searchRepositories');
  assert.equal(repos.items.length, 2, `${label}: perPage honoured`);
  for (const item of repos.items) {
    for (const field of ['name', 'fullName', 'description', 'url', 'stars']) {
      assert.ok(field in item, `${label}: repository item has ${field}`);
    }
  }
  assert.ok(Number.isInteger(repos.totalCount));

  const plan = structured(await client.callTool({ name: 'generatePlan', arguments: { task: TASK, requirements: REQUIREMENTS } }),
    'generatePlan');
  assert.ok(plan.plan.length >= 3 && plan.plan.every((step, i) => step.id === i + 1 && step.action && step.description));
  return plan;
}

async function sessionEraV1() {
  const client = new ClientV1({ name: 'e2e-v1', version: '1.0.0' }, { capabilities: { sampling: {} } });
  client.setRequestHandler(CreateMessageRequestSchema, sample);
  await client.connect(new StreamableV1(new URL(`${base}/mcp`), v1Auth()));
  const prompt = await client.getPrompt({ name: 'plan_task', arguments: { task: TASK, requirements: REQUIREMENTS.join('\n') } });
  assert.equal(prompt.messages[0].role, 'user');
  assert.ok(prompt.messages[0].content.text.includes('generatePlan'), 'plan_task prompt points the model at generatePlan');
  const before = samplingRequests;
  const plan = await callSeedTools(client, 'v1-streamable');
  assert.equal(samplingRequests, before + 1, 'v1: the planner asked the client model once (server->client request)');
  assert.equal(plan.source, 'model', `v1: the model's plan was used: ${JSON.stringify(plan.notes)}`);
  await client.close();
  console.log('ok  session era (SDK v1, Streamable HTTP): five tools, plan_task prompt, sampling bridged to a server->client request');
}

async function legacySseV1() {
  const client = new ClientV1({ name: 'e2e-v1-sse', version: '1.0.0' });
  await client.connect(new SseV1(new URL(`${base}/sse`), v1Auth()));
  const tools = (await client.listTools()).tools.map((tool) => tool.name);
  assert.ok(SEED_TOOLS.every((name) => tools.includes(name)), 'HTTP+SSE: all seed tools listed');
  const analysis = structured(await client.callTool({ name: 'analyzeText', arguments: { text: TEXT } }), 'analyzeText');
  assert.ok(analysis.statistics.wordCount > 0);
  await client.close();
  console.log('ok  2024-11-05 HTTP+SSE (SDK v1): list and call over the SSE stream');
}

async function modernV2() {
  const client = new ClientV2({ name: 'e2e-v2', version: '2.0.0' },
    { capabilities: { sampling: {} }, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  client.setRequestHandler('sampling/createMessage', sample);
  await client.connect(new StreamableV2(new URL(`${base}/mcp`), v2Auth()));
  const before = samplingRequests;
  const plan = await callSeedTools(client, 'v2-2026');
  assert.equal(samplingRequests, before + 1, 'v2: the planner asked the client model once (MRTR input_required)');
  assert.equal(plan.source, 'model', `v2: the model's plan was used: ${JSON.stringify(plan.notes)}`);
  await client.close();
  console.log('ok  2026-07-28 (SDK v2, pinned): five tools, sampling as input_required with a sealed requestState');
}

async function actionApi() {
  const calls = {
    analyzeText: { text: TEXT },
    summarizeText: { text: TEXT, maxLength: 80 },
    extractEntities: { text: 'Kubernetes and k8s with Redis' },
    searchRepositories: { query: 'mcp action-api', perPage: 1 },
    generatePlan: { task: TASK, requirements: REQUIREMENTS },
  };
  for (const [name, parameters] of Object.entries(calls)) {
    const response = await fetch(`${base}/api/v1/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...apiKeyHeader },
      body: JSON.stringify({ version: '1.0', action: { name, parameters } }),
    });
    const body = await response.json();
    assert.equal(response.status, 200, `action ${name}: HTTP ${response.status} ${JSON.stringify(body)}`);
    assert.equal(body.status, 'success', `action ${name}: ${JSON.stringify(body)}`);
    assert.equal(body.version, '1.0');
  }
  const unknown = await fetch(`${base}/api/v1/actions`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', ...apiKeyHeader },
    body: JSON.stringify({ version: '1.0', action: { name: 'nope', parameters: {} } }),
  });
  assert.equal(unknown.status, 404);
  console.log('ok  seed "MCP 1.0" action API: five tools, unknown action 404');
}

async function unauthenticatedIsChallenged() {
  const response = await fetch(`${base}/mcp`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  assert.equal(response.status, 401, 'a request without credentials is refused');
  const challenge = response.headers.get('www-authenticate') ?? '';
  assert.match(challenge, /resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/mcp"/);
  const metadata = await (await fetch(challenge.match(/resource_metadata="([^"]+)"/)[1])).json();
  assert.equal(metadata.resource, `${base}/mcp`, 'the protected resource is the URL the client connects to');
  console.log(`ok  no credentials: 401, challenge -> ${metadata.authorization_servers[0]}`);
}

async function restrictedTenant() {
  const v2 = new ClientV2({ name: 'e2e-restricted', version: '2.0.0' },
    { capabilities: {}, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await v2.connect(new StreamableV2(new URL(`${base}/mcp`), v2Auth(restrictedClient)));
  const v1 = new ClientV1({ name: 'e2e-restricted-v1', version: '1.0.0' });
  await v1.connect(new StreamableV1(new URL(`${base}/mcp`), v1Auth(restrictedClient)));
  for (const [client, label] of [[v2, '2026-07-28'], [v1, 'session era']]) {
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    assert.ok(tools.includes('analyzeText'), `restricted tenant (${label}) still sees analyzeText`);
    assert.ok(!tools.includes('searchRepositories'), `restricted tenant (${label}) must not see searchRepositories`);
    await assert.rejects(client.callTool({ name: 'searchRepositories', arguments: { query: 'mcp' } }),
      (error) => /Unknown tool: searchRepositories/.test(error.message),
      `restricted tenant (${label}): calling the hidden tool answers like an unknown one`);
  }
  await v2.close();
  await v1.close();
  console.log('ok  tenant with a deny rule: searchRepositories neither listed nor callable (both eras), as if unknown');
}

if (oauthClient) await unauthenticatedIsChallenged();
await sessionEraV1();
await legacySseV1();
await modernV2();
await actionApi();
if (restrictedClient) await restrictedTenant();
console.log('all client checks passed');
