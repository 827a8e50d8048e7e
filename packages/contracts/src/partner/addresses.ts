// A key's list of the partner's addresses: single addresses or networks in CIDR form, IPv4 or IPv6.
// Checked the same way in the back office's form and by the API (without node:net: the browser's
// bundle reads it too).

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

function isIpv6(text: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(text) || !text.includes(':')) return false;
  try {
    // The WHATWG URL parser knows every IPv6 form (compressed, with an IPv4 tail) in both runtimes.
    new URL(`http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
}

/** `203.0.113.7`, `203.0.113.0/24`, `2001:db8::1`, `2001:db8::/32`. */
export function isAddressOrNetwork(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  if (extra !== undefined) return false;
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}
