// An MCP server added at run time through the gateway's admin API, with a secret header (sealed with the keys the
// launcher gives the gateway and mcp-bridge-service alike, SWITCHBOARD_UPSTREAM_SECRETS_KEYS): the official TypeScript
// SDK client lists and calls its tool through the gateway, then the server is removed and its tool leaves the list.
//   GATEWAY_URL=http://127.0.0.1:18080 (the admin API) MCP_URL=http://127.0.0.1:18090/mcp (an MCP client's way in)
//   ADMIN_KEY=… UPSTREAM_URL=http://127.0.0.1:18124/mcp UPSTREAM_HEADER='X-Api-Key: …' node admin-upstreams.mjs
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const admin = `${process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080'}/admin/v1/upstreams/guarded`;
const headers = { Authorization: `Bearer ${process.env.ADMIN_KEY}`, 'Content-Type': 'application/json' };
const [name, value] = process.env.UPSTREAM_HEADER.split(/:\s*(.*)/s);
const WITHIN_MS = 30_000;

async function until(what, check) {
  const deadline = Date.now() + WITHIN_MS;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `${what} within ${WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const put = await fetch(admin, { method: 'PUT', headers,
  body: JSON.stringify({ transport: 'http', url: process.env.UPSTREAM_URL, headers: { [name]: value } }) });
const shown = await put.json();
assert.equal(put.status, 201, `the admin API added the upstream: ${JSON.stringify(shown)}`);
assert.equal(shown.headers[name], '<redacted>', 'its secret is never shown again');

const client = new Client({ name: 'e2e-admin-upstreams', version: '1.0.0' }, { capabilities: {} });
await client.connect(new StreamableHTTPClientTransport(new URL(process.env.MCP_URL)));
const listed = async () => (await client.listTools()).tools.some((tool) => tool.name === 'guarded_echo');
try {
  await until('guarded_echo listed through the gateway', listed);
  const result = await client.callTool({ name: 'guarded_echo', arguments: { message: 'sealed' } });
  assert.notEqual(result.isError, true, `guarded_echo failed: ${JSON.stringify(result.content)}`);
  assert.equal(result.content[0].text, 'Echo: sealed', 'the bridge opened the sealed header and the server let it in');
} finally {
  const removed = await fetch(admin, { method: 'DELETE', headers });
  assert.equal(removed.status, 204, 'the admin API removed the upstream');
}
await until('guarded_echo gone from the list', async () => !(await listed()));
await client.close();
console.log('ok  an upstream with a secret header added through the admin API, called through the gateway, removed');
