// MCP Apps rendered for real: Debian's headless Chromium (driven by playwright-core, which downloads no browser)
// opens a minimal web host (e2e/apps/host-pages.mjs: host page and sandbox proxy on two origins, postMessage JSON-RPC
// per the ext-apps specification 2026-01-26), whose MCP client is the official TypeScript SDK client connected to the
// gateway with the extension declared. Two apps:
// - the planner's plan view: it must draw every step of the plan generatePlan returned, under the restrictive default
//   CSP (a fetch from inside it is blocked, and it causes no violation itself), follow a step's dependencies on a click,
//   and plan again through the host (its tools/call reaches the gateway) with a requirement added; the screenshot is
//   checked for the drawn content and saved (SCREENSHOT, default target/e2e/mcp-app.png);
// - the bridged clock of e2e/upstream-apps.mjs: it draws its time in the colour of the palette it reads by the
//   upstream's own URI (ui://charts/palette.json); its button calls "tick", the upstream's own name of an app-only
//   tool the bridge exposes as apps_tick, and the count it shows comes back through gateway and bridge.
// CHROMIUM names the browser (default: chromium on the PATH, as Debian installs it).
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { Client, ClientCredentialsProvider, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { HOST_HTML, SANDBOX_HTML, contentSecurityPolicy } from './apps/host-pages.mjs';
import { pngPixels } from './apps/png.mjs';

const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const oauthClient = process.env.OAUTH_CLIENT_ID;
const screenshot = process.env.SCREENSHOT ?? 'target/e2e/mcp-app.png';
const browserPath = process.env.CHROMIUM ?? execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
const auth = oauthClient ? { authProvider: new ClientCredentialsProvider({ clientId: oauthClient,
  clientSecret: process.env.OAUTH_CLIENT_SECRET ?? 'secret', expectedIssuer: process.env.OAUTH_ISSUER }) } : {};

const TASK = 'Add CSV export to the reports page';
const REQUIREMENTS = ['Users can export any report as CSV', 'Large exports run in the background'];
const ADDED = 'Exports are audited';

const mcp = new Client({ name: 'e2e-apps-host', version: '1.0.0' }, {
  capabilities: { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } },
  versionNegotiation: { mode: { pin: '2026-07-28' } },
});
await mcp.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), auth));
const listed = (await mcp.listTools()).tools;
const appCalls = [];

/** The host hands a view's requests to the MCP client; a tool the model alone may call is refused, as the spec says. */
async function mcpRequest(method, params) {
  if (method === 'tools/call') {
    const visibility = listed.find((tool) => tool.name === params.name)?._meta?.ui?.visibility;
    if (visibility && !visibility.includes('app')) throw new Error(`${params.name} is not callable by apps`);
    appCalls.push(params.name);
    return mcp.callTool(params);
  }
  return mcp.readResource(params);
}

// Two origins for one server: the host at 127.0.0.1, the sandbox proxy at localhost.
const server = http.createServer((req, res) => {
  const page = req.url.startsWith('/sandbox') ? SANDBOX_HTML : req.url.startsWith('/host') ? HOST_HTML : null;
  if (req.url.startsWith('/probe')) server.probed = true;
  res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page ?? '');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = server.address().port;

const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });

/** Calls {@code toolName}, reads its view and renders both in a fresh host page; answers the page and the view's frame. */
async function render(toolName, args, prompt) {
  const tool = listed.find((candidate) => candidate.name === toolName);
  assert.ok(tool, `${toolName} is listed`);
  const uri = tool._meta.ui.resourceUri;
  const view = (await mcp.readResource({ uri })).contents[0];
  assert.equal(view.mimeType, RESOURCE_MIME_TYPE, `${uri} is an HTML app`);
  const result = await mcp.callTool({ name: toolName, arguments: args });
  const page = await browser.newPage({ viewport: { width: 960, height: 760 }, deviceScaleFactor: 1 });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.exposeFunction('mcpRequest', mcpRequest);
  await page.goto(`http://127.0.0.1:${port}/host.html`);
  await page.evaluate((input) => window.renderView(input), {
    sandboxUrl: `http://localhost:${port}/sandbox.html`, html: view.text,
    csp: contentSecurityPolicy(view._meta?.ui?.csp), prefersBorder: view._meta?.ui?.prefersBorder,
    tool, args, result, prompt,
  });
  const frame = await waitFor(() => page.frames().find((candidate) => candidate.url() === 'about:srcdoc'),
    `${uri} loaded in the sandbox`);
  return { page, frame, result };
}

