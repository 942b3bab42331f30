// Two tenants, each with an identity provider of its own (two issuers of the suite's mock-oauth2-server), beside the
// operator's issuer. They are provisioned through the admin API as docs/security.md tells an operator. Then the official
// TypeScript SDK clients (v1 in the session era 2025-11-25, v2 pinned to the stateless 2026-07-28) are given only a
// tenant's URL, /t/{tenant}/mcp. From the 401 challenge and that endpoint's protected resource metadata they find the
// tenant's provider and sign a person in there: authorization code with PKCE and the resource (RFC 8707), its login
// form completed by a scripted browser. Each person reaches their own tenant, under its policy, and is refused with 403
// at the other tenant's endpoint; a token of an issuer no tenant trusts gets 401; a tenant without a provider of its
// own still names the operator's issuer. Exits non-zero on the first broken expectation.
//   GATEWAY_URL=… ADMIN_KEY=… IDP_BASE=http://127.0.0.1:18120 OAUTH_ISSUER=…/default OAUTH_CLIENT_ID=ci-client \
//     node tenant-idps.mjs
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  Client as ClientV2, ClientCredentialsProvider as CredentialsV2, StreamableHTTPClientTransport as StreamableV2,
} from '@modelcontextprotocol/client';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const adminKey = process.env.ADMIN_KEY;
const idpBase = process.env.IDP_BASE;
const operatorIssuer = process.env.OAUTH_ISSUER;
const operatorClient = process.env.OAUTH_CLIENT_ID;
assert.ok(adminKey && idpBase && operatorIssuer && operatorClient,
  'ADMIN_KEY, IDP_BASE, OAUTH_ISSUER and OAUTH_CLIENT_ID are all needed');
// The tenant of the operator's client (its token's tenant claim, .ci/fixtures/oauth-server.json).
const operatorTenant = process.env.OPERATOR_TENANT ?? 'ci-all';
// Each tenant's provider has a client for MCP clients, as its administrator registers it (docs/security.md), and
// issues the resource asked for as audience with the MCP scopes (the fixture's token callbacks). globex's policy
// denies a tool, so that each person's tool list shows whose tenant they act in.
const TENANTS = [
  { name: 'idp-acme', provider: 'acme-sso', clientId: 'acme-mcp', person: 'alice', deny: [] },
  { name: 'idp-globex', provider: 'globex-sso', clientId: 'globex-mcp', person: 'bob', deny: ['searchRepositories'] },
].map((tenant) => ({ ...tenant, issuer: `${idpBase}/${tenant.provider}`, url: new URL(`${gateway}/t/${tenant.name}/mcp`) }));
const strangerIssuer = `${idpBase}/stranger-sso`;
// The MCP client's loopback redirect (RFC 8252): the scripted browser reads the redirect, so nothing listens there.
const REDIRECT_URL = 'http://127.0.0.1/callback';
const ERAS = ['2025-11-25', '2026-07-28'];

