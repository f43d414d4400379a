// The yardstick: a bare Node `http` server that answers each path with bytes and headers given to
// it, with no framework, no database and no work. Run as a child process with an IPC channel: it
// takes { answers: { [path]: { status, headers: [name, value][], body: base64 } } } and replies
// { port } once it listens.
import http from 'node:http';

const answers = new Map();
const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
});
server.keepAliveTimeout = 60_000;

process.on('message', (message) => {
  for (const [path, a] of Object.entries(message.answers)) {
    answers.set(path, { status: a.status, headers: a.headers.flat(), body: Buffer.from(a.body, 'base64') });
  }
  if (server.listening) process.send({ port: server.address().port });
  else server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});
process.on('disconnect', () => process.exit(0));
