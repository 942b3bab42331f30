// A stand-in for GitHub's REST search API (the one dependency the suite fakes), answering
// GET /search/repositories in GitHub's documented response format, so CI needs no internet.
import http from 'node:http';

const port = Number(process.env.FAKE_GITHUB_PORT ?? 8089);

function repository(n, query) {
  const name = `${query.replace(/[^a-z0-9]+/gi, '-').slice(0, 20) || 'repo'}-${n}`;
  return {
    id: 1000 + n,
    name,
    full_name: `octo-org/${name}`,
    owner: { login: 'octo-org', id: 1, type: 'Organization', html_url: 'https://github.com/octo-org' },
    private: false,
    html_url: `https://github.com/octo-org/${name}`,
    description: `Fixture repository ${n} for "${query}"`,
    fork: false,
    language: 'Java',
    forks_count: 10 * n,
    stargazers_count: 1000 - n,
    watchers_count: 1000 - n,
    open_issues_count: n,
    topics: ['mcp', 'fixture'],
    license: { key: 'apache-2.0', name: 'Apache License 2.0', spdx_id: 'Apache-2.0' },
    updated_at: '2026-11-01T10:00:00Z',
    default_branch: 'main',
    score: 1.0,
  };
}

http.createServer((request, response) => {
  const url = new URL(request.url, `http://localhost:${port}`);
  if (url.pathname !== '/search/repositories') {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }));
    return;
  }
  const query = url.searchParams.get('q') ?? '';
  const perPage = Number(url.searchParams.get('per_page') ?? 30);
  const items = Array.from({ length: Math.min(perPage, 3) }, (_, i) => repository(i + 1, query));
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    ETag: `"${Buffer.from(query + perPage).toString('hex')}"`,
    'X-RateLimit-Limit': '30',
    'X-RateLimit-Remaining': '29',
    'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 60),
  });
  response.end(JSON.stringify({ total_count: 3, incomplete_results: false, items }));
}).listen(port, '127.0.0.1', () => console.log(`fake GitHub on http://127.0.0.1:${port}`));
