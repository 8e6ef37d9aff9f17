// Caps open sockets: in all (server.maxConnections: Node closes a socket over it at once), and per client
// address (an IPv6 /64). A new socket over an address's cap evicts that address's oldest socket without a
// request in progress (a stalled or idle one), else it is closed itself; so a client flooding stalled
// sockets cannot take the server's file descriptors, nor keep out a new request from its own address.
import type { Server } from 'node:http';
import { BlockList, isIPv6, type Socket } from 'node:net';

export interface ConnectionCap {
  total: number;
  perAddress: number;
  /** Addresses exempt from the per-address cap (trusted proxies carry many clients). */
  exempt: string[];
}

/** The address a socket is counted under: IPv4 as is, IPv6 by its /64 (one subscriber's block). */
export function addressGroup(address: string): string {
  // An IPv4 address has no colon: the test before isIPv6's regular expression, on every request (rate-limit.ts).
  if (!address.includes(':') || !isIPv6(address)) return address;
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${full.slice(0, 4).map((part) => part.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

export function capConnections(server: Server, { total, perAddress, exempt }: ConnectionCap): void {
  server.maxConnections = total;
  const exemptList = blockListOf(exempt);
  const open = new Map<string, Set<Socket>>();
  const busy = new WeakSet<Socket>();

  server.on('request', (request, response) => {
    busy.add(request.socket);
    // A response closes once: `on` spares `once`'s wrapper on every request.
    response.on('close', () => busy.delete(request.socket));
  });
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exemptList.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return;
    const group = addressGroup(address);
    let sockets = open.get(group);
    if (!sockets) open.set(group, (sockets = new Set()));
    if (sockets.size >= perAddress) {
      let evicted = false;
      for (const old of sockets) {
        if (busy.has(old)) continue;
        old.destroy();
        sockets.delete(old);
        evicted = true;
        break;
      }
      if (!evicted) {
        socket.destroy();
        return;
      }
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && open.get(group) === sockets) open.delete(group);
    });
  });
}
