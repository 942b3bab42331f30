// A local gateway with OAuth on and no gateway.public-url, reached the two ways run.sh and people write its address:
// http://127.0.0.1:PORT/mcp and http://localhost:PORT/mcp. The official TypeScript SDK clients (v1, session era; v2,
// pinned to 2026-07-28) authenticate as they do against any server: from the 401 challenge to the protected resource
// metadata, whose resource they check against the URL they connected to (RFC 9728 §3.3), then client credentials with
// that resource (RFC 8707) at the authorization server, whose token names it as audience. Each must then list and call
// tools. Exits non-zero on the first broken expectation.
import assert from 'node:assert/strict';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ClientCredentialsProvider as CredentialsV1 } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import {
  Client as ClientV2, ClientCredentialsProvider as CredentialsV2, StreamableHTTPClientTransport as StreamableV2,
} from '@modelcontextprotocol/client';

const port = process.env.GATEWAY_PORT ?? '8080';
const clientId = process.env.OAUTH_CLIENT_ID;
const clientSecret = process.env.OAUTH_CLIENT_SECRET ?? 'secret';
const expectedIssuer = process.env.OAUTH_ISSUER;
assert.ok(clientId, 'OAUTH_CLIENT_ID names a client of the authorization server');

// READY_URL (the gateway's readiness on its management port), when given, is awaited first: up to a minute.
if (process.env.READY_URL) {
  const deadline = Date.now() + 60_000;
  while (!(await fetch(process.env.READY_URL).then((response) => response.ok, () => false))) {
    assert.ok(Date.now() < deadline, `${process.env.READY_URL} did not answer ready within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The audience of the access token a provider holds (its payload, unverified: the gateway verified it). */
async function audience(provider) {
  const token = (await provider.tokens())?.access_token;
  assert.ok(token, 'the client holds an access token');
  const { aud } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return Array.isArray(aud) ? aud : [aud];
}

async function listAndCall(client, label) {
  const tools = (await client.listTools()).tools.map((tool) => tool.name);
  assert.ok(tools.includes('analyzeText'), `${label}: tools/list has analyzeText`);
  const result = await client.callTool({ name: 'analyzeText', arguments: { text: 'Hello there. Hi!' } });
  assert.notEqual(result.isError, true, `${label}: analyzeText failed: ${JSON.stringify(result.content)}`);
  assert.equal(result.structuredContent.statistics.sentenceCount, 2, `${label}: analyzeText answered`);
}

for (const host of ['127.0.0.1', 'localhost']) {
  const url = new URL(`http://${host}:${port}/mcp`);
  const v1Provider = new CredentialsV1({ clientId, clientSecret, expectedIssuer });
  const v1 = new ClientV1({ name: 'e2e-loopback-v1', version: '1.0.0' });
  await v1.connect(new StreamableV1(url, { authProvider: v1Provider }));
  await listAndCall(v1, `v1 at ${host}`);
  assert.deepEqual(await audience(v1Provider), [url.href], `v1 at ${host}: the token is for ${url.href}`);
  await v1.close();

  const v2Provider = new CredentialsV2({ clientId, clientSecret, expectedIssuer });
  const v2 = new ClientV2({ name: 'e2e-loopback-v2', version: '2.0.0' },
    { capabilities: {}, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await v2.connect(new StreamableV2(url, { authProvider: v2Provider }));
  await listAndCall(v2, `v2 at ${host}`);
  assert.deepEqual(await audience(v2Provider), [url.href], `v2 at ${host}: the token is for ${url.href}`);
  await v2.close();
  const metadata = await (await fetch(`http://${host}:${port}/.well-known/oauth-protected-resource/mcp`)).json();
  assert.equal(metadata.resource, url.href, `the metadata reached at ${host} names the resource at ${host}`);
  console.log(`ok  ${url.href}: metadata names it; SDK v1 and v2 got a token for it (client credentials) and called a tool`);
}
console.log('all loopback OAuth checks passed');
