// Users link their own accounts at a bridged upstream (mcp-bridge-service's userOAuth) through the official TypeScript
// SDK clients, against a running suite: the v1 SDK in the session era (a URL-mode elicitation on the call's stream,
// capability elicitation.url; -32042 without it) and the v2 client pinned to 2026-07-28 (input_required whose input
// request is that URL elicitation). Each client's handler hands the URL to e2e/links-browser.mjs, which signs in at
// the gateway's issuer as the user, then at the upstream's authorization server as the user's account there.
// The upstream (e2e/upstream-http.mjs with BEARER_ISSUER) accepts only that server's tokens; its whoami tool answers
// the subject it saw. Proves: the link completes in both eras; the next call asks nothing; each user gets their own
// consent and is seen upstream as their own account; someone else opening a user's URL is refused; a forged state
// and a replayed callback are refused and link nothing; an unlink through the admin API makes the next call ask again;
// a user lists and removes their own link with the gateway's account tools;
// a tenant denied the upstream sees none of it.
//   GATEWAY_URL ADMIN_KEY OAUTH_ISSUER OAUTH_CLIENT_ID [OAUTH_SUBJECT=<TENANT>-client] [RESTRICTED_OAUTH_CLIENT_ID]
//   [TENANT=ci-all] [UPSTREAM=journal] [UPSTREAM_AUDIENCE] [GATEWAY_LINKS_CLIENT=gateway-links]
//   [UPSTREAM_LINKS_CLIENT=bridge-links] [LEAVE_LINK_FILE: keep one user's link, named in that file] node linked-accounts.mjs
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  Client as ClientV2, ClientCredentialsProvider as CredentialsV2, StreamableHTTPClientTransport as StreamableV2,
} from '@modelcontextprotocol/client';
import { LinksBrowser } from './links-browser.mjs';

const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const adminKey = process.env.ADMIN_KEY;
const tenant = process.env.TENANT ?? 'ci-all';
const upstream = process.env.UPSTREAM ?? 'journal';
const audience = process.env.UPSTREAM_AUDIENCE;
const gatewayLinksClient = process.env.GATEWAY_LINKS_CLIENT ?? 'gateway-links';
const upstreamLinksClient = process.env.UPSTREAM_LINKS_CLIENT ?? 'bridge-links';
const oauthClient = process.env.OAUTH_CLIENT_ID;
const bob = process.env.OAUTH_SUBJECT ?? `${tenant}-client`;
const restrictedClient = process.env.RESTRICTED_OAUTH_CLIENT_ID;
const expectedIssuer = process.env.OAUTH_ISSUER;
const whoami = `${upstream}_whoami`;
const connectPage = `${base}/links/connect/`;
const callbackPage = `${base}/links/callback`;
// Subjects of this run only, so that a suite kept between runs holds no link of theirs yet.
const run = randomUUID().slice(0, 8);

const admin = (path, init = {}) => fetch(`${base}/admin/v1/tenants/${tenant}${path}`, {
  ...init, headers: { Authorization: `Bearer ${adminKey}`, 'Content-Type': 'application/json', ...init.headers } });

async function apiKey(subject) {
  const response = await admin('/api-keys', { method: 'POST',
    body: JSON.stringify({ subject, scopes: ['tools:call', 'prompts:get', 'resources:read'] }) });
  const body = await response.json();
  assert.equal(response.status, 201, `API key for ${subject}: ${JSON.stringify(body)}`);
  return body.key;
}

async function linksOf(subject) {
  const response = await admin(`/links?subject=${encodeURIComponent(subject)}`);
  assert.equal(response.status, 200, `links of ${subject}: HTTP ${response.status}`);
  return (await response.json()).filter((link) => link.upstream === upstream);
}

async function unlink(subject) {
  return (await admin(`/links?subject=${encodeURIComponent(subject)}&upstream=${upstream}`, { method: 'DELETE' }))
    .status;
}

function browserOf(subject) {
  return new LinksBrowser({ [gatewayLinksClient]: { username: subject, claims: { tenant_id: tenant } },
    [upstreamLinksClient]: { username: `${subject}-at-${upstream}` } });
}

