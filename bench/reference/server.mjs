// The reference MCP servers bench/SideBySide.java measures the suite against, built on the official TypeScript SDK
// as its documentation shows, serving the same two tools the suite is measured on:
//   test_simple_text  the conformance suite's trivial tool (a fixed text);
//   analyzeText       word and sentence statistics and the most frequent words, stop words removed (Intl.Segmenter,
//                     the platform's Unicode segmentation: the suite's service does more, with ICU, language
//                     identification, per-language stop lists and stemming).
// ERA=session: SDK v1 (@modelcontextprotocol/sdk), stateful Streamable HTTP, a transport per Mcp-Session-Id.
// ERA=modern:  SDK v2 (@modelcontextprotocol/server), createMcpHandler serving 2026-07-28 per request.
//   ERA=session|modern PORT=9401 node bench/reference/server.mjs
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';

const ERA = process.env.ERA ?? 'modern';
const PORT = Number(process.env.PORT ?? 9401);
const SIMPLE_TEXT = 'This is a simple text response for testing.';
const STOP_WORDS = new Set(('a about above after again against all am an and any are as at be because been before being '
  + 'below between both but by can did do does doing down during each few for from further had has have having he her '
  + 'here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of '
  + 'off on once only or other our ours ourselves out over own same she should so some such than that the their theirs '
  + 'them themselves then there these they this those through to too under until up very was we were what when where '
  + 'which while who whom why will with you your yours yourself yourselves').split(' '));
const words = new Intl.Segmenter('en', { granularity: 'word' });
const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

function analyze(text, topN = 10) {
  const counts = new Map();
  let wordCount = 0;
  let letters = 0;
  let content = 0;
  for (const segment of words.segment(text)) {
    if (!segment.isWordLike) continue;
    const word = segment.segment.toLocaleLowerCase();
    wordCount++;
    letters += word.length;
    if (STOP_WORDS.has(word)) continue;
    content++;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let sentenceCount = 0;
  for (const segment of sentences.segment(text)) if (segment.segment.trim()) sentenceCount++;
  const topWords = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, topN)
    .map(([word, count]) => ({ word, count }));
  return {
    statistics: {
      sentenceCount, wordCount, characterCount: text.length, uniqueWordCount: counts.size,
      averageWordLength: wordCount ? Math.round((letters / wordCount) * 10) / 10 : 0,
      averageSentenceLength: sentenceCount ? Math.round((wordCount / sentenceCount) * 10) / 10 : 0,
      lexicalDensity: wordCount ? Math.round((content / wordCount) * 1000) / 1000 : 0,
    },
    topWords,
  };
}

const analyzeInput = { text: z.string().min(1), topN: z.number().int().min(1).max(100).optional() };

function register(server) {
  server.registerTool('test_simple_text', { description: 'Returns a fixed text' },
    async () => ({ content: [{ type: 'text', text: SIMPLE_TEXT }] }));
  server.registerTool('analyzeText', { description: 'Word and sentence statistics', inputSchema: analyzeInput },
    async ({ text, topN }) => {
      const result = analyze(text, topN);
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
    });
  return server;
}

async function body(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function sessionEra() {
  const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
  const { isInitializeRequest } = await import('@modelcontextprotocol/sdk/types.js');
  const transports = new Map();
  return async (req, res) => {
    const sessionId = req.headers['mcp-session-id'];
    const parsed = req.method === 'POST' ? JSON.parse((await body(req)).toString('utf8')) : undefined;
    let transport = sessionId ? transports.get(sessionId) : undefined;
    if (!transport && req.method === 'POST' && isInitializeRequest(parsed)) {
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => transports.set(id, transport),
      });
      transport.onclose = () => transport.sessionId && transports.delete(transport.sessionId);
      await register(new McpServer({ name: 'reference-v1', version: '1.0.0' })).connect(transport);
    }
    if (!transport) {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({
        jsonrpc: '2.0', id: null, error: { code: -32000, message: 'No valid session' } }));
      return;
    }
    await transport.handleRequest(req, res, parsed);
  };
}

async function modernEra() {
  const { McpServer, createMcpHandler } = await import('@modelcontextprotocol/server');
  const handler = createMcpHandler(() => register(new McpServer({ name: 'reference-v2', version: '2.0.0' })));
  return async (req, res) => {
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method, headers: req.headers, body: req.method === 'POST' ? await body(req) : undefined,
    });
    const response = await handler.fetch(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) {
      for await (const chunk of response.body) res.write(chunk);
    }
    res.end();
  };
}

const handle = ERA === 'session' ? await sessionEra() : await modernEra();
http.createServer((req, res) => handle(req, res).catch((error) => {
  console.error(error);
  if (!res.headersSent) res.writeHead(500);
  res.end();
})).listen(PORT, '127.0.0.1', () => console.log(`reference ${ERA} server on http://127.0.0.1:${PORT}/mcp`));
