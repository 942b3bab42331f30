// The desktop-client path: mcp-remote (pinned in package.json), started exactly as the Claude Desktop, VS Code and
// Cursor snippets of docs/clients.md and the README start it (both pages hold the same three), with the URL pointed
// at the running gateway, driven the way a desktop client drives it: newline-delimited JSON-RPC on its stdin and
// stdout. Lists the tools and calls the five seed tools (generatePlan without sampling, since this client declares
// none). Exits non-zero on the first broken expectation.
// With API_KEY set (a secured gateway), it starts docs/clients.md's "Desktop clients with an API key" snippet instead:
// the same command plus mcp-remote's --header, with the key passed in the snippet's environment variable.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const DOCS_URL = 'http://127.0.0.1:8080/mcp';

/** The stdio server entries of a page's desktop-client snippets (the ```json blocks of that section). */
export function desktopSnippets(page, name) {
  const section = page.split(/^#{2,3} Desktop clients\n/m)[1]?.split(/^#{2,3} /m)[0];
  assert.ok(section, `${name} has a "Desktop clients" section`);
  return [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(([, json]) => {
    const config = JSON.parse(json);
    return (config.mcpServers ?? config.servers).switchboard;
  });
}

/** The snippet of a page's "### Desktop clients with an API key" section. */
export function apiKeySnippet(page, name) {
  const section = page.split(/^#{2,3} Desktop clients with an API key\n/m)[1]?.split(/^#{2,3} /m)[0];
  assert.ok(section, `${name} has a "Desktop clients with an API key" section`);
  const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)];
  assert.equal(blocks.length, 1, 'one snippet with an API key');
  return JSON.parse(blocks[0][1]).mcpServers.switchboard;
}

const clientsPage = readFileSync(resolve(here, '../docs/clients.md'), 'utf8');
const snippets = desktopSnippets(clientsPage, 'docs/clients.md');
assert.equal(snippets.length, 3, 'Claude Desktop, VS Code and Cursor snippets');
assert.deepEqual(desktopSnippets(readFileSync(resolve(here, '../README.md'), 'utf8'), 'README.md'), snippets,
  'the README shows the desktop snippets of docs/clients.md');
for (const snippet of snippets) {
  assert.deepEqual([snippet.command, snippet.args], [snippets[0].command, snippets[0].args], 'all three start the same command');
}
const pinned = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')).dependencies['mcp-remote'];
assert.ok(snippets[0].args.includes(`mcp-remote@${pinned}`), `the snippets run the tested mcp-remote ${pinned}`);
const apiKey = process.env.API_KEY;
const started = apiKey ? apiKeySnippet(clientsPage, 'docs/clients.md') : snippets[0];
const keyEnv = {};
if (apiKey) {
  assert.deepEqual(started.args.slice(0, snippets[0].args.length), snippets[0].args, 'the API-key snippet adds to the others');
  assert.ok(started.args.includes('--header'), 'the API-key snippet passes the key as a header');
  for (const name of Object.keys(started.env ?? {})) keyEnv[name] = apiKey;
  assert.equal(Object.keys(keyEnv).length, 1, 'the key comes from one environment variable of the snippet');
}
const args = started.args.map((arg) => (arg === DOCS_URL ? `${base}/mcp` : arg));
assert.ok(args.includes(`${base}/mcp`), `the snippets point at ${DOCS_URL}`);

// cwd e2e/: npx finds the pinned package installed there (no download); this Node (22) runs it.
const proxy = spawn(snippets[0].command, args, {
  cwd: here, stdio: ['pipe', 'pipe', 'pipe'],
  env: { ...process.env, ...keyEnv, PATH: `${dirname(process.execPath)}:${join(here, 'node_modules/.bin')}:${process.env.PATH}` },
});
let stderr = '';
proxy.stderr.on('data', (chunk) => { stderr += chunk; });
const pending = new Map();
createInterface({ input: proxy.stdout }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.id !== undefined && pending.has(message.id)) {
    pending.get(message.id)(message);
    pending.delete(message.id);
  }
});
let nextId = 1;
function request(method, params) {
  const id = nextId++;
  proxy.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`${method}: no answer in 60 s; mcp-remote said:\n${stderr}`)), 60_000);
    pending.set(id, (message) => {
      clearTimeout(timer);
      if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
      else resolvePromise(message.result);
    });
  });
}
async function call(name, args) {
  const result = await request('tools/call', { name, arguments: args });
  assert.notEqual(result.isError, true, `${name}: ${JSON.stringify(result.content)}`);
  assert.ok(result.structuredContent, `${name} has structuredContent`);
  return result.structuredContent;
}

try {
  const init = await request('initialize', {
    protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'desktop-client-e2e', version: '1.0.0' },
  });
  assert.ok(init.serverInfo?.name, 'initialize answered through mcp-remote');
  proxy.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);

  const tools = (await request('tools/list', {})).tools.map((tool) => tool.name);
  for (const name of ['analyzeText', 'summarizeText', 'extractEntities', 'searchRepositories', 'generatePlan']) {
    assert.ok(tools.includes(name), `tools/list through mcp-remote lacks ${name}`);
  }
  const text = 'Desktop clients reach Switchboard through mcp-remote. It speaks stdio. The gateway speaks HTTP.';
  assert.equal((await call('analyzeText', { text })).statistics.sentenceCount, 3);
  assert.ok((await call('summarizeText', { text, maxLength: 60 })).summary.length <= 60);
  assert.ok((await call('extractEntities', { text: 'We deploy Kubernetes with Redis.' })).entities.technologies.includes('Kubernetes'));
  assert.equal((await call('searchRepositories', { query: 'mcp desktop', perPage: 2 })).items.length, 2);
  const plan = await call('generatePlan', { task: 'Add CSV export', requirements: ['Users can export reports'] });
  assert.equal(plan.source, 'rules', 'no sampling capability: the rules planner answers');
  assert.ok(plan.plan.length >= 3);
  console.log(`ok  mcp-remote ${pinned} (stdio, as in the desktop snippets of docs/clients.md): initialize (server ${init.serverInfo.name}, `
    + `protocol ${init.protocolVersion}), tools/list (${tools.length} tools), the five seed tools`
    + (apiKey ? ', authenticated with an API key header' : ''));
} finally {
  proxy.kill();
}
