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
  /**
   * The next connection whose client sends `text` (within one read) is reset both ways instead of
   * passing it on: a connection lost at that step of its conversation. Resolves once it has been.
   */
  resetWhenClientSends(text: string): Promise<void>;
  close(): void;
};

export function startTcpProxy(targetHost: string, targetPort: number): TcpProxy {
  /** `waiting`: what each socket has not taken yet, by socket. */
  type Pair = { upstream?: Socket<Pair>; pending: Uint8Array[]; client?: Socket<Pair>; waiting: Map<Socket<Pair>, Uint8Array[]> };
  // A socket's write takes what fits and says how much: the rest waits for its drain. Written
  // without this, a loaded machine's full buffers dropped bytes mid-stream, and the database
  // connection behind the proxy hung after a restore (a CI run's Postgres pass).
  const send = (socket: Socket<Pair>, chunk: Uint8Array) => {
    const waiting = socket.data.waiting.get(socket);
    if (waiting) return void waiting.push(new Uint8Array(chunk));
    const written = socket.write(chunk);
    if (written < chunk.byteLength) socket.data.waiting.set(socket, [new Uint8Array(chunk.subarray(Math.max(written, 0)))]);
  };
  const drain = (socket: Socket<Pair>) => {
    const waiting = socket.data.waiting.get(socket);
    while (waiting && waiting.length > 0) {
      const chunk = waiting[0]!;
      const written = socket.write(chunk);
      if (written < chunk.byteLength) {
        waiting[0] = chunk.subarray(Math.max(written, 0));
        return;
      }
      waiting.shift();
    }
    socket.data.waiting.delete(socket);
  };
  const open = new Set<Socket<Pair>>();
  let listener: TCPSocketListener<Pair> | undefined;
  let port = 0;
  let stalled = false;
  let silent = false;
  let resetOn: { text: string; done(): void } | undefined;

  const listen = () => {
    listener = Bun.listen<Pair>({
      hostname: "127.0.0.1",
      port,
      socket: {
        async open(client) {
          open.add(client);
          client.data = { pending: [], client, waiting: new Map() };
          if (stalled) return;
          try {
            client.data.upstream = await Bun.connect<Pair>({
              hostname: targetHost,
              port: targetPort,
              data: client.data,
              socket: {
                data(_upstream, chunk) {
                  if (!silent) send(client, chunk);
                },
                drain,
                close() {
                  client.end();
                },
                error() {
                  client.end();
                },
              },
            });
            open.add(client.data.upstream);
            for (const chunk of client.data.pending) send(client.data.upstream, chunk);
            client.data.pending = [];
          } catch {
            client.end();
          }
        },
        data(client, chunk) {
          if (stalled || silent) return;
          if (resetOn && Buffer.from(chunk).includes(resetOn.text)) {
            const { done } = resetOn;
            resetOn = undefined;
            // The client first: the upstream's close would end it gracefully (a FIN, not a reset).
            client.terminate();
            client.data.upstream?.terminate();
            return done();
          }
          if (client.data.upstream) send(client.data.upstream, chunk);
          else client.data.pending.push(new Uint8Array(chunk));
        },
        drain,
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
    resetWhenClientSends(text) {
      return new Promise((done) => {
        resetOn = { text, done };
      });
    },
    close() {
      this.cut();
    },
  };
}
