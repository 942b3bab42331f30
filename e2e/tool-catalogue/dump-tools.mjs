// Starts each MCP server of package.json over stdio with the official TypeScript SDK client, asks for tools/list,
// and writes every tool definition (server, name, title, description, inputSchema) as one JSON array to the file
// named by the first argument (default: tools.json). Credentials are dummies: the servers list their tools without
// calling their APIs. A server that fails to start or list is reported on stderr and makes the exit code 1.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const here = dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "tool-catalogue-"));
const bin = (pkg, path) => join(here, "node_modules", pkg, path);

const servers = [
  ["everything", bin("@modelcontextprotocol/server-everything", "dist/index.js"), ["stdio"], {}],
  ["filesystem", bin("@modelcontextprotocol/server-filesystem", "dist/index.js"), [scratch], {}],
  ["memory", bin("@modelcontextprotocol/server-memory", "dist/index.js"), [], { MEMORY_FILE_PATH: join(scratch, "memory.json") }],
  ["github", bin("@modelcontextprotocol/server-github", "dist/index.js"), [], { GITHUB_PERSONAL_ACCESS_TOKEN: "dummy" }],
  ["gitlab", bin("@modelcontextprotocol/server-gitlab", "dist/index.js"), [], { GITLAB_PERSONAL_ACCESS_TOKEN: "dummy" }],
  ["slack", bin("@modelcontextprotocol/server-slack", "dist/index.js"), [], { SLACK_BOT_TOKEN: "dummy", SLACK_TEAM_ID: "T0" }],
  ["google-maps", bin("@modelcontextprotocol/server-google-maps", "dist/index.js"), [], { GOOGLE_MAPS_API_KEY: "dummy" }],
  ["brave-search", bin("@modelcontextprotocol/server-brave-search", "dist/index.js"), [], { BRAVE_API_KEY: "dummy" }],
  ["sequential-thinking", bin("@modelcontextprotocol/server-sequential-thinking", "dist/index.js"), [], {}],
  ["notion", bin("@notionhq/notion-mcp-server", "bin/cli.mjs"), [], { NOTION_TOKEN: "dummy" }],
  ["chrome-devtools", bin("chrome-devtools-mcp", "build/src/bin/chrome-devtools-mcp.js"), [], {}],
  ["desktop-commander", bin("@wonderwhy-er/desktop-commander", "dist/index.js"), [], {}],
  ["kubernetes", bin("mcp-server-kubernetes", "dist/index.js"), [], {}],
  ["playwright", bin("@playwright/mcp", "cli.js"), [], {}],
  ["firecrawl", bin("firecrawl-mcp", "dist/index.js"), [], { FIRECRAWL_API_KEY: "fc-dummy" }],
  ["tavily", bin("tavily-mcp", "build/index.js"), [], { TAVILY_API_KEY: "dummy" }],
  ["exa", bin("exa-mcp-server", "dist/stdio.cjs"), [], { EXA_API_KEY: "dummy" }],
  ["mapbox", bin("@mapbox/mcp-server", "dist/esm/index.js"), [], { MAPBOX_ACCESS_TOKEN: "pk.dummy" }],
  ["hubspot", bin("@hubspot/mcp-server", "dist/index.js"), [], { PRIVATE_APP_ACCESS_TOKEN: "dummy" }],
  ["cloudflare", bin("@cloudflare/mcp-server-cloudflare", "dist/index.js"), ["run", "dummy-account"], { CLOUDFLARE_API_TOKEN: "dummy" }],
  ["postgres", bin("@modelcontextprotocol/server-postgres", "dist/index.js"), ["postgresql://127.0.0.1:1/none"], {}],
  ["context7", bin("@upstash/context7-mcp", "dist/index.js"), [], {}],
];

async function list([server, script, args, env]) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [script, ...args],
    env: { PATH: process.env.PATH, HOME: scratch, ...env },
    stderr: "ignore",
    cwd: scratch,
  });
  const client = new Client({ name: "switchboard-tool-catalogue", version: "1.0.0" });
  const timeout = setTimeout(() => transport.close(), 60_000);
  try {
    await client.connect(transport);
    const tools = [];
    let cursor;
    do {
      const page = await client.listTools(cursor ? { cursor } : {});
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    return tools.map((tool) => ({
      server,
      name: tool.name,
      title: tool.title ?? tool.annotations?.title,
      description: tool.description ?? "",
      inputSchema: tool.inputSchema,
    }));
  } finally {
    clearTimeout(timeout);
    await client.close().catch(() => {});
  }
}

const out = process.argv[2] ?? join(here, "tools.json");
const all = [];
let failed = false;
for (const server of servers) {
  try {
    const tools = await list(server);
    console.error(`${server[0]}: ${tools.length} tools`);
    all.push(...tools);
  } catch (error) {
    console.error(`${server[0]}: ${error.message}`);
    failed = true;
  }
}
writeFileSync(out, JSON.stringify(all, null, 1));
console.error(`${all.length} tools written to ${out}`);
process.exit(failed ? 1 : 0);
