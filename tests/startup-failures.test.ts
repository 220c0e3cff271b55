// A server that cannot start says why in one line an operator can act on, with no stack trace,
// and exits 1 (src/platform/startup-failure.ts): the database or the object storage cannot be
// reached or refuses its credentials, or the port is taken. Each case is the real process with
// that environment.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { serverProcesses } from "./support/server-process.ts";
import { sharedS3 } from "./support/shared-stores.ts";
import { openTestStores, type TestStores } from "./support/stores.ts";

const MAIN = join(import.meta.dir, "../src/main.ts");
const servers = serverProcesses("startup-failures");

/** A loopback port nothing listens on: one just given up by a server. */
function closedPort(): number {
  const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
  const port = server.port!;
  server.stop(true);
  return port;
}

/** The server's exit code and everything it printed, once it has ended. */
async function failedStart(env: Record<string, string>) {
  const proc = Bun.spawn(["bun", MAIN], { env: { ...base, ...env }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const lines = `${stdout}${stderr}`.split("\n").filter(Boolean);
  return { code, output: stdout + stderr, failures: lines.map((line) => JSON.parse(line)).filter((line) => line.level === "error") };
}

/** Exit 1 with one error line matching `message`, no stack frame and no secret. */
async function expectOneLine(env: Record<string, string>, message: RegExp, secrets: string[] = []) {
  const { code, output, failures } = await failedStart(env);
  expect(code).toBe(1);
  expect(failures.map((line) => line.msg)).toEqual([expect.stringMatching(message)]);
  expect(output).not.toContain("    at ");
  for (const secret of secrets) expect(output).not.toContain(secret);
}

// A database that runs, for the wrong sign-in: the suite's own (Postgres) or an embedded one.
// Every start shares the suite's settings (servers.env makes a database each call).
let running: TestStores | undefined;
let databaseUrl: string;
let base: Record<string, string>;
beforeAll(async () => {
  base = await servers.env();
  if (process.env.DATABASE_URL) databaseUrl = process.env.DATABASE_URL;
  else databaseUrl = (running = await openTestStores()).databaseUrl;
}, 180_000);
afterAll(() => running?.cleanup());

describe("start-up failures", () => {
  test("a closed database port", async () => {
    const port = closedPort();
    await expectOneLine(
      { DATABASE_URL: `postgres://studio:db-secret@127.0.0.1:${port}/studio` },
      new RegExp(
        `^Cannot start: the database at 127\\.0\\.0\\.1:${port} cannot be reached: nothing listens there \\(connection refused\\)\\. Check DATABASE_URL\\.$`,
      ),
      ["db-secret"],
    );
  }, 180_000);

  test("a role the database does not know", async () => {
    const url = new URL(databaseUrl);
    url.username = "nosuchrole";
    url.password = "role-secret";
    await expectOneLine(
      { DATABASE_URL: url.href },
      /^Cannot start: the database at \S+:\d+ refused the sign-in: .*nosuchrole.*\. Check DATABASE_URL\.$/,
      ["role-secret"],
    );
  }, 180_000);

  test("a wrong S3 secret key", async () => {
    const s3 = await sharedS3("startup-failures");
    await expectOneLine(
      { ...s3, S3_SECRET_KEY: "wrong-s3-secret" },
      /^Cannot start: the object storage at 127\.0\.0\.1:\d+ refused the access keys \(AccessDenied: .+\)\. Check S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY\.$/,
      ["wrong-s3-secret", s3.S3_SECRET_KEY!],
    );
  }, 180_000);

  test("object storage that cannot be reached", async () => {
    const s3 = await sharedS3("startup-failures");
    const port = closedPort();
    await expectOneLine(
      { ...s3, S3_ENDPOINT: `http://127.0.0.1:${port}` },
      new RegExp(`^Cannot start: the object storage at 127\\.0\\.0\\.1:${port} cannot be reached: nothing listens there \\(connection refused\\)\\.`),
    );
  }, 180_000);

  test("a port in use", async () => {
    const taken = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("someone else") });
    try {
      await expectOneLine(
        { PORT: String(taken.port) },
        new RegExp(`^Cannot start: port ${taken.port} on 127\\.0\\.0\\.1 is in use by another program\\. Stop it, or set PORT to another port\\.$`),
      );
    } finally {
      taken.stop(true);
    }
  }, 180_000);
});
