// The admin console in Debian's headless Chromium (playwright-core, no browser download), against a running suite, its
// console and a mock-oauth2-server with interactive login. An operator signs in through the authorization server,
// adds a tenant with a policy and a quota, reads each refused change beside its form (a bad quota or scope rule, a key
// the gateway refuses, no answer, a 502), creates an API key that the official TypeScript SDK client then uses, finds
// the call in the audit trail (filtered in place, exported as filtered), ends the client's session (and reads the
// refusal in a stale tab), cancels its task, revokes the key and sees the next call refused. A tenant admin of that
// tenant signs in and cannot see or change another tenant, by URL or by editing a form; an API key it makes with the
// tenant-admin scope signs in to that tenant only; a refused link and a form sent after the sign-in ended show the
// refusal as the page. CSRF and Content-Security-Policy are checked on the way. Every page is checked for
// accessibility (axe-core's WCAG 2.1 A and AA rules, and Tab reaching each control with a visible focus) and
// photographed into SCREENSHOTS (docs/images).
// With BRIDGED=1 (mcp-bridge-service relays e2e/upstream-http.mjs as "remote"), a changed tool is held back, its diff
// read and the change accepted in the console.
//   CONSOLE_URL GATEWAY_URL [SCREENSHOTS] [CHROMIUM] [OTHER_TENANT] [BRIDGED=1] [LINKED_SUBJECT_FILE [LINKED_UPSTREAM]]
//   node e2e/console.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const consoleUrl = process.env.CONSOLE_URL ?? 'http://127.0.0.1:8090';
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const shots = process.env.SCREENSHOTS ?? 'docs/images';
const otherTenant = process.env.OTHER_TENANT ?? 'ci-all';
const browserPath = process.env.CHROMIUM ?? execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
const tenant = 'acme';
mkdirSync(shots, { recursive: true });

const browser = await chromium.launch({ executablePath: browserPath, headless: true, args: ['--no-sandbox'] });
const cspViolations = [];

/** A fresh browser profile (its own cookies) whose pages report any Content-Security-Policy violation. */
async function person() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { context, page };
}

/** Signs in through the authorization server's own login page, with the claims a real account would carry. */
async function signIn(page, username, claims) {
  await page.goto(`${consoleUrl}/login`);
  await page.getByRole('link', { name: 'Sign in with the authorization server' }).click();
  await page.locator('input[name=username]').fill(username);
  await page.locator('textarea[name=claims]').fill(JSON.stringify(claims));
  await page.locator('input[type=submit]').click();
  await page.waitForURL((url) => url.origin === new URL(consoleUrl).origin
    && /^\/(overview|tenants)/.test(url.pathname));
}

// axe-core, evaluated in the page through the DevTools protocol: the page's own CSP (scripts from the console only)
// stays in force, and nothing is added to the console for the test.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const checkedPages = [];

/**
 * The page against WCAG 2.1 A and AA as axe-core checks it (labels, names, contrast, structure), and by keyboard: Tab
 * from the top reaches every link, button and field that is shown, each with a visible focus ring.
 */
async function accessible(page, name) {
  await page.evaluate(axeSource);
  const { violations } = await page.evaluate(() => globalThis.axe.run(document,
    { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }));
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [], `${name}: axe-core finds no WCAG 2.1 A/AA violation`);
  const focusable = await page.locator('a[href], button, input:not([type=hidden]), select, textarea, summary')
    .evaluateAll((elements) => elements.filter((e) => e.offsetParent !== null && !e.disabled).length);
  await page.evaluate(() => { // Tab from the top of the page
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  const reached = new Set();
  for (let i = 0; i < focusable + 3 && reached.size < focusable; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return { path: [...element.parentNode.children].indexOf(element) + ':' + element.outerHTML.slice(0, 120),
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
    });
    if (focused) {
      assert.ok(focused.ring, `${name}: ${focused.path} shows where the focus is`);
      reached.add(focused.path);
    }
  }
  assert.equal(reached.size, focusable, `${name}: Tab reaches each of the ${focusable} links, buttons and fields`);
  await page.evaluate(() => document.activeElement?.blur());
  checkedPages.push(name);
}

