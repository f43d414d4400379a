import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

// A forward HTTP proxy that makes one visitor come from an address of its own: it reaches the
// site from `localAddress`, any address of 127/8 (all local on Linux), so nginx's $remote_addr,
// and with it the client address the backend rate-limits, differs per visitor. Browsers send
// plain requests in absolute form; Playwright's API requests and https use CONNECT tunnels.
export interface VisitorProxy {
  server: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'upgrade'];
// only the site on loopback is reached from the visitor's own address
const bindFor = (localAddress: string, host: string) =>
  host === 'localhost' || host.startsWith('127.') ? localAddress : undefined;
// nginx listens on IPv4 (stack.mjs): localhost, which may resolve to ::1 first, is reached over IPv4
const familyFor = (host: string) => (host === 'localhost' ? 4 : undefined);

function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}

export async function startVisitorProxy(localAddress: string): Promise<VisitorProxy> {
  const tunnels = new Set<Socket>();
  const server = createServer((req, res) => {
    // a forward proxy takes absolute URLs only; anything else is answered, never thrown (a throw
    // here would end the whole test run's process)
    const target = URL.parse(req.url ?? '');
    if (!target) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(`Not a proxy request: ${req.method} ${req.url}`);
      return;
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port || 80,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers: endToEndHeaders(req.headers),
        localAddress: bindFor(localAddress, target.hostname),
        family: familyFor(target.hostname),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    const { hostname, port } = new URL(`http://${req.url}`);
    const upstream = connect({
      host: hostname,
      port: Number(port || 443),
      localAddress: bindFor(localAddress, hostname),
      family: familyFor(hostname),
    });
    for (const socket of [client, upstream]) {
      const other = socket === client ? upstream : client;
      tunnels.add(socket);
      socket.on('error', () => other.destroy());
      // one side gone (even without a FIN): finish the other once its data is written
      socket.on('close', () => {
        tunnels.delete(socket);
        other.end();
      });
    }
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // contexts a test opened itself may still hold connections
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
