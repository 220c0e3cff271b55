// What stops the server at start, told in one line an operator can act on (what, where, why and
// which setting to check) instead of a stack trace: the database or the object storage cannot be
// reached or refuses the credentials, or the port is taken. src/main.ts logs a StartupError's
// message alone; any other error is a fault of the code and keeps its stack.

export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * Runs `run`, the first contact with a store; a failure that is the environment's (refused,
 * unknown host, no answer, credentials refused) becomes a StartupError naming `what` and the
 * settings to check. `what` names the store with its host and port, never its credentials.
 */
export async function firstContact<T>(what: string, settings: string | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const why = reason(error);
    if (why === undefined) throw error;
    throw new StartupError(`Cannot start: the ${what} ${why}.${settings ? ` Check ${settings}.` : ""}`);
  }
}

/** Binds `port` for a moment: a port in use is told before minutes of migrations, not after. */
export function checkPortFree(hostname: string, port: number): void {
  if (port !== 0) listenOrTell(hostname, port, () => Bun.serve({ hostname, port, fetch: () => new Response(null, { status: 503 }) }).stop(true));
}

/** `listen`'s result; a port in use is a StartupError saying so. */
export function listenOrTell<T>(hostname: string, port: number, listen: () => T): T {
  try {
    return listen();
  } catch (error) {
    if (codeOf(error) !== "EADDRINUSE") throw error;
    throw new StartupError(`Cannot start: port ${port} on ${hostname} is in use by another program. Stop it, or set PORT to another port.`);
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

// Postgres's own codes for a refused sign-in and a missing database; S3's for refused keys.
const REFUSED_SIGN_IN = new Set(["28000", "28P01", "3D000"]);
const REFUSED_KEYS = new Set(["AccessDenied", "InvalidAccessKeyId", "SignatureDoesNotMatch"]);

function reason(error: unknown): string | undefined {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ECONNREFUSED") return "cannot be reached: nothing listens there (connection refused)";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "cannot be reached: its host name is not known";
  if (code === "ETIMEDOUT" || code === "CONNECT_TIMEOUT") return "did not answer in time";
  if (typeof code === "string" && REFUSED_SIGN_IN.has(code)) return `refused the sign-in: ${message}`;
  if (typeof code === "string" && REFUSED_KEYS.has(code)) return `refused the access keys (${code}: ${message})`;
  return undefined;
}
