// T-Bank's secured host (secured-openapi.tbank.ru) asks for a client certificate (mTLS): the
// emulator's stand-in is an HTTPS server that refuses a connection without a certificate its test CA
// signed. The certificates are test fixtures valid for a century (`apps/emulators/fixtures/tbank-mtls/`),
// never secrets: the API's tests and `npm start` present the client's, and trust the CA.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = new URL('../../fixtures/tbank-mtls/', import.meta.url);

/** The fixtures' paths: the CA that signed both sides, the client's certificate and key. */
export const TBANK_MTLS_FIXTURES = {
  ca: fileURLToPath(new URL('ca.pem', dir)),
  clientCert: fileURLToPath(new URL('client-cert.pem', dir)),
  clientKey: fileURLToPath(new URL('client-key.pem', dir)),
};

/** The secured server's TLS options: its certificate for 127.0.0.1 and a client certificate required. */
export function securedServerOptions() {
  return {
    cert: readFileSync(new URL('server-cert.pem', dir)),
    key: readFileSync(new URL('server-key.pem', dir)),
    ca: readFileSync(TBANK_MTLS_FIXTURES.ca),
    requestCert: true,
    rejectUnauthorized: true,
  };
}

/**
 * The methods the bank serves only on its secured host (its reference names that host for them):
 * signing and paying a registry, its receipts, their results, and binding a person.
 */
export function onlySecured(path: string): boolean {
  return (
    /^\/tbank\/api\/v1\/self-employed\/payment-registry\/(submit|pay|receipts)(\/result)?$/.test(path) ||
    /^\/tbank\/api\/v1\/self-employed\/taxpayers\/[^/]+\/bind$/.test(path)
  );
}
