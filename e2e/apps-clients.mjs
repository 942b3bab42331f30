// MCP Apps (io.modelcontextprotocol/ui) through the gateway, with the official TypeScript SDK clients of both eras
// declaring the extension: the gateway declares it back (initialize, server/discover); the planner's tool names its
// view, which reads as an HTML app; the bridged upstream built with @modelcontextprotocol/ext-apps' server helpers
// (e2e/upstream-apps.mjs, "apps") keeps its view under a ui:// URI in the bridge's namespace, which resources/read
// resolves, also by the upstream's own URIs, and so does a second ui:// resource that no tool names (the palette the
// view reads); a resource that does not exist is -32002 in the session era and -32602 in 2026-07-28; its results' _meta
// passes; its app-only tool is not listed yet called, also
// by the name its own view uses; a client that renders no views lists the tools without their views and reaches none of
// that; a tenant denied the app's tools (ci-restricted denies apps_*) sees neither them nor their view.
import assert from 'node:assert/strict';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ClientCredentialsProvider as CredentialsV1 } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import {
  Client as ClientV2, ClientCredentialsProvider as CredentialsV2, StreamableHTTPClientTransport as StreamableV2,
} from '@modelcontextprotocol/client';
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';

const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const oauthClient = process.env.OAUTH_CLIENT_ID;
const restrictedClient = process.env.RESTRICTED_OAUTH_CLIENT_ID;
const CLIENT_SECRET = process.env.OAUTH_CLIENT_SECRET ?? 'secret';
const expectedIssuer = process.env.OAUTH_ISSUER;
const v1Auth = (clientId = oauthClient) => (clientId
  ? { authProvider: new CredentialsV1({ clientId, clientSecret: CLIENT_SECRET, expectedIssuer }) } : {});
const v2Auth = (clientId = oauthClient) => (clientId
  ? { authProvider: new CredentialsV2({ clientId, clientSecret: CLIENT_SECRET, expectedIssuer }) } : {});

export const RENDERS_VIEWS = { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } };
const PLAN_VIEW = 'ui://planner/plan';
const CLOCK_VIEW = 'ui://apps/clock/view.html';
const PALETTE = 'ui://apps/charts/palette.json';

/** The gateway lists the bridged app once the bridge has connected its upstream. */
async function awaitApp(client) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const tools = (await client.listTools()).tools;
    if (tools.some((tool) => tool.name === 'apps_show-clock')) return tools;
    assert.ok(Date.now() < deadline, `the bridged app never listed; the gateway lists ${tools.map((t) => t.name)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every resource URI the gateway lists, page by page. */
async function resourceUris(client) {
  const uris = [];
  let cursor;
  do {
    const page = await client.listResources(cursor ? { cursor } : {});
    uris.push(...page.resources.map((resource) => resource.uri));
    cursor = page.nextCursor;
  } while (cursor);
  return uris;
}

function declaresApps(capabilities, label) {
  assert.deepEqual(capabilities?.extensions?.[EXTENSION_ID]?.mimeTypes, [RESOURCE_MIME_TYPE],
    `${label}: the gateway declares ${EXTENSION_ID} with ${RESOURCE_MIME_TYPE}: ${JSON.stringify(capabilities)}`);
}

function text(result, label) {
  assert.notEqual(result.isError, true, `${label} failed: ${JSON.stringify(result.content)}`);
  return result.content[0].text;
}

/** The code of a resource not found: -32002 up to 2025-11-25, -32602 (invalid params) from 2026-07-28. */
async function appsWork(client, label, notFoundCode) {
  const tools = await awaitApp(client);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  assert.equal(byName.get('generatePlan')?._meta?.ui?.resourceUri, PLAN_VIEW, `${label}: generatePlan names its view`);
  assert.equal(byName.get('apps_show-clock')._meta.ui.resourceUri, CLOCK_VIEW,
    `${label}: the bridged tool names its view under the bridge's ui:// URI`);
  assert.equal(byName.get('apps_show-clock')._meta['ui/resourceUri'], CLOCK_VIEW, `${label}: the flat key too`);
  assert.ok(!byName.has('apps_tick'), `${label}: the app-only tool is not in the agent's list`);

  const plan = (await client.readResource({ uri: PLAN_VIEW })).contents[0];
  assert.equal(plan.mimeType, RESOURCE_MIME_TYPE);
  assert.match(plan.text, /^<!DOCTYPE html>/);
  assert.match(plan.text, /ui\/initialize/);
  const clock = (await client.readResource({ uri: CLOCK_VIEW })).contents[0];
  assert.equal(clock.uri, CLOCK_VIEW, `${label}: the view's contents carry the bridge's URI`);
  assert.equal(clock.mimeType, RESOURCE_MIME_TYPE);
  assert.deepEqual(clock._meta?.ui, { prefersBorder: false, csp: { resourceDomains: ['https://cdn.example.com'] } },
    `${label}: the view's _meta.ui passes unchanged`);
  assert.match(clock.text, /name: "tick"/, `${label}: the view calls its upstream's own tool name`);

  const upstreamView = (await client.readResource({ uri: 'ui://clock/view.html' })).contents[0];
  assert.equal(upstreamView.uri, 'ui://clock/view.html', `${label}: a read by the upstream's own URI comes back under it`);
  assert.equal(upstreamView.text, clock.text, `${label}: the upstream's own URI reads the bridged view`);
  const zone = (await client.readResource({ uri: 'clock://zones/UTC' })).contents[0];
  assert.deepEqual(JSON.parse(zone.text), { zone: 'UTC' }, `${label}: a URI under the upstream's own template reads`);
  const listed = await resourceUris(client);
  assert.ok(listed.includes(PALETTE), `${label}: a ui:// resource no tool names is listed too: ${listed}`);
  for (const uri of [PALETTE, 'ui://charts/palette.json']) {
    const palette = (await client.readResource({ uri })).contents[0];
    assert.equal(palette.uri, uri, `${label}: ${uri} comes back under the URI asked for`);
    assert.deepEqual(JSON.parse(palette.text), { accent: '#0b6e4f' }, `${label}: ${uri} reads the upstream's palette`);
  }
  await assert.rejects(client.readResource({ uri: 'ui://charts/nowhere.json' }),
    (error) => error.code === notFoundCode && /Resource not found/.test(error.message),
    `${label}: a resource that does not exist is ${notFoundCode}, as this revision's specification says`);

  const shown = await client.callTool({ name: 'apps_show-clock', arguments: {} });
  assert.match(text(shown, 'apps_show-clock'), /^It is /);
  assert.equal(shown._meta?.['clock/zone'], 'UTC', `${label}: the result's _meta reaches the client`);
  assert.ok(!('io.modelcontextprotocol/related-task' in shown._meta),
    `${label}: the upstream's reserved _meta keys do not: ${JSON.stringify(shown._meta)}`);
  assert.match(text(await client.callTool({ name: 'apps_tick', arguments: {} }), 'apps_tick'), /^tick \d+$/);
  const viaAlias = await client.callTool({ name: 'tick', arguments: {} });
  assert.match(text(viaAlias, 'tick'), /^tick \d+$/, `${label}: the view's own name for the tool reaches it`);
  console.log(`ok  MCP Apps, ${label}: extension declared; views and another ui:// resource listed, read (also by the `
    + 'upstream\'s own URIs) and relayed; not found is ' + notFoundCode + '; results\' _meta relayed; app-only tool '
    + 'called by its exposed name and by the name its view uses');
}

