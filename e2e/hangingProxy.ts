// A server that hangs, for real: a loopback TCP proxy between Chromium and the e2e server. Thawed,
// it passes bytes both ways untouched (the Host and Origin the browser wrote reach the server as they are,
// so the proxy's address is an origin of its own: its own service worker, storage and same-origin checks).
// Frozen, it accepts connections and reads what arrives, but forwards nothing and answers nothing — the
// network is up and the server is silent. Every connection that saw the freeze is cut when it thaws, so
// the browser opens fresh ones and no half-forwarded request reaches the server late.
import net from 'node:net';

export interface HangingProxy {
  /** http://127.0.0.1:<port>, the address to open pages at. */
  url: string;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startHangingProxy(target: string): Promise<HangingProxy> {
  const { hostname, port } = new URL(target);
  let frozen = false;
  /** Connections that were open at a freeze, or opened during one: never forwarded again. */
  const stuck = new Set<net.Socket>();
  const live = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (frozen) {
      stuck.add(client);
      client.on('data', () => undefined); // read, never answer
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    upstream.on('error', () => client.destroy());
    const pair = { client, upstream };
    live.add(pair);
    client.on('data', (chunk) => {
      if (!stuck.has(client)) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!stuck.has(client)) client.write(chunk);
    });
    const end = () => {
      live.delete(pair);
      stuck.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', () => {
      if (!stuck.has(client)) end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    freeze() {
      frozen = true;
      for (const { client } of live) stuck.add(client);
    },
    thaw() {
      frozen = false;
      for (const client of stuck) client.destroy();
      stuck.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of stuck) client.destroy();
        for (const { client, upstream } of live) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
