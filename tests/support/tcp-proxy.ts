// A loopback TCP proxy in front of a store, so a test can make the store unreachable (drop
// every connection and refuse new ones) and bring it back, without touching the store itself.
import type { Socket, TCPSocketListener } from "bun";

export type TcpProxy = {
  port: number;
  /** Unreachable: every connection dropped, new ones refused. */
  cut(): void;
  /** Unresponsive: every connection dropped, new ones accepted but never answered. */
  stall(): void;
  /** Silent: connections stay open but nothing passes either way, as when a network loses every packet. */
  silence(): void;
  restore(): void;
  close(): void;
};

export function startTcpProxy(targetHost: string, targetPort: number): TcpProxy {
  type Pair = { upstream?: Socket<Pair>; pending: Uint8Array[]; client?: Socket<Pair> };
  const open = new Set<Socket<Pair>>();
  let listener: TCPSocketListener<Pair> | undefined;
  let port = 0;
  let stalled = false;
  let silent = false;

  const listen = () => {
    listener = Bun.listen<Pair>({
      hostname: "127.0.0.1",
      port,
      socket: {
        async open(client) {
          open.add(client);
          client.data = { pending: [], client };
          if (stalled) return;
          try {
            client.data.upstream = await Bun.connect<Pair>({
              hostname: targetHost,
              port: targetPort,
              data: client.data,
              socket: {
                data(_upstream, chunk) {
                  if (!silent) client.write(chunk);
                },
                close() {
                  client.end();
                },
                error() {
                  client.end();
                },
              },
            });
            open.add(client.data.upstream);
            for (const chunk of client.data.pending) client.data.upstream.write(chunk);
            client.data.pending = [];
          } catch {
            client.end();
          }
        },
        data(client, chunk) {
          if (stalled || silent) return;
          if (client.data.upstream) client.data.upstream.write(chunk);
          else client.data.pending.push(new Uint8Array(chunk));
        },
        close(client) {
          open.delete(client);
          client.data.upstream?.end();
        },
        error(client) {
          client.data.upstream?.end();
        },
      },
    });
    port = listener.port;
  };

  listen();
  return {
    get port() {
      return port;
    },
    cut() {
      listener?.stop(true);
      listener = undefined;
      for (const socket of open) socket.terminate();
      open.clear();
    },
    stall() {
      stalled = true;
      for (const socket of open) socket.terminate();
      open.clear();
    },
    silence() {
      silent = true;
    },
    restore() {
      // Connections held during a stall or silence lost what was sent: drop them, clients reconnect.
      if (stalled || silent) this.stall();
      stalled = false;
      silent = false;
      if (!listener) listen();
    },
    close() {
      this.cut();
    },
  };
}