async function admin(method, path, body) {
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: { Authorization: `Bearer ${adminKey}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** The claims of a JWT (unverified: the gateway verified it). */
const claims = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/**
 * An MCP client's OAuth client provider for a person (both SDKs' interface): a client registered in advance at the
 * tenant's provider, public (PKCE, no secret). It keeps what the SDK hands it and the authorization URL it would open.
 */
class PersonSignIn {
  constructor(clientId) {
    this.client = { client_id: clientId };
  }

  get redirectUrl() { return REDIRECT_URL; }

  get clientMetadata() {
    return {
      client_name: 'e2e tenant IdP client', redirect_uris: [REDIRECT_URL], grant_types: ['authorization_code'],
      response_types: ['code'], token_endpoint_auth_method: 'none',
    };
  }

  state() {
    this.sentState = randomUUID();
    return this.sentState;
  }

  clientInformation() { return this.client; }

  saveClientInformation(client) { this.client = client; }

  tokens() { return this.saved; }

  saveTokens(tokens) { this.saved = tokens; }

  redirectToAuthorization(url) { this.authorizationUrl = new URL(url); }

  saveCodeVerifier(verifier) { this.verifier = verifier; }

  codeVerifier() { return this.verifier; }
}

/**
 * The person's browser: opens the authorization URL the SDK built, fills in the provider's login form and follows it to
 * the redirect, whose query it answers (code, state). mock-oauth2-server parses every authorization request as OpenID
 * Connect and refuses one without the openid scope, so the client adds it to the scopes the gateway's challenge asked
 * for, as a client of an OpenID provider does; everything else (PKCE, state, resource) is the SDK's.
 */
async function signInAtTheBrowser(provider, person) {
  const url = new URL(provider.authorizationUrl);
  url.searchParams.set('scope', ['openid', ...(url.searchParams.get('scope') ?? '').split(' ')].join(' ').trim());
  const page = await fetch(url, { redirect: 'manual' });
  const html = await page.text();
  assert.equal(page.status, 200, `the login page at ${url.origin}${url.pathname}: ${html.slice(0, 300)}`);
  assert.match(html, /<form method="post">/, 'the provider shows its login form');
  assert.match(html, /name="username"/, 'the login form asks who signs in');
  const signedIn = await fetch(url, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams({ username: person, claims: '' }),
  });
  assert.equal(signedIn.status, 302, `the login form redirects back: HTTP ${signedIn.status} ${await signedIn.text()}`);
  const callback = new URL(signedIn.headers.get('location'));
  assert.equal(`${callback.origin}${callback.pathname}`, REDIRECT_URL, 'back at the client\'s redirect URI');
  assert.equal(callback.searchParams.get('state'), provider.sentState, 'the state the client sent comes back');
  assert.ok(callback.searchParams.get('code'), 'the redirect carries an authorization code');
  return callback.searchParams;
}

/** A client and transport of the SDK of ERA. */
function sdk(era, url, authProvider) {
  if (era === '2025-11-25') {
    return { client: new ClientV1({ name: 'e2e-tenant-idps-v1', version: '1.0.0' }),
      transport: new StreamableV1(url, { authProvider }) };
  }
  return {
    client: new ClientV2({ name: 'e2e-tenant-idps-v2', version: '2.0.0' },
      { capabilities: {}, versionNegotiation: { mode: { pin: era } } }),
    transport: new StreamableV2(url, { authProvider }),
  };
}

/**
 * Gives the SDK client only the tenant's URL: its first request gets 401, the SDK follows the challenge to the
 * tenant's metadata and to the provider it names, the browser signs the person in, and the client connects again with
 * the token. Answers the connected client and the token's claims.
 */
async function signInThroughTheTenantsUrl(era, tenant, label) {
  const provider = new PersonSignIn(tenant.clientId);
  const first = sdk(era, tenant.url, provider);
  await assert.rejects(first.client.connect(first.transport), /nauthorized/,
    `${label}: without a token the first connection is refused and sends the person to sign in`);
  assert.ok(provider.authorizationUrl, `${label}: the SDK opened an authorization URL`);
  assert.equal(`${provider.authorizationUrl.origin}${provider.authorizationUrl.pathname}`, `${tenant.issuer}/authorize`,
    `${label}: the SDK found the tenant's own provider from the challenge and the tenant's metadata`);
  assert.equal(provider.authorizationUrl.searchParams.get('resource'), tenant.url.href,
    `${label}: the authorization request names the tenant's endpoint as resource`);
  const callback = await signInAtTheBrowser(provider, tenant.person);
  await (era === '2025-11-25' ? first.transport.finishAuth(callback.get('code')) : first.transport.finishAuth(callback));
  await first.transport.close().catch(() => {});

  const { client, transport } = sdk(era, tenant.url, provider);
  await client.connect(transport);
  assert.equal(transport.protocolVersion, era, `${label}: the client speaks ${era}`);
  if (era === '2025-11-25') assert.ok(transport.sessionId, `${label}: the session era has a session`);
  const token = claims(provider.tokens().access_token);
  assert.equal(token.iss, tenant.issuer, `${label}: the token is from the tenant's provider`);
  assert.equal(token.sub, tenant.person, `${label}: the token is the person's`);
  assert.deepEqual([token.aud].flat(), [tenant.url.href], `${label}: the token is for the tenant's endpoint`);
  return { client, provider };
}

async function listAndCall(client, tenant, label) {
  const tools = (await client.listTools()).tools.map((tool) => tool.name);
  assert.ok(tools.includes('analyzeText'), `${label}: tools/list has analyzeText`);
  assert.equal(tools.includes('searchRepositories'), !tenant.deny.includes('searchRepositories'),
    `${label}: the tools listed are those of ${tenant.name}'s policy: ${tools.join(', ')}`);
  const result = await client.callTool({ name: 'analyzeText', arguments: { text: 'Hello there. Hi!' } });
  assert.notEqual(result.isError, true, `${label}: analyzeText failed: ${JSON.stringify(result.content)}`);
  assert.equal(result.structuredContent.statistics.sentenceCount, 2, `${label}: analyzeText answered`);
}

/** The same person's token, held by the same provider, at another tenant's endpoint: 403 naming both tenants. */
async function refusedAtTheOtherTenant(era, provider, tenant, other, label) {
  const { client, transport } = sdk(era, other.url, provider);
  await assert.rejects(client.connect(transport), (error) => {
    // v1's StreamableHTTPError holds the status as code and the body in its message; v2's SdkHttpError has both in
    // its data.
    const [status, body] = era === '2025-11-25' ? [error.code, error.message] : [error.status, error.data?.text];
    assert.equal(status, 403, `${label}: refused with 403: ${error.message}`);
    assert.match(String(body), new RegExp(`acts in tenant '${tenant.name}'.*serves tenant '${other.name}' only`),
      `${label}: the refusal names both tenants: ${body}`);
    return true;
  });
  await transport.close().catch(() => {});
}

/** An MCP request with a bearer token, as any client sends it: its status, challenge and body. */
async function initialize(url, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {
      protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'e2e-tenant-idps', version: '1.0.0' } } }),
  });
  return { status: response.status, challenge: response.headers.get('www-authenticate') ?? '', body: await response.text() };
}

