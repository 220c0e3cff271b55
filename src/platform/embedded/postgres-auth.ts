// A password check in front of the embedded Postgres. pglite-socket answers every startup with
// "authentication ok", so PGlite listens on a Unix socket in a private (0700) directory and this
// loopback TCP front asks each client for the password (cleartext: the bytes never leave the
// machine) before passing the connection through, startup message first, unchanged.
import { timingSafeEqual } from "node:crypto";
import { connect, createServer, type Server, type Socket } from "node:net";

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;

export type PostgresFront = { port: number; stop(): Promise<void> };

export async function startPasswordFront(upstreamPath: string, expected: { user: string; password: string }): Promise<PostgresFront> {
  const server: Server = createServer((client) => greet(client, upstreamPath, expected));
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const clients = new Set<Socket>();
  server.on("connection", (socket) => {
    clients.add(socket);
    socket.on("close", () => clients.delete(socket));
  });
  return {
    port: (server.address() as { port: number }).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of clients) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Reads SSLRequest / StartupMessage / PasswordMessage, then splices the client to PGlite. */
function greet(client: Socket, upstreamPath: string, expected: { user: string; password: string }) {
  let buffered = Buffer.alloc(0);
  let startup: Buffer | null = null;
  let user = "";
  const refuse = (message: string) => {
    client.end(errorResponse(message));
  };
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (true) {
      if (!startup) {
        // Untyped messages: length (int32, itself included), then a code.
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (length < 8 || length > 10_000) return refuse("invalid startup packet");
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        const message = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        if (code === SSL_REQUEST) {
          client.write("N");
          continue;
        }
        if (code !== PROTOCOL_3) return refuse("unsupported protocol");
        startup = Buffer.from(message);
        user = startupParameters(startup).get("user") ?? "";
        // AuthenticationCleartextPassword.
        client.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
        continue;
      }
      // PasswordMessage: 'p', length, password, NUL.
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1);
      if (buffered[0] !== 0x70 || length < 5 || length > 1_000) return refuse("expected a password");
      if (buffered.length < 1 + length) return;
      const password = buffered.subarray(5, length).toString("utf8");
      const rest = buffered.subarray(1 + length);
      client.off("data", onData);
      if (!(same(user, expected.user) && same(password, expected.password))) {
        return refuse(`password authentication failed for user "${user.slice(0, 63)}"`);
      }
      return splice(client, upstreamPath, Buffer.concat([startup, rest]));
    }
  };
  client.on("data", onData);
  client.on("error", () => client.destroy());
}

function splice(client: Socket, upstreamPath: string, first: Buffer) {
  client.pause();
  const upstream = connect(upstreamPath, () => {
    upstream.write(first);
    client.pipe(upstream);
    upstream.pipe(client);
    client.resume();
  });
  upstream.on("error", () => client.destroy());
  client.on("close", () => upstream.destroy());
  upstream.on("close", () => client.destroy());
}

function startupParameters(startup: Buffer): Map<string, string> {
  const parts = startup.subarray(8).toString("utf8").split("\0");
  const parameters = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) parameters.set(parts[i]!, parts[i + 1]!);
  return parameters;
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** ErrorResponse, FATAL, SQLSTATE 28P01 (invalid_password). */
function errorResponse(message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C28P01\0M${message}\0\0`, "utf8");
  const head = Buffer.alloc(5);
  head[0] = 0x45;
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}