/** A screenshot for the docs, of a page that has passed the accessibility checks. */
async function shoot(page, name) {
  await accessible(page, name);
  await page.screenshot({ path: `${shots}/console-${name}.png`, fullPage: true });
}

/** An MCP client of the TypeScript SDK holding an API key, as an agent would. */
async function agent(key) {
  const client = new Client({ name: 'e2e-console-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${gateway}/mcp`),
    { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
  return client;
}

async function eventually(check, what) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what}: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The alert shown right after a form: where the console puts the reason a change was refused or not answered. */
const besideForm = (form) => form.locator('xpath=following-sibling::*[1][@role="alert"]');

/** Sends a form through htmx (its submit button) and waits for the alert beside it to say `reason`. */
async function refused(form, button, reason, what) {
  await form.getByRole('button', { name: button }).click();
  await besideForm(form).filter({ hasText: reason }).waitFor();
  assert.equal(await form.locator('xpath=following-sibling::*[@role="alert"]').count(), 1,
    `${what}: one alert beside the form, the latest`);
}

// --- the operator ------------------------------------------------------------------------------------------------
const operator = await person();
let page = operator.page;
await page.goto(`${consoleUrl}/tenants`);
assert.equal(new URL(page.url()).pathname, '/login', 'a page without a session sends to the sign-in page');
const headers = (await page.request.get(`${consoleUrl}/login`)).headers();
const csp = headers['content-security-policy'] ?? '';
assert.match(csp, /script-src 'self'/, 'scripts only from the console itself');
assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, 'no inline script or eval allowed');
assert.match(csp, /frame-ancestors 'none'/, 'the console cannot be framed');
await shoot(page, 'login');
await signIn(page, 'operator', { scope: 'switchboard:admin', tenant_id: 'ops' });
assert.equal(new URL(page.url()).pathname, '/overview', 'an operator lands on the overview');
await page.getByRole('row', { name: /text-analysis/ }).first().waitFor();
console.log('operator signed in through the authorization server (authorization code + PKCE)');
const sessionCookie = (await operator.context.cookies()).find((cookie) => cookie.name === 'sb_console');
assert.ok(sessionCookie.httpOnly, 'the session cookie is HttpOnly');
assert.equal(sessionCookie.sameSite, 'Lax', 'the session cookie is SameSite=Lax');
assert.ok(!sessionCookie.value.includes('eyJ'), 'the session cookie does not show the access token');

// A tenant with a policy (searchRepositories denied) and a quota.
await page.goto(`${consoleUrl}/tenants`);
await page.getByLabel('Tenant id').fill(tenant);
await page.getByLabel('Display name').fill('Acme <script>alert(1)</script>');
await page.getByLabel('Denied tools, one per line').fill('searchRepositories');
await page.getByLabel('Requests per minute', { exact: true }).fill('60');
await page.getByRole('button', { name: 'Add the tenant' }).click();
await page.waitForURL(`${consoleUrl}/tenants/${tenant}`);
assert.equal(await page.getByLabel('Denied tools, one per line').inputValue(), 'searchRepositories');
assert.equal(await page.getByLabel('Requests per minute', { exact: true }).inputValue(), '60');
assert.ok((await page.content()).includes('Acme &lt;script&gt;'), 'a display name is shown as text, never as markup');
await page.getByLabel('Display name').fill('Acme Corp');
await page.getByRole('button', { name: 'Save the tenant' }).click();
await page.waitForURL(`${consoleUrl}/tenants/${tenant}`);
await page.getByRole('heading', { name: /Tenant acme Acme Corp/ }).waitFor();
console.log('tenant acme added with a deny rule and a quota, then renamed');

// A refused change: the reason beside the form that sent it, in the console's or the gateway's own words, while the
// page and what was typed stay; the form's next success clears it. htmx swaps no 4xx or 5xx answer by itself.
const policyForm = page.locator(`form[action="/tenants/${tenant}"]`);
const perMinuteField = page.getByLabel('Requests per minute', { exact: true });
await perMinuteField.fill('-5');
await refused(policyForm, 'Save the tenant', /requestsPerMinute: a whole number of 0 or more .*'-5'/,
  'a negative quota');
assert.equal(new URL(page.url()).pathname, `/tenants/${tenant}`, 'the page stays');
assert.equal(await perMinuteField.inputValue(), '-5', 'what was typed stays, to be corrected');
await shoot(page, 'form-refused');
// Loaded afresh: axe-core leaves empty style attributes behind, which htmx would copy into the next page it swaps in
// (a blocked inline style, by the CSP).
await page.reload();
await perMinuteField.fill('lots');
await refused(policyForm, 'Save the tenant', /'lots'/, 'a quota that is no number');
await perMinuteField.fill('60');
await page.getByLabel(/^Scopes a tool needs/).fill('searchRepositories tools:call');
await refused(policyForm, 'Save the tenant', /Scopes: write one rule per line .*'searchRepositories tools:call'/,
  'a scope rule without =');
const keyForm = page.locator(`form[action="/tenants/${tenant}/api-keys"]`);
await page.getByLabel('Subject (who or what uses the key)').fill('too-late');
await page.getByLabel(/^Expires at/).fill('2020-01-01T00:00:00Z');
await refused(keyForm, 'Create the key', /expiresAt is in the past \(2020-01-01T00:00:00Z\)/,
  'the gateway\'s own refusal of a key');
await page.getByLabel(/^Expires at/).fill('');
// No answer at all (the connection drops), and a 5xx that gives no reason (a proxy in front of the console): the
// person is told what to check. The browser's own network layer fails these two requests.
let answer = (route) => route.abort('connectionreset');
const saveAnswer = async (route) => (route.request().method() === 'POST' ? answer(route) : route.continue());
await page.route(`${consoleUrl}/tenants/${tenant}`, saveAnswer);
await refused(policyForm, 'Save the tenant', /No answer from the console: check the network connection/,
  'no answer');
answer = (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
await refused(policyForm, 'Save the tenant', /HTTP 502.*, with no reason given\. Try again/,
  'a 5xx without a reason');
await page.unroute(`${consoleUrl}/tenants/${tenant}`, saveAnswer);
await page.getByLabel(/^Scopes a tool needs/).fill('');
await policyForm.getByRole('button', { name: 'Save the tenant' }).click();
await besideForm(policyForm).waitFor({ state: 'detached' });
assert.equal(await page.getByRole('alert').count(), 0, 'a success clears the alert');
console.log('refused changes (a negative quota, a non-number, a scope rule without =, a key expired already, no answer, '
  + 'a 502) were each explained beside the form; the next save cleared the alert');

// An API key, shown once.
await page.getByLabel('Subject (who or what uses the key)').fill('e2e-agent');
await page.getByRole('button', { name: 'Create the key' }).click();
const keyField = page.getByRole('textbox', { name: /^API key / });
await keyField.waitFor();
const key = await keyField.inputValue();
const keyId = (await page.locator('label[for=new-key-value]').textContent()).replace('API key ', '').trim();
assert.match(key, /^sbk_/, 'the new key is shown');
await shoot(page, 'key-created');
await page.goto(`${consoleUrl}/tenants/${tenant}`);
assert.ok(!(await page.content()).includes(key), 'the key is not shown again');
await page.goto(`${consoleUrl}/tenants`);
await shoot(page, 'tenants');

// The key in use by the TypeScript SDK client: an allowed call, and a denied one.
const client = await agent(key);
const analysed = await client.callTool({ name: 'analyzeText', arguments: { text: 'Hello world. Hi!' } });
assert.ok(!analysed.isError, 'an allowed tool answers');
const tools = (await client.listTools()).tools.map((tool) => tool.name);
assert.ok(!tools.includes('searchRepositories'), 'the deny rule hides searchRepositories');
const denied = await client.callTool({ name: 'searchRepositories', arguments: { query: 'x' } }).catch((error) => error);
assert.ok(denied instanceof Error || denied.isError, 'a denied tool is refused');
await client.close();
console.log('the TypeScript SDK client called analyzeText with the key; searchRepositories was refused');
await page.goto(`${consoleUrl}/tenants/${tenant}`);
const perMinute = page.getByRole('row', { name: /^requestsPerMinute/ });
assert.equal(await perMinute.locator('td').nth(1).textContent(), '60', 'the quota is shown beside its use');
assert.ok(Number(await perMinute.locator('td').first().textContent()) >= 1, 'the calls count against the quota');
await shoot(page, 'tenant');

// The key's use in the audit trail beside the console's own changes; a filter through htmx, refused beside the form
// when its time is no time; the export of what the filter shows.
await page.goto(`${consoleUrl}/tenants/${tenant}/audit`);
await page.getByRole('cell', { name: 'apikey.used' }).first().waitFor();
await page.getByRole('cell', { name: 'admin.api-key.create' }).first().waitFor();
const filters = page.locator('form.filters');
await page.getByLabel(/^Since/).fill('yesterday');
await refused(filters, 'Filter', /Since: a time such as 2026-11-27T16:00 \(UTC\), not 'yesterday'/,
  'a filter with a time that is no time');
await page.getByLabel(/^Since/).fill('');
await page.getByLabel(/^Kind/).fill('apikey.');
await page.getByRole('button', { name: 'Filter' }).click();
await eventually(async () => {
  const kinds = await page.locator('#events tbody td:nth-child(2)').allTextContents();
  assert.ok(kinds.length > 0 && kinds.every((kind) => kind === 'apikey.used'), `kinds ${kinds}`);
}, 'the filter keeps apikey.used events only');
await besideForm(filters).waitFor({ state: 'detached' });
assert.match(page.url(), /kind=apikey\./, 'the filter is in the address, so it can be shared');
await shoot(page, 'audit');
// The export link follows the filter applied in place, without a reload.
const [download] = await Promise.all([page.waitForEvent('download'),
  page.getByRole('link', { name: 'Export as JSON lines' }).click()]);
const lines = readFileSync(await download.path(), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
assert.ok(lines.length > 0 && lines.every((event) => event.action === 'apikey.used' && event.tenant === tenant),
  `the export holds what the filter shows, not ${[...new Set(lines.map((event) => event.action))]}`);
await page.getByLabel('Subject', { exact: true }).fill('a&b c+d');
await page.getByRole('button', { name: 'Filter' }).click();
await eventually(async () => {
  const href = await page.getByRole('link', { name: 'Export as JSON lines' }).getAttribute('href');
  assert.equal(new URL(href, consoleUrl).searchParams.get('subject'), 'a&b c+d');
}, 'the export link carries the subject typed, as one value');
console.log(`audit: the calls are there; a bad time refused beside the filter; filtered by kind in place; `
  + `${lines.length} apikey.used event(s) exported as JSON lines from the filtered page`);

// CSRF: a change without the session's token, or from another origin, is refused and changes nothing.
const forged = await page.request.post(`${consoleUrl}/tenants/${tenant}/api-keys`, { form: { subject: 'forged' } });
assert.equal(forged.status(), 403, 'a form without the CSRF token is refused');
const crossSite = await page.request.post(`${consoleUrl}/tenants/${tenant}/api-keys`,
  { form: { subject: 'forged', _csrf: 'x' }, headers: { Origin: 'http://evil.example' } });
assert.equal(crossSite.status(), 403, 'a form from another origin is refused');
await page.goto(`${consoleUrl}/tenants/${tenant}`);
assert.ok(!(await page.content()).includes('forged'), 'no forged key was made');
console.log('CSRF: a form without the token and one from another origin were refused');

// The overview after those calls: this suite's gateway replica (with any other that reported to the same Redis in the
// last 30 s: CI starts other gateways beside the suite), text-analysis with a closed circuit on it, Redis answering, and
// the catalogue's latest change. It waits for reports, so it comes after the quota check above, which
// reads a rate that drains in seconds.
await eventually(async () => {
  await page.goto(`${consoleUrl}/overview`);
  assert.ok(await page.getByRole('table', { name: /^Replicas that reported/ }).locator('tbody tr').count() >= 1);
  assert.match(await page.getByRole('row', { name: /^text-analysis / }).first().textContent(), /closed/);
}, 'the overview shows the replica and its closed circuit to text-analysis');
assert.match(await page.locator('dl.record').textContent(), /reachable\s*true[\s\S]*redis_version/);
assert.match(await page.getByRole('table', { name: /^Latest changes/ }).textContent(), /analyzeText/);
await shoot(page, 'overview');
console.log('overview: the replicas, a circuit to text-analysis closed, Redis reachable, the catalogue\'s changes');

// Usage over time: the gateway adds each replica's call counts to the tenant's hourly buckets every 10 s.
await eventually(async () => {
  await page.goto(`${consoleUrl}/tenants/${tenant}/usage`);
  const row = page.getByRole('table', { name: 'Totals per tool' }).getByRole('row', { name: /^analyzeText / });
  assert.equal(await row.count(), 1, 'analyzeText is counted'); // asked at once: the next round loads the page again
  assert.match(await row.textContent(), /^analyzeText\s*[1-9]/);
}, 'the usage page counts the analyzeText calls');
assert.ok(await page.getByRole('meter').count() >= 1, 'each hour has its bar');
await shoot(page, 'usage');
const usageCsv = await page.request.get(`${consoleUrl}/tenants/${tenant}/usage/export?step=day`);
assert.equal(usageCsv.status(), 200);
assert.match(await usageCsv.text(), /^tenant,start,tool,calls,errors,cached,mean_ms\n"acme",[0-9T:-]+Z,"analyzeText",[1-9]/,
  'the CSV export has the day\'s analyzeText calls');
console.log('usage over time: the key\'s analyzeText calls are counted in this hour, and exported as CSV');

// Ending a live session in the console: its client's next call finds no session.
const live = await agent(key);
const liveSession = live.transport.sessionId;
assert.ok(liveSession, 'the SDK client holds a session');
await page.goto(`${consoleUrl}/tenants/${tenant}/sessions`);
const staleTab = await operator.context.newPage(); // a second tab, left open on the same list
await staleTab.goto(`${consoleUrl}/tenants/${tenant}/sessions`);
await page.getByRole('button', { name: `End session ${liveSession}` }).click();
await page.getByRole('button', { name: `End session ${liveSession}` }).waitFor({ state: 'detached' });
// The stale tab's End, now refused by the gateway, says so beside its button in the table.
const staleEnd = staleTab.locator(`form[action="/tenants/${tenant}/sessions/${liveSession}/end"]`);
await refused(staleEnd, `End session ${liveSession}`,
  `Not done: Tenant '${tenant}' has no live session '${liveSession}'`, 'ending a session already ended');
await staleTab.close();
const afterEnd = await live.callTool({ name: 'analyzeText', arguments: { text: 'after the end' } })
  .then(() => null, (error) => error);
assert.ok(afterEnd instanceof Error, 'a call on an ended session fails');
await live.close().catch(() => {});
console.log('a live session was ended in the console; its SDK client found it gone; a stale tab\'s End was refused beside it');

// Cancelling a task in the console: its SDK client then reads it as cancelled. slow_compute (the conformance fixtures)
// runs as a task when the client asks for one.
const tasker = await agent(key);
await tasker.listTools(); // the SDK asks for a task only for a tool it knows supports one
const started = tasker.experimental.tasks.callToolStream({ name: 'slow_compute', arguments: { seconds: 300 } });
const created = await started.next();
assert.equal(created.value.type, 'taskCreated', 'slow_compute runs as a task');
const { taskId } = created.value.task;
await started.return();
await page.goto(`${consoleUrl}/tenants/${tenant}/tasks`);
const taskRow = page.getByRole('row').filter({ hasText: taskId });
assert.match(await taskRow.textContent(), /e2e-agent[\s\S]*slow_compute[\s\S]*working/, 'the task is listed as working');
await shoot(page, 'tasks');
await page.getByRole('button', { name: `Cancel task ${taskId}` }).click();
await page.getByRole('button', { name: `Cancel task ${taskId}` }).waitFor({ state: 'detached' });
assert.match(await taskRow.textContent(), /cancelled/, 'the task is listed as cancelled');
assert.equal((await tasker.experimental.tasks.getTask(taskId)).status, 'cancelled', 'its caller reads it as cancelled');
await tasker.close();
console.log('a task was cancelled in the console; its SDK client reads it as cancelled');

// A user's linked account, left in OTHER_TENANT by e2e/linked-accounts.mjs (its subject in LINKED_SUBJECT_FILE), is
// listed without a token and removed in the console.
if (process.env.LINKED_SUBJECT_FILE) {
  const subject = readFileSync(process.env.LINKED_SUBJECT_FILE, 'utf8').trim();
  const upstream = process.env.LINKED_UPSTREAM ?? 'journal';
  await page.goto(`${consoleUrl}/tenants/${otherTenant}/links`);
  const linkRow = page.getByRole('row').filter({ hasText: subject });
  assert.match(await linkRow.textContent(), new RegExp(upstream), "the link is listed with its upstream");
  await shoot(page, 'links');
  const remove = page.getByRole('button', { name: `Remove the link of ${subject} to ${upstream}` });
  await remove.click();
  await remove.waitFor({ state: 'detached' });
  await page.reload();
  assert.equal(await page.getByRole('row').filter({ hasText: subject }).count(), 0, 'the link is gone after a reload');
  console.log(`${subject}'s linked account was removed in the console`);
}
await page.goto(`${consoleUrl}/tenants/${tenant}`);

// Revoking the key: the next call is refused.
await page.getByRole('button', { name: `Revoke key ${keyId}` }).click();
await page.getByRole('button', { name: `Revoke key ${keyId}` }).waitFor({ state: 'detached' });
await eventually(async () => {
  const refused = await agent(key).then(async (again) => {
    await again.callTool({ name: 'analyzeText', arguments: { text: 'again' } });
    await again.close();
    return false;
  }, () => true);
  assert.ok(refused, 'the revoked key still works');
}, 'the revoked key is refused');
console.log('the key was revoked in the console; the SDK client is refused');

await page.goto(`${consoleUrl}/tenants/${tenant}/sessions`);
await shoot(page, 'sessions');
await page.goto(`${consoleUrl}/tenants/${tenant}/catalogue`);
await page.getByRole('rowheader', { name: 'analyzeText' }).waitFor();
assert.equal(await page.getByRole('rowheader', { name: 'searchRepositories' }).count(), 0,
  'the catalogue is the tenant\'s: its denied tool is not there');
await shoot(page, 'catalogue');
// A bridged tool that changes its definition (the remote upstream's shifty, a rug pull) is held back; the operator
// reads the diff and accepts it, and the tool comes back. Only where the suite bridges that upstream (BRIDGED=1).
if (process.env.BRIDGED === '1') {
  await page.goto(`${consoleUrl}/tenants/${otherTenant}`);
  await page.getByLabel('Subject (who or what uses the key)').fill('e2e-reviewer');
  await page.getByRole('button', { name: 'Create the key' }).click();
  const reviewerKey = await page.getByRole('textbox', { name: /^API key / }).inputValue();
  const reviewer = await agent(reviewerKey);
  const listed = async () => (await reviewer.listTools()).tools.map((tool) => tool.name);
  await eventually(async () => assert.ok((await listed()).includes('remote_shifty')), 'remote_shifty is offered');
  await reviewer.callTool({ name: 'remote_change_shifty', arguments: {} });
  await eventually(async () => assert.ok(!(await listed()).includes('remote_shifty')), 'remote_shifty is held back');
  await page.goto(`${consoleUrl}/definitions`);
  const review = page.locator('section.review').filter({ hasText: 'shifty' });
  await review.waitFor();
  assert.match(await review.locator('.diff .removed').allTextContents().then((lines) => lines.join('\n')),
    /"description"/, 'the diff shows the pinned description as removed');
  assert.match(await review.locator('.diff .added').allTextContents().then((lines) => lines.join('\n')),
    /attacker/, 'the diff shows the offered description as added');
  await shoot(page, 'definitions');
  await review.getByRole('button', { name: /^Accept the new definition/ }).click();
  await page.getByRole('heading', { name: 'Held-back tool definitions' }).waitFor();
  await eventually(async () => assert.ok((await listed()).includes('remote_shifty')), 'the accepted tool is back');
  await reviewer.close();
  console.log('a held-back definition was read as a diff and accepted in the console; the tool is offered again');
} else {
  await page.goto(`${consoleUrl}/definitions`);
  await page.getByRole('heading', { name: 'Held-back tool definitions' }).waitFor();
  await shoot(page, 'definitions');
}

// --- a tenant admin of acme --------------------------------------------------------------------------------------
const tenantAdmin = await person();
page = tenantAdmin.page;
await signIn(page, 'acme-admin', { scope: 'switchboard:tenant-admin', tenant_id: tenant });
assert.equal(new URL(page.url()).pathname, `/tenants/${tenant}`, 'a tenant admin lands on its tenant');
assert.equal(await page.getByRole('button', { name: 'Save the tenant' }).count(), 0, 'no policy form for a tenant admin');
assert.equal((await page.goto(`${consoleUrl}/tenants/${tenant}/usage`)).status(), 200, 'a tenant admin reads its usage');
await page.goto(`${consoleUrl}/tenants/${tenant}`);
await shoot(page, 'tenant-admin');
await page.goto(`${consoleUrl}/tenants`);
const listed = await page.locator('tbody th').allTextContents();
assert.deepEqual(listed, [tenant], 'the tenant list shows its own tenant only');
for (const path of [`/tenants/${otherTenant}`, `/tenants/${otherTenant}/audit`, `/tenants/${otherTenant}/sessions`,
  `/tenants/${otherTenant}/tasks`, `/tenants/${otherTenant}/usage`, `/tenants/${otherTenant}/catalogue`, '/definitions',
  '/overview']) {
  const answer = await page.goto(`${consoleUrl}${path}`);
  assert.equal(answer.status(), 403, `${path} is refused to a tenant admin`);
}
// Its own key form, pointed at another tenant by editing the form in the page: refused by the admin API.
await page.goto(`${consoleUrl}/tenants/${tenant}`);
const [crossTenant] = await Promise.all([
  page.waitForResponse((response) => response.request().method() === 'POST'),
  page.locator(`form[action="/tenants/${tenant}/api-keys"]`).evaluate((form, other) => {
    form.setAttribute('action', `/tenants/${other}/api-keys`);
    form.elements.subject.value = 'cross-tenant';
    form.submit();
  }, otherTenant)]);
assert.equal(new URL(crossTenant.url()).pathname, `/tenants/${otherTenant}/api-keys`);
assert.equal(crossTenant.status(), 403, 'a key for another tenant is refused');
await page.getByRole('alert').filter({ hasText: otherTenant }).waitFor();
await shoot(page, 'refused');
// The policy form posted to its own tenant with its own CSRF token: the record stays the operator's.
const csrf = await page.goto(`${consoleUrl}/tenants/${tenant}`)
  .then(() => page.locator('input[name=_csrf]').first().inputValue());
const policy = await page.request.post(`${consoleUrl}/tenants/${tenant}`,
  { form: { _csrf: csrf, toolsAllow: '*', requestsPerMinute: '999999' } });
assert.equal(policy.status(), 403, 'a tenant admin cannot change its policy or quota');
const own = await page.request.post(`${consoleUrl}/tenants/${tenant}/api-keys`,
  { form: { _csrf: csrf, subject: 'own-agent', scopes: 'tools:call' } });
assert.equal(own.status(), 200, 'a tenant admin creates keys of its own tenant');
console.log(`tenant admin: sees only ${tenant}; ${otherTenant} and the suite's pages are refused, by URL and by form`);

// A tenant admin's API key signs in too, and lands on its tenant, not on the operator's pages.
await page.goto(`${consoleUrl}/tenants/${tenant}`);
await page.getByLabel('Subject (who or what uses the key)').fill('acme-admin-key');
await page.getByLabel('Scopes, separated by spaces').fill('switchboard:tenant-admin');
await page.getByRole('button', { name: 'Create the key' }).click();
const adminKeyField = page.getByRole('textbox', { name: /^API key / });
await adminKeyField.waitFor();
const adminKey = await adminKeyField.inputValue();
const keyHolder = await person();
await keyHolder.page.goto(`${consoleUrl}/login`);
await keyHolder.page.getByLabel('Bootstrap key or API key').fill(adminKey);
await keyHolder.page.getByRole('button', { name: 'Sign in with the key' }).click();
await keyHolder.page.waitForURL(`${consoleUrl}/tenants/${tenant}`);
assert.equal(await keyHolder.page.getByRole('button', { name: 'Save the tenant' }).count(), 0,
  'a tenant admin signed in by key gets no policy form');
const refusedByKey = await keyHolder.page.goto(`${consoleUrl}/tenants/${otherTenant}`);
assert.equal(refusedByKey.status(), 403, 'a tenant admin signed in by key cannot open another tenant');
console.log(`a tenant admin's API key signs in to ${tenant} only`);

// A link the gateway refuses shows the refusal as the page, as a browser without htmx would; so does a form sent after
// the sign-in ended, with the way to sign in again. The link is pointed at another tenant in the page, as if stale.
page = tenantAdmin.page;
await page.goto(`${consoleUrl}/tenants/${tenant}`);
const auditLink = page.getByRole('navigation').getByRole('link', { name: 'Audit' });
await auditLink.evaluate((link, other) => {
  link.setAttribute('href', `/tenants/${other}/audit`);
  globalThis.htmx.process(link);
}, otherTenant);
await auditLink.click();
await page.getByRole('heading', { name: 'Not done (HTTP 403)' }).waitFor();
await page.getByRole('alert').filter({ hasText: otherTenant }).waitFor();
assert.equal(new URL(page.url()).pathname, `/tenants/${otherTenant}/audit`, 'the address is the refused one');
await page.goto(`${consoleUrl}/tenants/${tenant}`);
await tenantAdmin.context.clearCookies();
await page.getByLabel('Subject (who or what uses the key)').fill('after-the-sign-in');
await page.getByRole('button', { name: 'Create the key' }).click();
await page.getByRole('heading', { name: 'Not done (HTTP 401)' }).waitFor();
await page.getByRole('link', { name: 'Sign in', exact: true }).click();
await page.waitForURL(`${consoleUrl}/login`);
console.log('a refused link showed the refusal as the page; a form sent after the sign-in ended led to the sign-in');

assert.deepEqual(cspViolations, [], 'no page broke its Content-Security-Policy');
console.log(`accessibility: axe-core (WCAG 2.1 A, AA) and the keyboard found nothing on ${checkedPages.join(', ')}`);
await browser.close();
console.log('console: all checks passed');
