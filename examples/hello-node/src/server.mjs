// hello-node: a Switchboard tool service in plain Node. It serves the internal REST API (tool-service.yaml), accepts
// only the gateway's internal tokens and registers itself in Redis (docs/tool-service-contract.md).
import { createServer } from 'node:http';
import { trustedKeys, verifyCaller } from './auth.mjs';
import { manifestRevision } from './canonical.mjs';
import * as countTo from './count-tool.mjs';
import { startHeartbeat } from './registry.mjs';

const env = process.env;
const service = env.SWITCHBOARD_SERVICE_NAME ?? 'hello-node';
const host = env.BIND_HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8092);
const managementPort = Number(env.MANAGEMENT_PORT ?? 9092);
const baseUrl = env.SWITCHBOARD_SERVICE_BASE_URL ?? `http://${host}:${port}`;
const MAX_BODY_BYTES = 16 * 1024 * 1024;
const SHUTDOWN_DELAY_MS = 1000;
const DRAIN_MS = 25000;

const manifest = { service, version: '1.0.0', tools: [countTo.descriptor] };
const revision = manifestRevision(manifest);
const auth = {
  keys: trustedKeys(env.SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS),
  issuer: env.SWITCHBOARD_INTERNAL_AUTH_ISSUER ?? 'switchboard-gateway',
  audience: service,
};
const log = (message) => console.log(`hello-node: ${message}`);
const heartbeat = startHeartbeat({
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379', manifest, baseUrl,
  registrationKey: env.SWITCHBOARD_SERVICE_REGISTRATION_KEY, heartbeatMs: Number(env.HEARTBEAT_MS ?? 5000), log,
});

/** A refusal or failure: `code` is the JSON-RPC code the gateway hands on to the client. */
class ContractError extends Error {
  constructor(status, code, message, data) {
    super(message);
    Object.assign(this, { status, code, data });
  }

  get body() {
    return { code: this.code, message: this.message, ...(this.data ? { data: this.data } : {}) };
  }
}

