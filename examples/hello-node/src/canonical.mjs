// The manifest's canonical JSON and revision (docs/tool-service-contract.md, "Canonical JSON and the manifest
// revision"): members sorted by name, arrays in order, no white space. Enough for a manifest of integers and plain
// strings, which JSON.stringify writes as Jackson does.
import { createHash } from 'node:crypto';

export function canonicalJson(value) {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    // Java's String order compares UTF-16 code units, as JavaScript's default sort does.
    const names = Object.keys(value).filter((name) => value[name] !== undefined).sort();
    return `{${names.map((name) => `${JSON.stringify(name)}:${canonicalJson(value[name])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The lower-case hex SHA-256 of the canonical JSON: the digest the registration signs. */
export function manifestDigest(manifest) {
  return createHash('sha256').update(canonicalJson(manifest), 'utf8').digest('hex');
}

/** The first 12 hex digits of the digest: Switchboard-Manifest-Revision. */
export function manifestRevision(manifest) {
  return manifestDigest(manifest).slice(0, 12);
}