async function clientCredentialsToken(issuer, clientId, resource) {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'secret', resource }),
  });
  assert.equal(response.status, 200, `a token from ${issuer}`);
  return (await response.json()).access_token;
}

// --- The operator provisions the tenants and their providers (docs/security.md) --------------------------------------
for (const tenant of TENANTS) {
  await admin('PUT', `/admin/v1/tenants/${tenant.name}`, {
    displayName: `e2e tenant with its own identity provider (${tenant.provider})`,
    ...(tenant.deny.length ? { tools: { deny: tenant.deny } } : {}),
  });
  await admin('PUT', `/admin/v1/tenants/${tenant.name}/identity-providers/${tenant.provider}`, { issuer: tenant.issuer });
  const listed = await admin('GET', `/admin/v1/tenants/${tenant.name}/identity-providers`);
  assert.deepEqual(listed.map((entry) => entry.issuer), [tenant.issuer], `${tenant.name} trusts its provider only`);
  const metadata = await (await fetch(`${gateway}/.well-known/oauth-protected-resource/t/${tenant.name}/mcp`)).json();
  assert.equal(metadata.resource, tenant.url.href, `${tenant.name}'s metadata names its endpoint`);
  assert.deepEqual(metadata.authorization_servers, [tenant.issuer], `${tenant.name}'s metadata names its provider`);
}
console.log(`ok  ${TENANTS.map((tenant) => `${tenant.name} trusts ${tenant.issuer}`).join('; ')} (admin API, metadata)`);

