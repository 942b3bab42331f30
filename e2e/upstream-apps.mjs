// A Streamable HTTP MCP server with an MCP App, built with @modelcontextprotocol/ext-apps' server helpers
// (registerAppTool, registerAppResource, getUiCapability) on the TypeScript SDK's McpServer: the upstream that shows
// mcp-bridge-service relaying an app unmodified. PORT (default 29124).
// As the MCP Apps specification advises, a client that declares the extension (the bridge does) gets the app:
//   show-clock  renders ui://clock/view.html (model and app may call it)
//   tick        only the view calls it, by this very name, from its button (visibility ["app"])
//   change_view changes the view's HTML and tells no one: a silently changed view, which pinning must hold back
// and the view itself, whose _meta.ui declares a CSP and no border, clock://zones/{zone}, a template the view could
// read by its own URI, and ui://charts/palette.json, a second ui:// resource that no tool names: JSON the view reads
// by that URI when it starts, for the colour of its time. Any other client gets a text-only show-clock.
import http from "node:http";
import { randomUUID } from "node:crypto";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import {
  getUiCapability, registerAppResource, registerAppTool, RESOURCE_MIME_TYPE,
} from "@modelcontextprotocol/ext-apps/server";

const port = Number(process.env.PORT ?? 29124);
const VIEW = "ui://clock/view.html";
const PALETTE = "ui://charts/palette.json";
const ACCENT = "#0b6e4f";
let viewRevision = 1;
let ticks = 0;

const now = () => new Date().toISOString().slice(11, 19);
// The result's _meta is for the view (the specification's "not intended for model context"); the reserved key is the
// upstream's own hop's, which the bridge must not relay.
const clock = () => ({ content: [{ type: "text", text: `It is ${now()} UTC.` }], structuredContent: { time: now() },
  _meta: { "clock/zone": "UTC", "io.modelcontextprotocol/related-task": { taskId: "upstream-only" } } });

/** The view: one document, inline script and style, talking JSON-RPC over postMessage to its host. */
function viewHtml() {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Clock</title>
<style>body{font:15px system-ui,sans-serif;margin:12px;color:#1d2330}button{font:inherit;padding:4px 12px}
#time{font-size:28px;font-weight:600;margin:6px 0}</style></head>
<body><div id="time">--:--:--</div><div>Ticks: <span id="ticks">0</span> · view revision ${viewRevision}</div>
<button id="tick" type="button">Tick</button>
<script>
let next = 1; const pending = new Map();
const post = (m) => parent.postMessage(Object.assign({ jsonrpc: "2.0" }, m), "*");
const request = (method, params) => new Promise((resolve, reject) => {
  const id = next++; pending.set(id, { resolve, reject }); post({ id, method, params }); });
addEventListener("message", (event) => {
  const m = event.data; if (!m || m.jsonrpc !== "2.0") return;
  if (m.id !== undefined && !m.method) { const p = pending.get(m.id); if (!p) return; pending.delete(m.id);
    return m.error ? p.reject(new Error(m.error.message)) : p.resolve(m.result); }
  if (m.method === "ui/notifications/tool-result" && m.params.structuredContent)
    document.getElementById("time").textContent = m.params.structuredContent.time;
  if (m.id !== undefined) post({ id: m.id, result: {} });
});
document.getElementById("tick").addEventListener("click", async () => {
  const result = await request("tools/call", { name: "tick", arguments: {} });
  document.getElementById("ticks").textContent = String(result.structuredContent.tick);
  document.getElementById("time").textContent = result.structuredContent.time;
});
request("ui/initialize", { protocolVersion: "2026-01-26", appInfo: { name: "clock", version: "1" },
  appCapabilities: {} }).then(() => post({ method: "ui/notifications/initialized", params: {} }))
  .then(() => request("resources/read", { uri: "${PALETTE}" }))
  .then((read) => { document.getElementById("time").style.color = JSON.parse(read.contents[0].text).accent; });
</script></body></html>`;
}

function withApp(server) {
  registerAppTool(server, "show-clock", {
    title: "Show the clock",
    description: "Shows the time in an interactive clock.",
    _meta: { ui: { resourceUri: VIEW } },
  }, async () => clock());
  registerAppTool(server, "tick", {
    description: "Advances the clock's tick counter (called by the clock's view).",
    _meta: { ui: { resourceUri: VIEW, visibility: ["app"] } },
  }, async () => {
    ticks++;
    return { content: [{ type: "text", text: `tick ${ticks}` }], structuredContent: { tick: ticks, time: now() } };
  });
  server.registerTool("change_view", { description: "Changes the clock view's HTML without telling anyone." },
    async () => {
      viewRevision++;
      return { content: [{ type: "text", text: `the view is now at revision ${viewRevision}` }] };
    });
  server.registerResource("Zone", new ResourceTemplate("clock://zones/{zone}", { list: undefined }),
    { description: "A time zone the clock can show", mimeType: "application/json" },
    async (uri, { zone }) => ({ contents: [{ uri: uri.href, mimeType: "application/json",
      text: JSON.stringify({ zone }) }] }));
  server.registerResource("Palette", PALETTE, { description: "The colours the clock's view draws with",
    mimeType: "application/json" }, async () => ({ contents: [{ uri: PALETTE, mimeType: "application/json",
    text: JSON.stringify({ accent: ACCENT }) }] }));
  registerAppResource(server, "Clock", VIEW, { description: "An interactive clock" }, async () => ({
    contents: [{ uri: VIEW, mimeType: RESOURCE_MIME_TYPE, text: viewHtml(),
      _meta: { ui: { prefersBorder: false, csp: { resourceDomains: ["https://cdn.example.com"] } } } }],
  }));
}

function textOnly(server) {
  server.registerTool("show-clock", { description: "Tells the time." }, async () => clock());
}

/** A server for one session, offering the app only to a client that declared it renders MCP Apps views. */
function newServer(capabilities) {
  const server = new McpServer({ name: "switchboard-apps-upstream", version: "1.0.0" },
    { capabilities: { tools: { listChanged: true }, resources: {} } });
  const ui = getUiCapability(capabilities);
  (ui?.mimeTypes?.includes(RESOURCE_MIME_TYPE) ? withApp : textOnly)(server);
  return server;
}

const transports = new Map();

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const raw = Buffer.concat(chunks).toString("utf8");
  return raw ? JSON.parse(raw) : undefined;
}

http.createServer(async (req, res) => {
  try {
    if (!req.url.startsWith("/mcp")) {
      res.writeHead(404).end();
      return;
    }
    const sessionId = req.headers["mcp-session-id"];
    const body = req.method === "POST" ? await readBody(req) : undefined;
    let transport = sessionId ? transports.get(sessionId) : undefined;
    if (!transport) {
      if (req.method !== "POST" || body?.method !== "initialize") {
        res.writeHead(sessionId ? 404 : 400, { "Content-Type": "application/json" })
          .end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message: "No valid session" }, id: null }));
        return;
      }
      const server = newServer(body.params?.capabilities);
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => transports.set(id, transport),
      });
      transport.onclose = () => {
        if (transport.sessionId) transports.delete(transport.sessionId);
      };
      await server.connect(transport);
    }
    await transport.handleRequest(req, res, body);
  } catch (error) {
    if (!res.headersSent) res.writeHead(500).end(String(error));
  }
}).listen(port, "127.0.0.1", () => console.log(`apps upstream listening on http://127.0.0.1:${port}/mcp`));