async function sessionEra() {
  const client = new ClientV1({ name: 'e2e-apps-v1', version: '1.0.0' }, { capabilities: RENDERS_VIEWS });
  await client.connect(new StreamableV1(new URL(`${base}/mcp`), v1Auth()));
  declaresApps(client.getServerCapabilities(), 'session era (initialize)');
  await appsWork(client, 'session era (SDK v1)', -32002);
  await client.close();
}

async function modern() {
  const client = new ClientV2({ name: 'e2e-apps-v2', version: '2.0.0' },
    { capabilities: RENDERS_VIEWS, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableV2(new URL(`${base}/mcp`), v2Auth()));
  declaresApps(client.getServerCapabilities(), '2026-07-28 (server/discover)');
  await appsWork(client, '2026-07-28 (SDK v2)', -32602);
  await client.close();
}

async function withoutViews() {
  const client = new ClientV2({ name: 'e2e-apps-none', version: '2.0.0' },
    { capabilities: {}, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableV2(new URL(`${base}/mcp`), v2Auth()));
  const tools = await awaitApp(client);
  for (const name of ['apps_show-clock', 'generatePlan']) {
    const meta = tools.find((tool) => tool.name === name)?._meta ?? {};
    assert.ok(!('ui' in meta) && !('ui/resourceUri' in meta),
      `a client that renders no views lists ${name} without its view: ${JSON.stringify(meta)}`);
  }
  for (const name of ['apps_tick', 'tick']) {
    await assert.rejects(client.callTool({ name, arguments: {} }), /Unknown tool/,
      `a client that renders no views cannot call ${name}`);
  }
  await assert.rejects(client.readResource({ uri: 'ui://clock/view.html' }), /Resource not found/,
    'nor read a view by its upstream\'s own URI');
  await assert.rejects(client.readResource({ uri: 'ui://charts/palette.json' }), /Resource not found/,
    'nor another of the upstream\'s resources by its own URI');
  await client.close();
  console.log('ok  MCP Apps: a client that declared no views lists the tools without their views, and reaches '
    + 'neither the app-only tool nor the aliases');
}

async function deniedTenant() {
  const client = new ClientV2({ name: 'e2e-apps-denied', version: '2.0.0' },
    { capabilities: RENDERS_VIEWS, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableV2(new URL(`${base}/mcp`), v2Auth(restrictedClient)));
  const tools = (await client.listTools()).tools.map((tool) => tool.name);
  assert.ok(tools.includes('generatePlan'), 'the restricted tenant keeps the planner');
  assert.ok(!tools.some((name) => name.startsWith('apps_')), `the restricted tenant sees no apps_ tool: ${tools}`);
  const resources = (await client.listResources()).resources.map((resource) => resource.uri);
  assert.ok(!resources.includes(CLOCK_VIEW), `the restricted tenant does not list the denied tools' view: ${resources}`);
  await assert.rejects(client.readResource({ uri: CLOCK_VIEW }), /Resource not found/,
    'the restricted tenant cannot read the denied tools\' view');
  await assert.rejects(client.callTool({ name: 'tick', arguments: {} }), /Unknown tool/,
    'nor call its tool by the name the view uses');
  await assert.rejects(client.readResource({ uri: 'ui://clock/view.html' }), /Resource not found/,
    'nor read the view by the upstream\'s own URI');
  await client.close();
  console.log('ok  MCP Apps: a tenant denied the app\'s tools sees neither them nor their view');
}

await sessionEra();
await modern();
await withoutViews();
if (restrictedClient) await deniedTenant();
console.log('all MCP Apps client checks passed');
