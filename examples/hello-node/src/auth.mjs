// The internal token (docs/tool-service-contract.md, "The internal token"): a JWS the gateway signed for this service
// and one caller. Verified before the body is read; the body's caller is compared with it afterwards.
import { createHash, createPublicKey } from 'node:crypto';
import { jwtVerify, decodeProtectedHeader } from 'jose';

const ALGORITHMS = ['EdDSA', 'ES256', 'RS256'];
const CLOCK_SKEW_SECONDS = 30;

/**
 * The trusted public keys by their kid, read as the kit reads switchboard.internal-auth.public-keys: separated by
 * commas, empty entries skipped; each X.509 SubjectPublicKeyInfo in PEM (any header) or base64 DER, white space and
 * line breaks anywhere in it ignored.
 */
export function trustedKeys(list) {
  const keys = new Map();
  const entries = (list ?? '').split(',').filter((text) => text.trim());
  entries.forEach((entry, index) => {
    const text = entry.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s/g, '');
    let key;
    try {
      // Node's decoder would stop quietly at a '=' inside the text (two keys without a comma); the kit's refuses.
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) {
        throw new Error('not base64');
      }
      key = createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
    } catch (error) {
      throw new Error(`SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS, key ${index + 1} of ${entries.length}: not an X.509 `
        + `public key, PEM or base64 DER (${error.message}); separate the keys with commas`);
    }
    const der = key.export({ format: 'der', type: 'spki' });
    keys.set(createHash('sha256').update(der).digest('hex').slice(0, 16), key);
  });
  if (keys.size === 0) {
    throw new Error('SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS names no key: the service could not verify any call');
  }
  return keys;
}

/** Verifies a call's Authorization header: the caller ({tenant, subject}), or null with the reason in `why`. */
export async function verifyCaller(authorization, { keys, issuer, audience }) {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  if (!match) {
    return { why: 'no internal token' };
  }
  let key;
  try {
    key = keys.get(decodeProtectedHeader(match[1]).kid);
  } catch {
    return { why: 'the token is no JWS' };
  }
  if (!key) {
    return { why: 'the token names no trusted key' };
  }
  try {
    const { payload } = await jwtVerify(match[1], key, {
      algorithms: ALGORITHMS, issuer, audience, clockTolerance: CLOCK_SKEW_SECONDS, requiredClaims: ['exp', 'sub'],
    });
    return { caller: { tenant: payload.tenant, subject: payload.sub } };
  } catch (error) {
    return { why: `the token is refused: ${error.code ?? error.message}` };
  }
}
