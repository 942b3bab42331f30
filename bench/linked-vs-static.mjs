// The load side of bench/linked-vs-static.sh: the same upstream tool through the gateway, once on an upstream the
// bridge calls with a static header credential and once on one it calls with the user's linked account (userOAuth).
// First links the caller's account (a 2026-07-28 call, its URL elicitation walked by e2e/links-browser.mjs, the
// retry), runs each target --prewarm seconds at the highest concurrency, then for each concurrency runs both targets
// in turn, --rounds times: --warmup seconds discarded, --seconds measured.
// Plain 2026-07-28 HTTP over keep-alive connections (fetch); each call a distinct message, so nothing is cached.
//   node bench/linked-vs-static.mjs --gateway http://127.0.0.1:27080/mcp [--static static_echo] [--linked linked_echo]
//        [--concurrency 1,16] [--seconds 10] [--warmup 5] [--rounds 2] [--prewarm 20]
//        [--links-client bridge-links] [--upstream-user bench-user]
import { LinksBrowser } from '../e2e/links-browser.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const gateway = option('gateway', 'http://127.0.0.1:27080/mcp');
const targets = [['static header', option('static', 'static_echo')], ['linked account', option('linked', 'linked_echo')]];
const concurrencies = option('concurrency', '1,16').split(',').map(Number);
const seconds = Number(option('seconds', '10'));
const warmup = Number(option('warmup', '5'));
const rounds = Number(option('rounds', '2'));
const prewarm = Number(option('prewarm', '20'));
const linksClient = option('links-client', 'bridge-links');
const upstreamUser = option('upstream-user', 'bench-user');
const MODERN = '2026-07-28';

let sequence = 0;
let messages = 0;

/** One 2026-07-28 request; its JSON-RPC answer (the last event's data when it answers with a stream). */
async function modern(method, params, name) {
  const response = await fetch(gateway, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': MODERN, 'Mcp-Method': method, ...(name ? { 'Mcp-Name': name } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++sequence, method, params: { ...params, _meta: {
      'io.modelcontextprotocol/protocolVersion': MODERN,
      'io.modelcontextprotocol/clientCapabilities': { elicitation: { url: {} } } } } }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${name ?? ''}: HTTP ${response.status} ${text}`);
  return JSON.parse(response.headers.get('content-type')?.includes('text/event-stream')
    ? text.split('\n').filter((line) => line.startsWith('data:')).at(-1).slice(5) : text);
}

const call = (tool, extra = {}) => modern('tools/call', { name: tool, arguments: { message: `m${++messages}` }, ...extra },
  tool);

async function awaitTools() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const names = (await modern('tools/list', {})).result?.tools?.map((tool) => tool.name) ?? [];
    if (targets.every(([, tool]) => names.includes(tool))) return;
    if (Date.now() > deadline) throw new Error(`tools never listed; the gateway lists: ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function link(tool) {
  const asked = (await call(tool)).result;
  if (asked?.resultType !== 'input_required') {
    console.log(`${tool}: already linked`);
    return;
  }
  const [key, request] = Object.entries(asked.inputRequests)[0];
  const browser = new LinksBrowser({ [linksClient]: { username: upstreamUser } });
  const page = await browser.consent(request.params.url);
  if (page.status !== 200) throw new Error(`linking failed:\n${browser.trail.join('\n')}`);
  const done = (await call(tool, { inputResponses: { [key]: { action: 'accept' } },
    requestState: asked.requestState })).result;
  if (done?.resultType === 'input_required' || done?.isError) throw new Error(`after linking: ${JSON.stringify(done)}`);
  console.log(`${tool}: linked as ${upstreamUser} (${browser.trail.length} pages)`);
}

/** Calls of tool from clients workers until deadline; latencies in ms of answered calls, and failures. */
async function load(tool, clients, until) {
  const latencies = [];
  let failures = 0;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const { result } = await call(tool);
        if (!result || result.isError || result.resultType === 'input_required') failures++;
        else latencies.push(performance.now() - started);
      } catch {
        failures++;
      }
    }
  }));
  return { latencies, failures };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

await awaitTools();
await link(targets[1][1]);
// The JIT of every process on the path warms on both targets before any cell counts.
for (const [, tool] of targets) await load(tool, Math.max(...concurrencies), Date.now() + prewarm * 1000);
const rows = [];
for (const clients of concurrencies) {
  for (let round = 1; round <= rounds; round++) {
    for (const [credential, tool] of targets) {
      await load(tool, clients, Date.now() + warmup * 1000);
      const started = Date.now();
      const { latencies, failures } = await load(tool, clients, started + seconds * 1000);
      const elapsed = (Date.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      rows.push([credential, tool, clients, round, (latencies.length / elapsed).toFixed(0),
        percentile(latencies, 50)?.toFixed(2), percentile(latencies, 99)?.toFixed(2), failures]);
      console.log(`done: ${credential}, c=${clients}, round ${round}`);
    }
  }
}
console.log('\n| upstream credential | tool | c | round | req/s | p50 ms | p99 ms | failed |\n|---|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
