// The pages of a minimal MCP Apps web host (ext-apps specification 2026-01-26), served by apps-host.mjs:
// - host.html, on one origin: renders a view through a sandbox proxy on another origin, answers ui/initialize with
//   host capabilities and context, sends the tool's input and result after ui/notifications/initialized, hands the
//   view's tools/call and resources/read to the MCP client (window.mcpRequest, bound by the test to the official SDK
//   client connected to the gateway), follows ui/notifications/size-changed, and records every message in
//   window.hostLog;
// - sandbox.html, on the other origin: on ui/notifications/sandbox-resource-ready it loads the view's HTML into an
//   inner iframe under the Content Security Policy the view declared (the restrictive default when it declared none)
//   and relays every other message both ways; CSP violations inside the view are reported to the host.

/** The CSP a host builds from a view's _meta.ui.csp, as the specification's "CSP Construction from Metadata" says. */
export function contentSecurityPolicy(csp) {
  const list = (domains) => (domains ?? []).join(' ');
  if (!csp) {
    return "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
      + "img-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; object-src 'none'; "
      + "base-uri 'self'";
  }
  const resources = list(csp.resourceDomains);
  return [
    "default-src 'none'",
    `script-src 'self' 'unsafe-inline' ${resources}`,
    `style-src 'self' 'unsafe-inline' ${resources}`,
    `connect-src 'self' ${list(csp.connectDomains)}`,
    `img-src 'self' data: ${resources}`,
    `font-src 'self' ${resources}`,
    `media-src 'self' data: ${resources}`,
    `frame-src ${list(csp.frameDomains) || "'none'"}`,
    "object-src 'none'",
    `base-uri ${list(csp.baseUriDomains) || "'self'"}`,
  ].map((directive) => directive.trim()).join('; ');
}

export const SANDBOX_HTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%}</style>
</head><body><script>
let inner = null;
const toHost = (message) => parent.postMessage(message, "*");
addEventListener("message", (event) => {
  const message = event.data;
  if (!message || message.jsonrpc !== "2.0") return;
  if (event.source === parent) {
    if (message.method === "ui/notifications/sandbox-resource-ready") {
      const { html, csp } = message.params;
      inner = document.createElement("iframe");
      inner.setAttribute("sandbox", "allow-scripts allow-same-origin");
      const policy = '<meta http-equiv="Content-Security-Policy" content="' + csp.replace(/"/g, "&quot;") + '">';
      inner.srcdoc = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + policy) : policy + html;
      inner.addEventListener("load", () => inner.contentDocument.addEventListener("securitypolicyviolation",
        (violation) => toHost({ jsonrpc: "2.0", method: "ui/notifications/sandbox-csp-violation",
          params: { directive: violation.effectiveDirective, blocked: violation.blockedURI } })));
      document.body.append(inner);
    } else if (!String(message.method || "").startsWith("ui/notifications/sandbox-") && inner) {
      inner.contentWindow.postMessage(message, "*");
    }
  } else if (inner && event.source === inner.contentWindow) {
    toHost(message);
  }
});
toHost({ jsonrpc: "2.0", method: "ui/notifications/sandbox-proxy-ready", params: {} });
</script></body></html>`;

export const HOST_HTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Switchboard · MCP Apps host</title>
<style>
  body { margin: 0; padding: 18px 22px; background: #eef0f4; font: 14px system-ui, sans-serif; color: #1d2330; }
  .chat { max-width: 900px; }
  .bubble { background: #fff; border-radius: 12px; padding: 10px 14px; margin-bottom: 10px; box-shadow: 0 1px 2px #0002; }
  .who { font-size: 12px; color: #5b6475; margin-bottom: 4px; }
  .call { font: 12px ui-monospace, monospace; color: #5b6475; }
  iframe { display: block; width: 100%; height: 320px; border: 0; background: #fff; }
  .framed iframe { border: 1px solid #d5d9e0; border-radius: 10px; }
</style></head>
<body><div class="chat">
  <div class="bubble"><div class="who">User</div><div id="prompt"></div></div>
  <div class="bubble"><div class="who">Assistant</div><div class="call" id="call"></div>
    <div id="slot" style="margin-top:8px"></div></div>
</div>
<script>
window.hostLog = [];
window.renderView = ({ sandboxUrl, html, csp, prefersBorder, tool, args, result, prompt }) => {
  document.getElementById("prompt").textContent = prompt;
  document.getElementById("call").textContent = "called " + tool.name + " " + JSON.stringify(args);
  const slot = document.getElementById("slot");
  slot.className = prefersBorder ? "framed" : "";
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts allow-same-origin");
  frame.src = sandboxUrl;
  slot.append(frame);
  let initialized = false;
  const send = (message) => frame.contentWindow.postMessage({ jsonrpc: "2.0", ...message }, "*");
  const answer = (id, promise) => promise.then((value) => send({ id, result: value }),
    (error) => send({ id, error: { code: -32603, message: String(error && error.message || error) } }));
  window.addEventListener("message", (event) => {
    if (event.source !== frame.contentWindow) return;
    const message = event.data;
    if (!message || message.jsonrpc !== "2.0") return;
    window.hostLog.push(message);
    switch (message.method) {
      case "ui/notifications/sandbox-proxy-ready":
        send({ method: "ui/notifications/sandbox-resource-ready", params: { html, csp } });
        break;
      case "ui/initialize":
        send({ id: message.id, result: {
          protocolVersion: "2026-01-26",
          hostInfo: { name: "switchboard-e2e-host", version: "1.0.0" },
          hostCapabilities: { serverTools: {}, serverResources: {}, logging: {} },
          hostContext: { toolInfo: { tool }, theme: "light", displayMode: "inline",
            availableDisplayModes: ["inline"], containerDimensions: { maxHeight: 900 }, locale: "en-US",
            platform: "web", userAgent: "switchboard-e2e-host" } } });
        break;
      case "ui/notifications/initialized":
        if (initialized) break;
        initialized = true;
        send({ method: "ui/notifications/tool-input", params: { arguments: args } });
        send({ method: "ui/notifications/tool-result", params: result });
        break;
      case "ui/notifications/size-changed":
        if (message.params && message.params.height) frame.style.height = Math.ceil(message.params.height) + "px";
        break;
      case "tools/call":
      case "resources/read":
        answer(message.id, window.mcpRequest(message.method, message.params));
        break;
      case "ui/request-display-mode":
        send({ id: message.id, result: { mode: "inline" } });
        break;
      default:
        if (message.id !== undefined && message.method) send({ id: message.id, result: {} });
    }
  });
};
</script></body></html>`;
