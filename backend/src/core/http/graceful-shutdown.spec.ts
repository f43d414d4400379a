import { createServer, request, Agent, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { HttpDrain } from './graceful-shutdown';

// A real HTTP server and real connections: what a draining replica does to the requests in flight,
// the kept-alive connections a proxy holds and new connections.
describe('HttpDrain', () => {
  let server: Server;
  let drain: HttpDrain;
  let port: number;
  let release: () => void;
  let held: Promise<void>;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeEach(async () => {
    held = new Promise((resolve) => (release = resolve));
    server = createServer((req, res) => {
      // /slow answers once the test says so: a request in flight while the drain starts
      const answer = () => res.end('done');
      if (req.url === '/slow') void held.then(answer);
      else answer();
    });
    drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterEach(() => {
    agent.destroy();
    server.closeAllConnections();
  });

  const get = (path: string) =>
    new Promise<{ res: IncomingMessage; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ res, body }));
      });
      req.on('error', reject);
      req.end();
    });
  const refused = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(true));
    });

  it('answers the request in flight with Connection: close, refuses new connections, ends when none is left', async () => {
    const slow = get('/slow');
    await new Promise((resolve) => server.once('request', resolve));
    const drained = drain.drain(0, 10_000);
    expect(await refused()).toBe(true);
    release();
    const { res, body } = await slow;
    expect(body).toBe('done');
    expect(res.headers.connection).toBe('close');
    await expect(drained).resolves.toEqual({ cut: 0 });
  });

  it('leaves an idle kept-alive connection open for its next request, answered with Connection: close', async () => {
    const first = await get('/');
    expect(first.res.headers.connection).toBe('keep-alive');
    let done = false;
    const drained = drain.drain(0, 10_000).then((outcome) => ((done = true), outcome));
    // the kept-alive connection is still there: the next request on it is served, not cut
    const second = await get('/');
    expect(second.body).toBe('done');
    expect(second.res.headers.connection).toBe('close');
    await expect(drained).resolves.toEqual({ cut: 0 });
    expect(done).toBe(true);
  });

  it('cuts what is still unanswered at the bound', async () => {
    const slow = get('/slow').then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await new Promise((resolve) => server.once('request', resolve));
    await expect(drain.drain(0, 50)).resolves.toEqual({ cut: 1 });
    expect(await slow).toBe('ECONNRESET');
    release();
  });
});
