// The operator's commands beside a running server: on the embedded database (one a server has
// open) they refuse, naming the process, and change nothing; on an external database a
// command-line restore reaches the running instances, whose cached pages show the restored content.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import postgres from "postgres";
import { downloadBackup } from "./support/backup-api.ts";
import { serverProcesses } from "./support/server-process.ts";
import { until } from "./support/until.ts";

const ROOT = join(import.meta.dir, "..");
const servers = serverProcesses("commands-while-serving");

async function command(script: string, args: string[], env: Record<string, string>) {
  const proc = Bun.spawn(["bun", script, ...args], { cwd: ROOT, env, stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  const [code, out, err] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  return { code, output: out + err };
}

const home = async (url: string) => (await fetch(`${url}/`)).text();

describe.skipIf(!!process.env.DATABASE_URL)("commands on the embedded database a server has open", () => {
  test("reset-password and restore refuse, naming the server's process, and change nothing", async () => {
    const env = await servers.env();
    const server = await servers.start(env);
    const token = await servers.signIn(server.url);
    const archive = join(servers.dataDir, "site.tar.gz");
    await Bun.write(archive, await downloadBackup(server, token));

    const reset = await command("src/reset-password.main.ts", ["admin", "a-password-never-set", "--yes"], env);
    expect(reset.output).toContain(`is open in a running process (pid ${server.proc.pid}`);
    expect(reset.output).not.toContain("changed");
    expect(reset.code).not.toBe(0);
    const restore = await command("src/backup.main.ts", ["restore", archive, "--yes"], env);
    expect(restore.output).toContain(`is open in a running process (pid ${server.proc.pid}`);
    expect(restore.code).not.toBe(0);

    // The server's password is the one it started with, and it still serves.
    expect(await servers.signIn(server.url)).toBeString();
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  }, 240_000);
});

describe.skipIf(!process.env.DATABASE_URL)("a command-line restore on the database running instances share", () => {
  test("a running instance's cached home page shows the restored content", async () => {
    const env = await servers.env();
    const db = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const server = await servers.start(env);
      const archive = join(servers.dataDir, "site.tar.gz");
      await db`update site_settings set studio = jsonb_set(studio, '{name}', '"Backed Up Studio"')`;
      const made = await command("src/backup.main.ts", ["backup", archive], env);
      expect(made.code).toBe(0);
      await db`update site_settings set studio = jsonb_set(studio, '{name}', '"Changed Since"')`;
      // Rendered now and cached: the instance hears of no write made behind its back.
      expect(await home(server.url)).toContain("Changed Since");

      const restored = await command("src/backup.main.ts", ["restore", archive, "--yes"], env);
      expect(restored.output).toContain(`database: ${new URL(env.DATABASE_URL!).pathname.slice(1)} on `);
      expect(restored.code).toBe(0);
      // The instance hears of it over the database (LISTEN/NOTIFY), a moment after the command ends.
      await until(async () => (await home(server.url)).includes("Backed Up Studio"), { what: "the restored name on the home page", timeout: 20_000 });
    } finally {
      await db.end();
    }
  }, 240_000);
});