function sendJson(response, status, body, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new ContractError(413, -32602, `the request body is larger than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new Error('not an object');
    }
    return body;
  } catch (error) {
    if (error instanceof ContractError) {
      throw error;
    }
    throw new ContractError(400, -32602, 'the request body is not a JSON object');
  }
}

/**
 * What a call for something this instance lacks gets under the caller's revision: 421 with the same code when it
 * names another release (the gateway retries elsewhere during a rolling update), the 404 otherwise.
 */
function misdirectedOr(expected, notFound) {
  if (expected && expected !== revision) {
    return new ContractError(421, notFound.code, `this instance runs revision ${revision}, not ${expected}`,
      { service, revision, expectedRevision: expected });
  }
  return notFound;
}

function unknown(kind, name, expected) {
  return misdirectedOr(expected, new ContractError(404, -32602, `unknown ${kind}: ${name}`));
}

/**
 * The events and the answer of one call. The answer stays JSON until an event must go out first; with only
 * text/event-stream accepted, the result is a stream too. A refusal before the first event keeps its HTTP status.
 */
function replier(request, response) {
  const accept = request.headers.accept ?? '';
  const streamOnly = accept.includes('text/event-stream') && !accept.includes('application/json')
    && !accept.includes('*/*');
  const streams = accept.includes('text/event-stream');
  let streaming = false;
  const open = () => {
    if (!streaming) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      streaming = true;
    }
  };
  const event = (name, data) => {
    open();
    response.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    streams,
    event,
    answer(status, body, headers) {
      if (streaming || (status === 200 && streamOnly)) {
        event(status === 200 ? 'result' : 'error', body);
        response.end();
      } else {
        sendJson(response, status, body, headers);
      }
    },
  };
}

async function callTool(name, request, body, reply) {
  if (name !== countTo.NAME) {
    throw unknown('tool', name, request.headers['switchboard-manifest-revision']);
  }
  const args = body.arguments ?? {};
  if (typeof args !== 'object' || Array.isArray(args)) {
    throw new ContractError(400, -32602, 'arguments must be an object');
  }
  const checkedHere = body.context.argumentsChecked === true
    && request.headers['switchboard-manifest-revision'] === revision;
  const invalid = checkedHere ? null : countTo.invalidArguments(args);
  if (invalid) {
    throw new ContractError(400, -32602, `invalid arguments for ${name}: ${invalid.violations[0].message}`, invalid);
  }
  const wantsProgress = body.context.progress === true && reply.streams;
  let closed = false;
  request.socket.once('close', () => {
    closed = true;
  });
  const result = await countTo.call(args, {
    progress: (progress, total, message) => wantsProgress && !closed && reply.event('progress', { progress, total, message }),
    cancelled: () => closed,
  });
  if (result) {
    reply.answer(200, result);
  }
}

async function internal(request, response, path) {
  const verified = await verifyCaller(request.headers.authorization, auth);
  if (!verified.caller) {
    sendJson(response, 401, { code: -32602, message: `unauthorized: ${verified.why}` },
      { 'www-authenticate': 'Bearer realm="switchboard-internal"' });
    request.resume();
    return;
  }
  const body = await readBody(request);
  const context = body.context;
  const { tenant, subject } = verified.caller;
  if (typeof context !== 'object' || context === null || tenant === undefined
      || context.tenant !== tenant || context.subject !== subject) {
    throw new ContractError(403, -32602,
      `the body names tenant ${context?.tenant} and subject ${context?.subject}; the token ${tenant} and ${subject}`);
  }
  const reply = replier(request, response);
  const expected = request.headers['switchboard-manifest-revision'];
  try {
    const tool = /^\/internal\/v1\/tools\/([^/]+)$/.exec(path);
    const prompt = /^\/internal\/v1\/prompts\/([^/]+)$/.exec(path);
    if (tool) {
      await callTool(decodeURIComponent(tool[1]), request, body, reply);
    } else if (prompt) {
      throw unknown('prompt', decodeURIComponent(prompt[1]), expected);
    } else if (path === '/internal/v1/resources/read') {
      throw misdirectedOr(expected,
        new ContractError(404, -32002, `resource not found: ${body.uri}`, { uri: String(body.uri) }));
    } else if (path === '/internal/v1/resources/list') {
      reply.answer(200, { resources: [] });
    } else if (path === '/internal/v1/completions') {
      throw misdirectedOr(expected, new ContractError(404, -32602, 'this service offers no completions'));
    } else {
      throw new ContractError(404, -32602, `no such route: ${path}`);
    }
  } catch (error) {
    const refusal = error instanceof ContractError ? error : crashed(error);
    reply.answer(refusal.status, refusal.body);
  }
}

function crashed(error) {
  log(`a call failed: ${error.stack ?? error}`);
  return new ContractError(500, -32603, 'the tool failed; see the hello-node log');
}

let draining = false;
const inFlight = new Set();
const server = createServer(async (request, response) => {
  if (draining) {
    sendJson(response, 503, { code: -32603, message: 'shutting down' });
    return;
  }
  inFlight.add(response);
  response.once('close', () => inFlight.delete(response));
  const path = new URL(request.url, 'http://service').pathname;
  try {
    if (request.method === 'GET' && path === '/internal/v1/manifest') {
      sendJson(response, 200, manifest, { 'switchboard-manifest-revision': revision });
    } else if (request.method === 'POST' && path.startsWith('/internal/v1/')) {
      await internal(request, response, path);
    } else {
      sendJson(response, 404, { code: -32602, message: `no such route: ${request.method} ${path}` });
    }
  } catch (error) {
    const refusal = error instanceof ContractError ? error : crashed(error);
    if (!response.headersSent) {
      sendJson(response, refusal.status, refusal.body);
    } else {
      response.end();
    }
  }
});

// MicroProfile Health's shape, on the management port: ready means registered.
const health = createServer((request, response) => {
  const path = new URL(request.url, 'http://service').pathname;
  const registry = heartbeat.state();
  const checks = {
    '/q/health/live': [{ name: 'alive', status: 'UP' }],
    '/q/health/started': [{ name: 'started', status: 'UP' }],
    '/q/health/ready': [{ name: 'registry', status: registry.state === 'REGISTERED' && !draining ? 'UP' : 'DOWN', data: registry }],
  }[path];
  if (!checks) {
    sendJson(response, 404, { code: -32602, message: `no such route: ${path}` });
    return;
  }
  const status = checks.every((check) => check.status === 'UP') ? 'UP' : 'DOWN';
  sendJson(response, status === 'UP' ? 200 : 503, { status, checks });
});

// Idle connections stay open longer than the gateway keeps them for reuse (60 s). Node's default of 5 s closes a
// connection the gateway may be sending its next call on at that very moment, and that call fails.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, host, () => log(`serving ${service} (revision ${revision}) on ${baseUrl}`));
health.listen(managementPort, host, () => log(`health on http://${host}:${managementPort}/q/health`));

// SIGTERM: leave the registry, keep answering for a moment (gateways are re-reading it), then refuse new calls while
// those in flight finish.
process.once('SIGTERM', async () => {
  log('stopping');
  await heartbeat.withdraw().catch((error) => log(`withdraw: ${error.message}`));
  await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DELAY_MS));
  draining = true;
  const deadline = Date.now() + DRAIN_MS;
  while (inFlight.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.close();
  health.close();
  process.exit(0);
});
