// A pass-through HTTP gate in front of the real local API. A test can hold the next call to a path
// (to look at the screen while it is in flight) and then let it through, cut the connection (a real
// network failure) or answer HTTP 500 in the server's place (a server fault), so "done" and "error"
// results come from real calls, not fixtures.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * pass: on to the real server; fail: the connection is cut; refuse: HTTP 500, as a failing server;
 * garble: HTTP 200 with an envelope whose data is not what the endpoint promises (schema-invalid);
 * `{ envelope }`: the server's place is taken by this answer (a refusal that only a race between
 * two requests would cause, such as a quest ending between the check and the claim).
 */
export type ReleaseMode =
  | 'pass'
  | 'fail'
  | 'refuse'
  | 'garble'
  | { envelope: { status: number; message: string; data?: unknown; tokenInvalid?: boolean } };

type Held = { path: string; release(mode: ReleaseMode): void };

export type Gate = {
  url: string;
  hold(path: string): void;
  /** Resolves once `count` calls to `path` are being held. */
  arrived(path: string, count?: number): Promise<void>;
  release(path: string, mode: ReleaseMode): void;
  /** Waits for the held call to `path`, then lets it reach the real server: its real answer comes back. */
  answer(path: string): Promise<void>;
  /** Between paths: cut whatever is still held and hold nothing. */
  reset(): void;
  close(): Promise<void>;
};

export async function createGate(targetUrl: string): Promise<Gate> {
  const target = new URL(targetUrl);
  const holding = new Set<string>();
  const held: Held[] = [];
  const waiters: { path: string; resolve: () => void }[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (!holding.has(path)) return forward(req, res, body);
      holding.delete(path);
      held.push({
        path,
        release: (mode) => {
          if (mode === 'pass') return forward(req, res, body);
          if (mode === 'fail') return void res.socket?.destroy();
          if (mode === 'garble' || typeof mode === 'object') {
            const envelope =
              mode === 'garble'
                ? { status: 0, message: 'Success', data: { unexpected: true } }
                : { data: null, ...mode.envelope };
            res.writeHead(200, { 'Content-Type': 'application/json' });
            return void res.end(JSON.stringify(envelope));
          }
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end('{"statusCode":500,"error":"Internal Server Error"}');
        },
      });
      for (const w of waiters.filter((w) => w.path === path)) w.resolve();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const gate: Gate = {
    url: `http://127.0.0.1:${port}`,
    hold: (path) => void holding.add(path),
    arrived: async (path, count = 1) => {
      while (held.filter((h) => h.path === path).length < count) {
        await new Promise<void>((resolve) => waiters.push({ path, resolve }));
      }
    },
    release: (path, mode) => {
      const index = held.findIndex((h) => h.path === path);
      if (index < 0) throw new Error(`no call to ${path} is being held`);
      const [call] = held.splice(index, 1);
      call?.release(mode);
    },
    async answer(path) {
      await gate.arrived(path);
      gate.release(path, 'pass');
    },
    reset: () => {
      holding.clear();
      for (const call of held.splice(0)) call.release('fail');
      waiters.length = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return gate;
}
