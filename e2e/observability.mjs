// Telemetry of the running suite, after the clients have used it: the gateway's Prometheus metrics carry the MCP
// operation histogram for real tools in both eras, and the traces exported to the OTLP sink show one trace crossing
// processes: the gateway's `tools/call analyzeText` SERVER span, its CLIENT span, and the text service's span under it.
//   GATEWAY_METRICS=http://127.0.0.1:19080/q/metrics SINK=http://127.0.0.1:18091 node observability.mjs
import assert from 'node:assert/strict';

const metricsUrl = process.env.GATEWAY_METRICS ?? 'http://127.0.0.1:9080/q/metrics';
const sink = process.env.SINK ?? 'http://127.0.0.1:18091';

const scraped = await (await fetch(metricsUrl)).text();
const series = scraped.split('\n').filter((line) => line.startsWith('mcp_server_operation_duration_seconds_count{'));
const has = (...labels) => series.some((line) => labels.every((label) => line.includes(label)));
assert.ok(has('gen_ai_tool_name="analyzeText"', 'mcp_method_name="tools/call"', 'mcp_protocol_version="2026-07-28"'),
  'no 2026-07-28 tools/call analyzeText in mcp_server_operation_duration_seconds');
assert.ok(has('gen_ai_tool_name="analyzeText"', 'mcp_protocol_version="2025-'),
  'no session-era tools/call analyzeText in mcp_server_operation_duration_seconds');
assert.ok(/switchboard_catalog_services\{[^}]*state="live"[^}]*\} [4-9]/.test(scraped), 'fewer than 4 live services');
console.log(`observability: ${series.length} mcp.server.operation.duration series`);

// Spans are exported in batches (every 5 s by default): wait for a full cross-process trace.
const deadline = Date.now() + 30_000;
let found;
while (!found && Date.now() < deadline) {
  const spans = await (await fetch(`${sink}/spans`)).json();
  for (const server of spans.filter((s) => s.service === 'gateway' && s.name === 'tools/call analyzeText'
      && s.kind === 'SERVER')) {
    const client = spans.find((s) => s.kind === 'CLIENT' && s.parentSpanId === server.spanId);
    const service = client && spans.find((s) => s.service === 'text-analysis-service' && s.parentSpanId === client.spanId);
    if (service) found = { server, client, service };
  }
  if (!found) await new Promise((resolve) => setTimeout(resolve, 500));
}
assert.ok(found, 'no trace with the gateway SERVER span, its CLIENT span and a text-analysis span under it');
assert.equal(found.server.attributes['mcp.method.name'], 'tools/call');
assert.equal(found.server.attributes['gen_ai.tool.name'], 'analyzeText');
assert.equal(found.server.attributes['gen_ai.operation.name'], 'execute_tool');
assert.equal(found.service.traceId, found.server.traceId);
console.log(`observability: trace ${found.server.traceId}: gateway "${found.server.name}" -> ${found.client.name}`
  + ` -> text-analysis-service "${found.service.name}"`);
