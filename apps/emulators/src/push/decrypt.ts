// What a browser does with a push message it receives (RFC 8291 over RFC 8188 `aes128gcm`): the
// emulator decrypts with the subscription's own keys, so a test reads exactly what a device shows.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, verify } from 'node:crypto';

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

export interface ReceiverKeys {
  /** The subscription's P-256 private key (32 bytes) and public point (65 bytes). */
  privateKey: Buffer;
  publicKey: Buffer;
  /** The 16-byte authentication secret. */
  auth: Buffer;
}

/** The plaintext of one `aes128gcm` push message body; throws when it does not decrypt. */
export function decryptPush(body: Buffer, keys: ReceiverKeys): string {
  // The header of RFC 8188 §2.1: salt(16) | rs(4) | idlen(1) | keyid(idlen) — keyid is the
  // application server's ephemeral public key (RFC 8291 §4).
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error('keyid is not a P-256 public key');
  if (ciphertext.length > rs) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  // RFC 8291 §3.4: IKM from the ECDH secret, keyed by the auth secret and both public keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = hkdf(keys.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT for the push
 * service's origin, not expired, signed by the key it names. Answers that key, or why not.
 */
export function verifyVapid(
  header: string | undefined,
  audience: string,
  nowSeconds: number,
): { key: string } | { error: string } {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return { error: 'no vapid authorization' };
  const [, jwt, k] = m as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65) return { error: 'k is not a P-256 public key' };
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) return { error: 'bad signature' };
  const header_ = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: string };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (header_.alg !== 'ES256') return { error: 'alg is not ES256' };
  if (claims.aud !== audience) return { error: `aud is not ${audience}` };
  if (!claims.exp || claims.exp < nowSeconds || claims.exp > nowSeconds + 24 * 3600) return { error: 'exp out of range' };
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return { error: 'sub is not mailto: or https:' };
  return { key: k };
}