/** The claims the upstream saw, from a whoami result. */
function seen(result) {
  assert.notEqual(result.isError, true, `${whoami} failed: ${JSON.stringify(result.content)}`);
  return JSON.parse(result.content[0].text);
}

function assertSeenAs(claims, subject) {
  assert.equal(claims.sub, `${subject}-at-${upstream}`, 'the upstream saw the account the user linked');
  if (audience) assert.ok([].concat(claims.aud).includes(audience), `the token is for ${audience}: ${claims.aud}`);
}

// 2026-07-28 dropped the elicitationId (and elicitation/complete) of the session era's URL elicitations.
function assertLinkRequest(params, label, sessionEra = true) {
  assert.equal(params.mode, 'url', `${label}: a URL-mode elicitation`);
  assert.ok(params.url.startsWith(connectPage), `${label}: the URL is the gateway's consent page: ${params.url}`);
  if (sessionEra) assert.ok(params.elicitationId, `${label}: an elicitationId`);
}

async function eventually(check, what, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what}: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const awaitLinkedTool = (client) => eventually(async () => assert.ok(
  (await client.listTools()).tools.some((tool) => tool.name === whoami), `${whoami} not listed`), `${whoami} listed`);

async function sessionClient(key, capabilities) {
  const client = new ClientV1({ name: 'e2e-links-v1', version: '1.0.0' }, { capabilities });
  await client.connect(new StreamableV1(new URL(`${base}/mcp`),
    { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
  await awaitLinkedTool(client);
  return client;
}

function modernClient(options) {
  return new ClientV2({ name: 'e2e-links-v2', version: '2.0.0' },
    { capabilities: { elicitation: { url: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } }, ...options });
}

// Session era: the handler says yes at once and the browser links meanwhile; the held call waits for the link.
async function sessionEraLinksThroughUrlElicitation(alice, aliceKey) {
  const asked = [];
  const pages = [];
  const completed = [];
  let answer = 'accept';
  const client = await sessionClient(aliceKey, { elicitation: { url: {} } });
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    asked.push(request.params);
    if (answer === 'accept') {
      const browser = browserOf(alice);
      pages.push(browser.consent(request.params.url).then((page) => ({ page, trail: browser.trail.join('\n') })));
    }
    return { action: answer };
  });
  client.setNotificationHandler(ElicitationCompleteNotificationSchema,
    (notification) => completed.push(notification.params.elicitationId));

  const called = await client.callTool({ name: whoami, arguments: {} });
  assert.equal(asked.length, 1, 'session era: the first call asked for the link once');
  assertLinkRequest(asked[0], 'session era');
  const { page, trail } = await pages[0];
  assert.equal(page.status, 200, `session era: the browser's round ended on the callback:\n${trail}`);
  assert.match(page.body, /Account linked/);
  const first = seen(called);
  assertSeenAs(first, alice);
  await eventually(async () => assert.deepEqual(completed, [asked[0].elicitationId]),
    'notifications/elicitation/complete for the link', 10);
  assert.deepEqual(seen(await client.callTool({ name: whoami, arguments: {} })), first, 'the same account again');
  assert.equal(asked.length, 1, 'session era: the next call asked nothing');
  console.log('ok  session era (SDK v1, elicitation.url): linked through the URL handler, seen upstream as its account; '
    + 'the next call asked nothing; elicitation/complete received');
  return { client, asked, refuse: () => { answer = 'decline'; } };
}

async function withoutUrlCapabilityIsAskedByError(key) {
  const client = await sessionClient(key, { elicitation: {} });
  const error = await client.callTool({ name: whoami, arguments: {} }).then(
    (result) => assert.fail(`a client without elicitation.url got a result: ${JSON.stringify(result)}`), (e) => e);
  assert.equal(error.code, -32042, `-32042 for a client without elicitation.url: ${error.message}`);
  assertLinkRequest(error.data?.elicitations?.[0] ?? {}, '-32042');
  await client.close();
  console.log('ok  session era without elicitation.url: -32042 naming the consent URL');
}

// 2026-07-28: input_required; the SDK's driver hands the URL elicitation to the handler, which links before saying yes.
async function modernEraLinksThroughInputRequired(bob) {
  const asked = [];
  const client = modernClient();
  client.setRequestHandler('elicitation/create', async (request) => {
    asked.push(request.params);
    const browser = browserOf(bob);
    const page = await browser.consent(request.params.url);
    assert.equal(page.status, 200, `2026: the browser's round ended on the callback:\n${browser.trail.join('\n')}`);
    assert.match(page.body, /Account linked/);
    return { action: 'accept' };
  });
  await client.connect(new StreamableV2(new URL(`${base}/mcp`),
    { authProvider: new CredentialsV2({ clientId: oauthClient, clientSecret: 'secret', expectedIssuer }) }));
  await awaitLinkedTool(client);
  const first = seen(await client.callTool({ name: whoami, arguments: {} }));
  assert.equal(asked.length, 1, '2026: the first call asked for the link once');
  assertLinkRequest(asked[0], '2026', false);
  assertSeenAs(first, bob);
  assert.deepEqual(seen(await client.callTool({ name: whoami, arguments: {} })), first, 'the same account again');
  assert.equal(asked.length, 1, '2026: the next call asked nothing');
  await client.close();
  console.log('ok  2026-07-28 (SDK v2, OAuth client): linked through input_required, seen upstream as its own account; '
    + 'the next call asked nothing');
}

// Carol's URL opened by Dave, a forged state and a replayed callback: each refused, nothing linked by any of them.
async function refusalsLinkNothing(carol, carolKey, dave) {
  const client = modernClient();
  const checked = [];
  client.setRequestHandler('elicitation/create', async (request) => {
    const { url } = request.params;
    const davesBrowser = browserOf(dave);
    const daves = await davesBrowser.consent(url);
    assert.equal(daves.status, 403, `another user opening the URL is refused:\n${davesBrowser.trail.join('\n')}`);
    assert.match(daves.body, /Not your link/);

    const browser = browserOf(carol);
    const callback = (await browser.follow(url, { stopBefore: (next) => next.startsWith(callbackPage) })).url;
    assert.ok(callback.startsWith(callbackPage), `the round reached the callback:\n${browser.trail.join('\n')}`);
    const forgedUrl = new URL(callback);
    forgedUrl.searchParams.set('state', randomUUID());
    const forged = await browser.open(forgedUrl.href);
    assert.equal(forged.status, 400, `a forged state is refused: ${forged.body}`);
    assert.match(forged.body, /Nothing was linked/);
    assert.deepEqual(await linksOf(carol), [], 'a forged state linked nothing');

    const copied = browser.withCopiedCookies();
    const linked = await browser.open(callback);
    assert.equal(linked.status, 200, `the genuine callback links: ${linked.body}`);
    const [link] = await linksOf(carol);
    assert.ok(link, 'the genuine callback made the link');
    for (const [replayer, label] of [[browser, 'the same browser'], [copied, 'a copy of its cookies']]) {
      const replayed = await replayer.open(callback);
      assert.equal(replayed.status, 400, `a replayed callback (${label}) is refused: ${replayed.body}`);
      assert.match(replayed.body, /Nothing was linked|already used/);
    }
    assert.deepEqual(await linksOf(carol), [link], 'the replays changed no link');
    checked.push(url);
    return { action: 'accept' };
  });
  await client.connect(new StreamableV2(new URL(`${base}/mcp`),
    { requestInit: { headers: { Authorization: `Bearer ${carolKey}` } } }));
  await awaitLinkedTool(client);
  assertSeenAs(seen(await client.callTool({ name: whoami, arguments: {} })), carol);
  assert.equal(checked.length, 1, 'the refusals were checked on the one consent URL');
  await client.close();
  console.log('ok  refused: another user at the consent page (403), a forged state (400), a replayed callback (400, '
    + 'in the browser and with its cookies copied); none linked anything');
}

async function unlinkAsksAgain(alice, session) {
  assert.equal(await unlink(alice), 204, 'the admin API removes the link');
  assert.deepEqual(await linksOf(alice), [], 'no link left');
  session.refuse();
  const result = await session.client.callTool({ name: whoami, arguments: {} });
  assert.equal(session.asked.length, 2, 'after the unlink the next call asked again');
  assertLinkRequest(session.asked[1], 'after the unlink');
  assert.equal(result.isError, true, `a declined link ends the call with a tool error: ${JSON.stringify(result)}`);
  assert.deepEqual(await linksOf(alice), [], 'a declined link links nothing');
  await session.client.close();
  console.log('ok  unlinked through the admin API: the next call asked again (declined: a tool error, no link)');
}

// Bob (the OAuth client) lists and removes his own link himself, with the gateway's account tools.
async function aUserUnlinksThemselves(bob) {
  const client = modernClient();
  await client.connect(new StreamableV2(new URL(`${base}/mcp`),
    { authProvider: new CredentialsV2({ clientId: oauthClient, clientSecret: 'secret', expectedIssuer }) }));
  const tools = (await client.listTools()).tools.map((tool) => tool.name);
  assert.ok(tools.includes('linked_accounts') && tools.includes('unlink_account'), `the account tools are listed: ${tools}`);
  const listed = await client.callTool({ name: 'linked_accounts', arguments: {} });
  assert.deepEqual(listed.structuredContent.accounts.map((account) => account.upstream), [upstream],
    `bob lists his own link only: ${JSON.stringify(listed)}`);
  const removed = await client.callTool({ name: 'unlink_account', arguments: { upstream } });
  assert.equal(removed.structuredContent?.unlinked, true, `bob's unlink: ${JSON.stringify(removed)}`);
  assert.deepEqual(await linksOf(bob), [], 'his link is gone from the vault');
  const again = await client.callTool({ name: 'unlink_account', arguments: { upstream } });
  assert.equal(again.isError, true, 'a second unlink says there is nothing linked');
  await client.close();
  console.log('ok  a user listed and removed their own link with the gateway\'s account tools (SDK v2)');
}

async function restrictedTenantSeesNone() {
  const client = modernClient({ capabilities: {} });
  await client.connect(new StreamableV2(new URL(`${base}/mcp`),
    { authProvider: new CredentialsV2({ clientId: restrictedClient, clientSecret: 'secret', expectedIssuer }) }));
  const tools = (await client.listTools()).tools.map((tool) => tool.name);
  assert.ok(!tools.some((name) => name.startsWith(`${upstream}_`)), `the restricted tenant sees no ${upstream}_ tool`);
  await assert.rejects(client.callTool({ name: whoami, arguments: {} }), /Unknown tool/);
  await client.close();
  console.log(`ok  a tenant denied ${upstream}_*: neither listed nor callable`);
}

const [alice, carol, dave] = ['alice', 'carol', 'dave'].map((name) => `links-${name}-${run}`);
// Bob is the OAuth client of the other checks: a link left by an earlier run against the same Redis goes first.
assert.ok([204, 404].includes(await unlink(bob)), 'an earlier link of the OAuth client is removed');
const [aliceKey, carolKey, daveKey] = await Promise.all([alice, carol, dave].map(apiKey));

const session = await sessionEraLinksThroughUrlElicitation(alice, aliceKey);
await withoutUrlCapabilityIsAskedByError(daveKey);
await modernEraLinksThroughInputRequired(bob);
assert.equal((await linksOf(alice)).length, 1, 'alice still has her own link beside bob');
await refusalsLinkNothing(carol, carolKey, dave);
await unlinkAsksAgain(alice, session);
if (restrictedClient) await restrictedTenantSeesNone();
await aUserUnlinksThemselves(bob);
if (process.env.LEAVE_LINK_FILE) {
  // The console's check removes this one on its linked-accounts page.
  writeFileSync(process.env.LEAVE_LINK_FILE, carol);
  console.log(`left ${carol}'s link for the console check`);
} else {
  assert.equal(await unlink(carol), 204, `${carol}'s link removed`);
}
console.log('all linked-account checks passed');
