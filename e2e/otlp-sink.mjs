// A minimal OpenTelemetry collector for CI: accepts OTLP/HTTP protobuf trace exports (POST /v1/traces, gzip or not),
// decodes the few fields the checks need with a protobuf wire reader (no schema compiler, no dependency) and serves
// what it received as JSON at GET /spans: [{service, traceId, spanId, parentSpanId, name, kind, attributes}].
//   PORT=18091 node otlp-sink.mjs
import http from 'node:http';
import zlib from 'node:zlib';

const port = Number(process.env.PORT ?? 18091);
const spans = [];

// Protobuf wire format: a message is a run of (field number, wire type, value).
function* fields(buffer) {
  let offset = 0;
  const varint = () => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = buffer[offset++];
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
    }
  };
  while (offset < buffer.length) {
    const key = Number(varint());
    const number = key >>> 3;
    const type = key & 7;
    if (type === 0) yield [number, varint()];
    else if (type === 1) { yield [number, buffer.subarray(offset, offset + 8)]; offset += 8; }
    else if (type === 2) {
      const length = Number(varint());
      yield [number, buffer.subarray(offset, offset + length)];
      offset += length;
    } else if (type === 5) { yield [number, buffer.subarray(offset, offset + 4)]; offset += 4; }
    else throw new Error(`unsupported wire type ${type}`);
  }
}

const text = (bytes) => Buffer.from(bytes).toString('utf8');
const hex = (bytes) => Buffer.from(bytes).toString('hex');

// KeyValue { key = 1; AnyValue value = 2 }, AnyValue { string_value = 1; bool_value = 2; int_value = 3; ... }
function attributes(list) {
  const out = {};
  for (const bytes of list) {
    let key;
    let value;
    for (const [number, field] of fields(bytes)) {
      if (number === 1) key = text(field);
      if (number === 2) {
        for (const [kind, inner] of fields(field)) {
          value = kind === 1 ? text(inner) : kind === 3 ? Number(inner) : kind === 2 ? inner !== 0n : value;
        }
      }
    }
    out[key] = value;
  }
  return out;
}

// ExportTraceServiceRequest { ResourceSpans resource_spans = 1 }; ResourceSpans { Resource resource = 1;
// ScopeSpans scope_spans = 2 }; Resource { KeyValue attributes = 1 }; ScopeSpans { Span spans = 2 };
// Span { trace_id = 1; span_id = 2; parent_span_id = 4; name = 5; kind = 6; attributes = 9 }
function decode(request) {
  for (const [number, resourceSpans] of fields(request)) {
    if (number !== 1) continue;
    let service;
    const scopes = [];
    for (const [part, value] of fields(resourceSpans)) {
      if (part === 1) {
        const attrs = [];
        for (const [n, kv] of fields(value)) if (n === 1) attrs.push(kv);
        service = attributes(attrs)['service.name'];
      }
      if (part === 2) scopes.push(value);
    }
    for (const scope of scopes) {
      for (const [part, spanBytes] of fields(scope)) {
        if (part !== 2) continue;
        const span = { service, parentSpanId: '', attributes: {} };
        const attrs = [];
        for (const [n, value] of fields(spanBytes)) {
          if (n === 1) span.traceId = hex(value);
          if (n === 2) span.spanId = hex(value);
          if (n === 4) span.parentSpanId = hex(value);
          if (n === 5) span.name = text(value);
          if (n === 6) span.kind = ['UNSPECIFIED', 'INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER'][Number(value)];
          if (n === 9) attrs.push(value);
        }
        span.attributes = attributes(attrs);
        spans.push(span);
      }
    }
  }
}

http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/spans') {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(spans));
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    try {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      if (request.url === '/v1/traces') decode(body);
      response.writeHead(200, { 'Content-Type': 'application/x-protobuf' });
      response.end();
    } catch (error) {
      console.error(`otlp-sink: ${error.message}`);
      response.writeHead(400);
      response.end();
    }
  });
}).listen(port, '127.0.0.1', () => console.log(`otlp-sink: listening on ${port}`));
