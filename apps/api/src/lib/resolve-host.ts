import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** A host name's addresses, as the system resolves them (the hosts file, then DNS). */
export type HostResolver = (hostname: string) => Promise<string[]>;

/** An IP literal is its own address; a name is asked of the system's resolver, every address it has. */
export const systemResolver: HostResolver = async (hostname) => {
  const plain = hostname.replace(/^\[|\]$/g, '');
  if (isIP(plain)) return [plain];
  const found = await lookup(plain, { all: true, verbatim: true });
  return found.map((a) => a.address);
};
