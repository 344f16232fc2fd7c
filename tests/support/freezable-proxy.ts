// A TCP relay on 127.0.0.1 that can stop passing bytes without closing anything: a dependency that
// hangs (packets dropped), which a stopped server cannot show, since a closed port answers at once.
import net from "node:net";

export interface FreezableProxy {
  /** host:port, for an `*_EMULATOR_HOST` variable. */
  host: string;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

interface Relay {
  flush(): void;
  destroy(): void;
}

export async function startFreezableProxy(target: string): Promise<FreezableProxy> {
  const [targetHost = "127.0.0.1", targetPort = "0"] = target.split(":");
  const relays = new Set<Relay>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), targetHost);
    const held: Array<[net.Socket, Buffer]> = [];
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (frozen) held.push([to, chunk]);
      else to.write(chunk);
    };
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
    const relay: Relay = {
      flush() {
        for (const [to, chunk] of held.splice(0)) to.write(chunk);
      },
      destroy() {
        client.destroy();
        upstream.destroy();
      },
    };
    relays.add(relay);
    const end = () => {
      relay.destroy();
      relays.delete(relay);
    };
    for (const socket of [client, upstream]) {
      socket.on("error", end);
      socket.on("close", end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const relay of relays) relay.flush();
    },
    close: () =>
      new Promise((resolve) => {
        for (const relay of relays) relay.destroy();
        server.close(() => resolve());
      }),
  };
}
