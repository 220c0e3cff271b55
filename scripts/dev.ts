// `bun run dev`: the server in development mode, started again after any change under src/ or
// client/ (the server renders the client's components, and builds its bundle at start). Open
// pages reload once the new server answers (src/platform/http/dev-reload.ts). Not `bun --watch`:
// it sees only the files the server imports, not the stylesheets and the browser-only modules.
import { watch } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..");
const WATCHED = ["src", "client"];
// An editor writes a file in several steps: one restart after the last of them.
const SETTLE_MS = 150;

let server = start();
let restarting: Promise<void> | undefined;
let pending = false;
let settle: Timer | undefined;

function start() {
  return Bun.spawn(["bun", join(ROOT, "src/main.ts")], { env: process.env, stdio: ["inherit", "inherit", "inherit"] });
}

/** Stops the server (it finishes what it answers) and starts it again; a change meanwhile restarts it once more. */
async function restart() {
  if (restarting) return void (pending = true);
  restarting = (async () => {
    do {
      pending = false;
      server.kill("SIGTERM");
      await server.exited;
      server = start();
    } while (pending);
  })();
  await restarting;
  restarting = undefined;
}

for (const folder of WATCHED) {
  watch(join(ROOT, folder), { recursive: true }, () => {
    clearTimeout(settle);
    settle = setTimeout(() => void restart(), SETTLE_MS);
  });
}

// Ctrl-C reaches the server too (one process group); this waits for it, then ends.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    server.kill(signal);
    await server.exited;
    process.exit(0);
  });
}