async function waitFor(probe, what, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value) return value;
    assert.ok(Date.now() < deadline, `timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const methods = (page) => page.evaluate(() => window.hostLog.map((message) => message.method ?? 'response'));

async function planView() {
  const { page, frame, result } = await render('generatePlan', { task: TASK, requirements: REQUIREMENTS },
    `Plan this: ${TASK}`);
  const steps = result.structuredContent.plan;
  await frame.waitForSelector('.step', { timeout: 15_000 });
  const drawn = await frame.$$eval('.step', (nodes) => nodes.map((node) => Number(node.dataset.id)).sort((a, b) => a - b));
  assert.deepEqual(drawn, steps.map((step) => step.id), 'every step of the plan is drawn once');
  const actions = await frame.$$eval('.step', (nodes) => Object.fromEntries(nodes.map((node) =>
    [node.dataset.id, node.querySelector('.action').textContent])));
  for (const step of steps) assert.equal(actions[step.id], step.action, `step ${step.id} shows its action`);
  const edges = steps.reduce((count, step) => count + step.dependsOn.length, 0);
  assert.equal(await frame.$$eval('svg.edges > path', (paths) => paths.length), edges, 'one arrow per dependency');
  assert.equal(await frame.textContent('#count'), `${steps.length} steps`);
  assert.deepEqual(await methods(page).then((seen) => ['ui/initialize', 'ui/notifications/initialized']
    .filter((method) => !seen.includes(method))), [], 'the view initialized through the host');

  // The second requirement's build step: its ancestors and descendants light up, the first requirement's branch not.
  const builds = steps.filter((step) => step.phase === 'build' && step.requirement);
  const chosen = builds[1] ?? steps[steps.length - 1];
  await frame.click(`.step[data-id="${chosen.id}"]`);
  assert.equal(await frame.getAttribute(`.step[data-id="${chosen.id}"]`, 'class'), 'step focus');
  const related = await frame.$$eval('.step.related', (nodes) => nodes.map((node) => Number(node.dataset.id)));
  assert.ok(chosen.dependsOn.every((id) => related.includes(id)), 'its dependencies are highlighted');
  if (builds[1]) assert.ok(!related.includes(builds[0].id), 'the parallel branch is not');
  assert.ok((await frame.$$('svg.edges > path.hot')).length > 0, 'the arrows on its paths are highlighted');
  assert.match(await frame.textContent('#status'), new RegExp(`#${chosen.id} ${chosen.action}`));

  const blocked = await frame.evaluate((url) => fetch(url).then(() => 'allowed', () => 'blocked'),
    `http://127.0.0.1:${port}/probe`);
  assert.equal(blocked, 'blocked', 'the restrictive default CSP stops the view from connecting anywhere');
  assert.ok(!server.probed, 'the probe never reached the server');
  const violations = await waitFor(async () => {
    const seen = (await page.evaluate(() => window.hostLog))
      .filter((message) => message.method === 'ui/notifications/sandbox-csp-violation');
    return seen.length ? seen : null;
  }, 'the blocked fetch is reported as a CSP violation');
  assert.deepEqual(violations.map((v) => v.params.directive), ['connect-src'],
    'the only CSP violation is the probe: the view itself loads nothing from anywhere');

  // The view's frame is painted by its own renderer: a screenshot taken before its first frame reaches the page
  // shows the slot empty, so the screenshot is retaken until the view's text is in it.
  const box = await (await page.$('#slot iframe')).boundingBox();
  let shot;
  let accent = 0;
  let ink = 0;
  await waitFor(async () => {
    shot = await page.screenshot({ fullPage: true });
    const { pixel } = pngPixels(shot);
    accent = 0;
    ink = 0;
    for (let y = Math.ceil(box.y); y < Math.floor(box.y + box.height); y++) {
      for (let x = Math.ceil(box.x); x < Math.floor(box.x + box.width); x++) {
        const [r, g, b] = pixel(x, y);
        if (Math.abs(r - 0x2f) < 12 && Math.abs(g - 0x6f) < 12 && Math.abs(b - 0xde) < 12) accent++;
        if (0.3 * r + 0.59 * g + 0.11 * b < 100) ink++;
      }
    }
    return ink > 2000;
  }, 'the screenshot shows the view\'s text', 10_000).catch(() => {});
  assert.ok(box.height > 200, `the host sized the view to its content: ${box.height} px high`);
  assert.ok(ink > 2000, `the screenshot shows the view's text: ${ink} dark pixels`);
  assert.ok(accent > 400, `the screenshot shows the view's accent (focused step, arrows, button): ${accent} pixels`);
  mkdirSync(dirname(screenshot), { recursive: true });
  writeFileSync(screenshot, shot);

  await frame.fill('#requirement', ADDED);
  await frame.click('#submit');
  await frame.waitForFunction((before) => document.querySelectorAll('.step').length > before, steps.length,
    { timeout: 15_000 });
  assert.ok(appCalls.includes('generatePlan'), 'the view planned again through the host and the gateway');
  assert.match(await frame.textContent('.lanes'), new RegExp(ADDED), 'the added requirement has steps of its own');
  await page.close();
  console.log(`ok  MCP Apps in Chromium: the plan view drew ${steps.length} steps and ${edges} arrows, followed a `
    + `step, planned again through the gateway; restrictive CSP enforced; screenshot ${screenshot}`);
}

async function bridgedClock() {
  const { page, frame } = await render('apps_show-clock', {}, 'What time is it?');
  await frame.waitForFunction(() => /\d\d:\d\d:\d\d/.test(document.getElementById('time').textContent),
    null, { timeout: 15_000 });
  // The palette the view reads by its upstream's own URI (ui://charts/palette.json), through host, gateway and bridge.
  await frame.waitForFunction(() => getComputedStyle(document.getElementById('time')).color === 'rgb(11, 110, 79)',
    null, { timeout: 15_000 });
  await frame.click('#tick');
  await frame.waitForFunction(() => Number(document.getElementById('ticks').textContent) > 0, null,
    { timeout: 15_000 });
  assert.ok(appCalls.includes('tick'), 'the view called its upstream\'s own name for the tool');
  await page.close();
  console.log('ok  MCP Apps in Chromium: the bridged clock rendered in the colour of the palette it read by its '
    + 'upstream\'s URI, and its button\'s call of "tick" (the upstream\'s name) reached apps_tick through gateway and '
    + 'bridge');
}

try {
  await planView();
  await bridgedClock();
} finally {
  await browser.close();
  await mcp.close();
  server.close();
}
console.log('all MCP Apps browser checks passed');
