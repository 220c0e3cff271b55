// `bun run dev` on a copy of the project: a page open in the browser shows a client change
// without anyone reloading it (scripts/dev.ts restarts the server, src/platform/http/dev-reload.ts
// reloads the page once the new server answers).
import { afterAll, describe, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasBrowser, openBrowser } from "./support/browser.ts";
import { listening } from "./support/server-process.ts";
import { copyMigratedDatabase } from "./support/shared-stores.ts";
import { stopAfterEach } from "./support/stop-after-each.ts";

const ROOT = join(import.meta.dir, "..");
const FOOTER = "client/components/site-footer.tsx";
const stopLater = stopAfterEach();

const copy = mkdtempSync(join(tmpdir(), "studio-dev-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The project as a developer has it: sources copied (they change), the rest linked. */
async function projectCopy() {
  for (const folder of ["src", "client", "scripts"]) cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
  for (const file of ["package.json", "tsconfig.json"]) cpSync(join(ROOT, file), join(copy, file));
  for (const linked of ["node_modules", "public", "migrations"]) symlinkSync(join(ROOT, linked), join(copy, linked));
  await copyMigratedDatabase(join(copy, "data/pg"));
}

/** A loopback port nothing listens on: the dev server keeps it across restarts, as port 3000 would be. */
function freePort(): number {
  const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
  const port = server.port!;
  server.stop(true);
  return port;
}

describe.skipIf(!hasBrowser)("bun run dev", () => {
  test("a page open in the browser shows a changed client text by itself", async () => {
    await projectCopy();
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(NODE_ENV|DATABASE_URL|S3_|ADMIN_|JWT_SECRET|LOG_LEVEL)/.test(key)),
    );
    const port = freePort();
    const proc = Bun.spawn(["bun", "scripts/dev.ts"], {
      cwd: copy,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: "dev-reload-password" },
      stdout: "pipe",
      stderr: "pipe",
    });
    stopLater(proc);
    const server = await listening(proc);
    const browser = await openBrowser();
    try {
      const page = await browser.page();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByText("All rights reserved.").waitFor();
      const footer = join(copy, FOOTER);
      writeFileSync(footer, readFileSync(footer, "utf8").replace("All rights reserved.", "All rights kept by the reload."));
      // A restart builds the bundle again and starts the embedded stores: seconds, more on a busy machine.
      await page
        .getByText("All rights kept by the reload.")
        .waitFor({ timeout: 90_000 })
        .catch((error) => {
          throw new Error(`${error.message}\n${server.output().stdout}\n${server.output().stderr}`);
        });
      expect(server.output().stdout).toMatch(/running at[^\n]+\n(.|\n)*running at/);
    } finally {
      await browser.close();
    }
  }, 240_000);
});
