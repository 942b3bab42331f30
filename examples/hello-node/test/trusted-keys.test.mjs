// SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS is read as the kit reads switchboard.internal-auth.public-keys.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { trustedKeys } from '../src/auth.mjs';

// Two Ed25519 public keys, test-only, and their kids (the first 8 bytes of the DER's SHA-256, in hex).
const NEXT = 'MCowBQYDK2VwAyEAojIDr6Esf5OvtHaWfk6Agj8WvC30mmKk0C9BtH/dh9o=';
const CURRENT = 'MCowBQYDK2VwAyEAjWAZhOUA4YrdWz2qBGrEmljrFoNeocKpnu2DKip1Xsg=';
const KIDS = ['49ada1db6f67a7b1', 'a6d47c35173b8fa6'];

test('keys are separated by commas; white space, line breaks and empty entries are ignored', () => {
  const pem = `-----BEGIN PUBLIC KEY-----\n${NEXT}\n-----END PUBLIC KEY-----\n`;
  assert.deepEqual([...trustedKeys(`${pem},\n  ${CURRENT} ,`).keys()], KIDS);
  assert.deepEqual([...trustedKeys(`-----BEGIN PUBLIC KEY----- ${NEXT} -----END PUBLIC KEY-----`).keys()], [KIDS[0]]);
});

test('two keys without a comma are refused with the variable and the position named', () => {
  assert.throws(() => trustedKeys(`${CURRENT},${NEXT}\n${CURRENT}`),
    /^Error: SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS, key 2 of 2: .*separate the keys with commas$/);
});

test('a list without a key is refused', () => {
  assert.throws(() => trustedKeys(' , '), /names no key/);
});
