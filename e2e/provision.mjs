// Provisions what the secured end-to-end run needs through the gateway's admin API, with the bootstrap admin key:
// prints a new API key of TENANT for SUBJECT (every client scope). The tenants themselves come from the seed file.
//   GATEWAY_URL=http://127.0.0.1:18080 ADMIN_KEY=… TENANT=ci-all SUBJECT=conformance node provision.mjs
const base = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const response = await fetch(`${base}/admin/v1/tenants/${process.env.TENANT}/api-keys`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${process.env.ADMIN_KEY}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ subject: process.env.SUBJECT, scopes: ['tools:call', 'prompts:get', 'resources:read'] }),
});
const body = await response.json();
if (response.status !== 201 || typeof body.key !== 'string') {
  console.error(`provision: HTTP ${response.status} ${JSON.stringify(body)}`);
  process.exit(1);
}
console.log(body.key);
