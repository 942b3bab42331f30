// A client that can send no header of its own (the conformance suite's server mode has no such option) reaches a
// gateway that requires credentials through this proxy: every request is forwarded as it came, bodies and SSE
// streams piped both ways, with `Authorization: Bearer $API_KEY` added. Host and Origin pass unchanged, so the
// gateway's DNS-rebinding checks still see what the client sent.
//   PORT=18090 TARGET=http://127.0.0.1:18080 API_KEY=sbk_… node auth-proxy.mjs
import http from 'node:http';

const port = Number(process.env.PORT ?? 18090);
const target = new URL(process.env.TARGET ?? 'http://127.0.0.1:8080');
const apiKey = process.env.API_KEY;
if (!apiKey) {
  console.error('auth-proxy: API_KEY is required');
  process.exit(2);
}

const agent = new http.Agent({ keepAlive: true });
http.createServer((request, response) => {
  const upstream = http.request({
    agent, host: target.hostname, port: target.port, method: request.method, path: request.url,
    headers: { ...request.headers, authorization: `Bearer ${apiKey}` },
  }, (answer) => {
    response.writeHead(answer.statusCode, answer.statusMessage, answer.headers);
    response.flushHeaders();
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
    response.end(`auth-proxy: ${error.message}`);
  });
  // A client that gives up (closes an SSE stream) closes the upstream request too, as it would without the proxy.
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}).listen(port, '127.0.0.1', () => console.log(`auth-proxy: 127.0.0.1:${port} -> ${target.origin} with an API key`));
