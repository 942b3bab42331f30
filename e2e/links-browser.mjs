// What a person's browser does with the consent URL their MCP client shows for a linked account: opens the gateway's
// /links/connect page, signs in at the gateway's issuer, is sent on to the upstream's authorization server, signs in
// there and lands on the gateway's /links/callback. fetch with a cookie jar; every redirect followed by hand, so each
// page is seen. Both sign-ins are mock-oauth2-server's interactive login form (a user name and the claims, as JSON),
// told apart by the client_id of the authorization request. Used by e2e/linked-accounts.mjs and
// bench/linked-vs-static.sh.
//   const browser = new LinksBrowser({ 'gateway-links': { username: 'alice', claims: { tenant_id: 'acme' } },
//                                      'bridge-links': { username: 'alice-at-notes' } });
//   const page = await browser.consent(url); // { status, url, body }; browser.trail: every page opened

/** Cookies as a browser keeps them: per host, with their path; expired or emptied ones dropped. */
class CookieJar {
  #cookies = new Map();

  store(url, response) {
    const { host } = new URL(url);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const attribute = (wanted) => attributes.find((a) => a.toLowerCase().startsWith(`${wanted}=`))?.split('=')[1];
      const path = attribute('path') ?? '/';
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      const gone = value === '' || (maxAge !== undefined && Number(maxAge) <= 0)
        || (expires !== undefined && Date.parse(expires) <= Date.now());
      const key = `${host} ${path} ${name}`;
      if (gone) this.#cookies.delete(key);
      else this.#cookies.set(key, { host, path, name, value });
    }
  }

  header(url) {
    const { host, pathname } = new URL(url);
    const sent = [...this.#cookies.values()].filter((c) => c.host === host && pathname.startsWith(c.path));
    return sent.length ? { Cookie: sent.map((c) => `${c.name}=${c.value}`).join('; ') } : {};
  }

  /** A copy: what someone who copied this browser's cookies would hold. */
  copy() {
    const jar = new CookieJar();
    for (const [key, cookie] of this.#cookies) jar.#cookies.set(key, { ...cookie });
    return jar;
  }
}

export class LinksBrowser {
  /** @param identities who signs in at each authorization request, by its client_id: { username, claims } */
  constructor(identities, jar = new CookieJar()) {
    this.identities = identities;
    this.jar = jar;
    this.trail = [];
  }

  /** Another browser holding a copy of this one's cookies (and no identities). */
  withCopiedCookies() {
    return new LinksBrowser({}, this.jar.copy());
  }

  /** One request, no redirect followed: { status, url, location, body }. */
  async open(url, init = {}) {
    const response = await fetch(url, { ...init, redirect: 'manual',
      headers: { ...this.jar.header(url), ...init.headers } });
    this.jar.store(url, response);
    const body = await response.text();
    const location = response.headers.get('location');
    const page = { status: response.status, url, location: location && new URL(location, url).href, body };
    this.trail.push(`${page.status} ${url.replace(/(code|state)=[^&]*/g, '$1=…')} ${
      body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200)}`);
    return page;
  }

  /**
   * Follows url through every redirect and sign-in form; the page the round ends on. stopBefore(url): a predicate
   * on an address about to be opened; when it holds, that address is returned as { status: 0, url } unopened.
   */
  async follow(url, { stopBefore = () => false } = {}) {
    let next = url;
    for (let hops = 0; hops < 20; hops++) {
      if (stopBefore(next)) return { status: 0, url: next };
      const page = await this.open(next);
      if (page.status >= 300 && page.status < 400 && page.location) {
        next = page.location;
        continue;
      }
      const signIn = this.#signInFor(next, page);
      if (!signIn) return page;
      const form = new URLSearchParams({ username: signIn.username, claims: JSON.stringify(signIn.claims ?? {}) });
      const posted = await this.open(next, { method: 'POST', body: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      if (!posted.location) return posted;
      next = posted.location;
    }
    throw new Error(`more than 20 hops from ${url}:\n${this.trail.join('\n')}`);
  }

  /** The whole round from a consent URL to the page it ends on (the callback's, or a refusal on the way). */
  consent(url) {
    return this.follow(url);
  }

  #signInFor(url, page) {
    if (page.status !== 200 || !/<form/i.test(page.body)) return null;
    const clientId = new URL(url).searchParams.get('client_id');
    return clientId && this.identities[clientId];
  }
}