// --- Each tenant's person, in each era, through the SDK clients --------------------------------------------------------
for (const era of ERAS) {
  for (const [index, tenant] of TENANTS.entries()) {
    const other = TENANTS[1 - index];
    const label = `${era} ${tenant.person}@${tenant.name}`;
    const { client, provider } = await signInThroughTheTenantsUrl(era, tenant, label);
    await listAndCall(client, tenant, label);
    await client.close();
    await refusedAtTheOtherTenant(era, provider, tenant, other, label);
    console.log(`ok  ${label}: given ${tenant.url.pathname} only, signed in at ${tenant.issuer}, called a tool;`
      + ` 403 at ${other.url.pathname}`);
  }
}

// The refusal is in the caller's tenant's audit trail, with the endpoint refused.
const deadline = Date.now() + 10_000;
for (;;) {
  const events = await admin('GET', `/admin/v1/tenants/${TENANTS[0].name}/audit`);
  if (events.some((event) => event.action === 'policy.denied' && event.details?.resource === TENANTS[1].url.pathname)) break;
  assert.ok(Date.now() < deadline, `${TENANTS[0].name}'s audit has no policy.denied for ${TENANTS[1].url.pathname}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(`ok  ${TENANTS[0].name}'s audit: policy.denied at ${TENANTS[1].url.pathname}`);

// --- An issuer no tenant trusts: 401, naming it, with the tenant's challenge -------------------------------------------
const acme = TENANTS[0];
const strangerToken = await clientCredentialsToken(strangerIssuer, 'stranger-mcp', acme.url.href);
for (const url of [acme.url, new URL(`${gateway}/mcp`)]) {
  const refused = await initialize(url, strangerToken);
  assert.equal(refused.status, 401, `a token of ${strangerIssuer} at ${url.pathname}: ${refused.status} ${refused.body}`);
  assert.match(refused.challenge, /invalid_token/, `the challenge says invalid_token: ${refused.challenge}`);
  assert.ok(refused.challenge.includes(strangerIssuer), `the challenge names the issuer: ${refused.challenge}`);
  const metadata = url.pathname === '/mcp' ? '/.well-known/oauth-protected-resource/mcp'
    : `/.well-known/oauth-protected-resource/t/${acme.name}/mcp`;
  assert.ok(refused.challenge.includes(`resource_metadata="${gateway}${metadata}"`),
    `the challenge points to ${metadata}: ${refused.challenge}`);
}
console.log(`ok  a token of ${strangerIssuer} (no tenant trusts it): 401 at ${acme.url.pathname} and /mcp`);

// --- The operator's issuer: its tenants keep it, and its tokens stay in their tenant -------------------------------------
const operatorUrl = new URL(`${gateway}/t/${operatorTenant}/mcp`);
const operatorMetadata = await (await fetch(`${gateway}/.well-known/oauth-protected-resource/t/${operatorTenant}/mcp`)).json();
assert.deepEqual(operatorMetadata.authorization_servers, [operatorIssuer],
  `${operatorTenant}, without a provider of its own, names the operator's issuer`);
const operatorProvider = new CredentialsV2({ clientId: operatorClient, clientSecret: 'secret', expectedIssuer: operatorIssuer });
const operatorSdk = sdk('2026-07-28', operatorUrl, operatorProvider);
await operatorSdk.client.connect(operatorSdk.transport);
await listAndCall(operatorSdk.client, { name: operatorTenant, deny: [] }, `operator's client at ${operatorUrl.pathname}`);
await operatorSdk.client.close();
const operatorToken = await clientCredentialsToken(operatorIssuer, operatorClient, `${gateway}/mcp`);
for (const tenant of TENANTS) {
  const refused = await initialize(tenant.url, operatorToken);
  assert.equal(refused.status, 403, `the operator's token of ${operatorTenant} at ${tenant.url.pathname}: ${refused.body}`);
  assert.match(refused.body, new RegExp(`acts in tenant '${operatorTenant}'`), 'the refusal names the caller\'s tenant');
}
console.log(`ok  the operator's issuer: ${operatorTenant} signs in there (SDK v2, client credentials);`
  + ` its token is refused with 403 at ${TENANTS.map((tenant) => tenant.url.pathname).join(' and ')}`);
console.log('all tenant identity provider checks passed');
