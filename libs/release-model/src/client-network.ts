/**
 * The network a client's address belongs to, as one client: an IPv4 address's /24, an IPv6
 * address's /64 (or /56 when asked). One host, a home router's NAT or one provider's allocation
 * gives a client every address of such a network, so a limit or a count per full address is one a
 * single client multiplies at will. An IPv4-mapped IPv6 address is its IPv4 network. Anything that
 * is not an address is its own network, under a prefix no address has.
 */
export function clientNetwork(address: string, ipv6PrefixBits: 56 | 64 = 64): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  const ipv4 = ipv4Network(mapped ? mapped[1]! : trimmed);
  if (ipv4) return ipv4;
  const groups = ipv6Groups(trimmed);
  if (!groups) return `other:${trimmed}`;
  const kept = groups.slice(0, 4);
  if (ipv6PrefixBits === 56) kept[3] = kept[3]! & 0xff00;
  return `${kept.map((group) => group.toString(16)).join(':')}::/${ipv6PrefixBits}`;
}

function ipv4Network(address: string): string | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return undefined;
  return `${parts.slice(0, 3).map(Number).join('.')}.0/24`;
}

function ipv6Groups(address: string): number[] | undefined {
  const zoneless = address.split('%')[0]!;
  if (!/^[0-9a-f:.]+$/i.test(zoneless) || !zoneless.includes(':')) return undefined;
  const halves = zoneless.split('::');
  if (halves.length > 2) return undefined;
  const parse = (half: string) => (half === '' ? [] : half.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const last = tail.length > 0 ? tail : head;
  if (last.length > 0 && last[last.length - 1]!.includes('.')) {
    const v4 = last.pop()!.split('.').map(Number);
    if (v4.length !== 4 || v4.some((part) => !(part >= 0 && part <= 255))) return undefined;
    last.push(((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16));
}
