// The HTTP server around the app, for main.ts and the test harness alike. A request must arrive whole
// (headers and body) within requestTimeoutMs: a client that trickles its body (slowloris) is answered
// 408 and its connection closed, instead of holding a socket and a parser for minutes.
// The limit counts only the request's arrival, not how long the answer takes.
import http from 'node:http';

export function listen(
  app: { callback(): http.RequestListener },
  port: number,
  host: string,
  requestTimeoutMs: number,
): Promise<http.Server> {
  const server = http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 60_000),
      // How often Node checks those limits (its default, 30 s, would stretch a short limit).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 4))),
    },
    app.callback(),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
