/**
 * A stand-in for the firm's load balancer: one address, requests handed to the backends in turn
 * (round-robin, no sticky sessions), every header passed through both ways (cookies included). It records
 * which backend served each request, so a test can show that every backend took part.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ServedRequest {
  method: string;
  path: string;
  /** The backend's base URL, e.g. http://127.0.0.1:41234 */
  backend: string;
  status: number;
}

export interface Balancer {
  url: string;
  /** Every request so far, in the order they were handed out. */
  served: ServedRequest[];
  close(): Promise<void>;
}

// Hop-by-hop headers describe one connection and are not forwarded (RFC 9110 section 7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

export async function startBalancer(backends: string[]): Promise<Balancer> {
  if (backends.length === 0) throw new Error('a balancer needs at least one backend');
  const served: ServedRequest[] = [];
  let next = 0;

  const server: Server = createServer((incoming, outgoing) => {
    const backend = backends[next++ % backends.length];
    const record: ServedRequest = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', backend, status: 0 };
    served.push(record);
    const target = new URL(incoming.url ?? '/', backend);
    const upstream = request(
      target,
      {
        method: incoming.method,
        headers: {
          ...withoutHopByHop(incoming.headers),
          'x-forwarded-for': incoming.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (answer) => {
        record.status = answer.statusCode ?? 0;
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      record.status = 502;
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('Bad Gateway');
    });
    incoming.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}
