// No Docker daemon runs here, so the image is built by hand: the Dockerfile's own steps replayed
// in a fresh folder (each COPY from this repository, each RUN as written, the install included),
// then its CMD with its ENV, as an unprivileged user that may read the code but not change it,
// as the image's USER does. The base image's system packages (the apt-get step) are this
// machine's: CI installs the same ffmpeg (.ci/run). A step the image would fail on fails here.
import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, chownSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join } from "node:path";
import { parseDockerfile, type Step } from "./support/dockerfile.ts";
import { stopAfterEach } from "./support/stop-after-each.ts";
import { until } from "./support/until.ts";

const ROOT = join(import.meta.dir, "..");
// The image's user stands for this machine's unprivileged one.
const AS_USER = { user: "nobody", group: "nogroup" };
const asUser = ["setpriv", `--reuid=${AS_USER.user}`, `--regid=${AS_USER.group}`, "--clear-groups"];
const ignored = new Set(
  readFileSync(join(ROOT, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);

const scratch = mkdtempSync(join(tmpdir(), "studio-image-"));
// The replay holds an installed node_modules: removing it can take more than 5 s on a busy machine.
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 60_000);
const stopLater = stopAfterEach();

type Image = { workdir: string; env: Record<string, string>; user: string | undefined; cmd: string[] };

/** Replays every step but CMD into `root` (the image's / ), as root, as a build does. */
function build(steps: Step[], root: string): Image {
  const image: Image = { workdir: "/", env: {}, user: undefined, cmd: [] };
  const inImage = (path: string) => join(root, isAbsolute(path) ? path : join(image.workdir, path));
  // The image's user (and its group), wherever a step names it, is this machine's unprivileged one.
  const imageUser = steps.flatMap((step) => (step.op === "USER" ? [step.value] : []))[0];
  const mapped = (owner: string) =>
    owner
      .split(":")
      .map((name, i) => (name === imageUser ? (i === 0 ? AS_USER.user : AS_USER.group) : name))
      .join(":");
  for (const step of steps) {
    if (step.op === "WORKDIR") mkdirSync(inImage((image.workdir = join(image.workdir, step.value))), { recursive: true });
    else if (step.op === "ENV") Object.assign(image.env, step.vars);
    else if (step.op === "USER") image.user = step.value;
    else if (step.op === "CMD") image.cmd = step.argv;
    else if (step.op === "COPY") {
      for (const source of step.sources) {
        if (ignored.has(source)) throw new Error(`COPY ${source}: .dockerignore leaves it out of the build context`);
        const from = join(ROOT, source);
        // A folder's contents go to the destination, as Docker copies them; a file goes into it
        // when it is a folder (a trailing slash, or several sources).
        const folder = statSync(from).isDirectory();
        const into =
          !folder && (step.dest.endsWith("/") || step.sources.length > 1) ? join(inImage(step.dest), basename(source)) : inImage(step.dest);
        if (folder) cpSync(from, into, { recursive: true });
        else {
          mkdirSync(dirname(into), { recursive: true });
          copyFileSync(from, into);
        }
        if (step.chown) chownTree(into, idsOf(mapped(step.chown)));
      }
    } else if (step.op === "RUN" && !/^apt-get\b/.test(step.value)) {
      // `chown bun:bun data` in the image is `chown nobody:nogroup data` here.
      run(["sh", "-c", step.value.replace(/\bchown (-R )?(\S+)/g, (_, r = "", owner) => `chown ${r}${mapped(owner)}`)], root, image);
    }
  }
  return image;
}

/** The numeric ids of a user:group (or { user, group }), read from this machine's account files. */
function idsOf(owner: string | { user: string; group: string }): [number, number] {
  const [user, group = user] = typeof owner === "string" ? owner.split(":") : [owner.user, owner.group];
  const id = (file: string, name: string, column: number) => {
    const entry = readFileSync(file, "utf8")
      .split("\n")
      .map((line) => line.split(":"))
      .find((fields) => fields[0] === name);
    if (!entry) throw new Error(`no ${name} in ${file}`);
    return Number(entry[column]);
  };
  return [id("/etc/passwd", user!, 2), id("/etc/group", group!, 2)];
}

/** chown -R, as COPY --chown does. */
function chownTree(path: string, ids: [number, number]): void {
  chownSync(path, ...ids);
  if (statSync(path).isDirectory()) for (const name of readdirSync(path)) chownTree(join(path, name), ids);
}

function run(argv: string[], root: string, image: Image): void {
  const user = image.user ? asUser : [];
  const result = Bun.spawnSync([...user, ...argv], { cwd: join(root, image.workdir), env: { ...process.env, ...image.env } });
  if (result.exitCode !== 0) throw new Error(`${argv.join(" ")} failed (exit ${result.exitCode}):\n${result.stdout}\n${result.stderr}`);
}

// setpriv changes user only for root, as CI runs (it installs packages with apt-get).
const asRoot = process.getuid?.() === 0;
if (!asRoot) console.warn("\n*** SKIPPED the Dockerfile replay: it runs the image's command as another user, which needs root\n");

describe("the Dockerfile", () => {
  test.skipIf(!asRoot)(
    "builds from this repository and serves /api/health as the image's user, who can write its data but not its code",
    async () => {
      const steps = parseDockerfile(readFileSync(join(ROOT, "Dockerfile"), "utf8"));
      const root = join(scratch, "root");
      mkdirSync(root, { mode: 0o755 });
      chmodSync(scratch, 0o755);
      const image = build(steps, root);
      expect(image.user).toBeDefined();
      const app = join(root, image.workdir);

      const home = join(root, "home");
      mkdirSync(home);
      chownSync(home, ...idsOf(AS_USER));
      // As `docker run -e PORT=0 -e HOST=127.0.0.1`: a free port, on loopback only, here.
      const env = { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, HOME: home, ...image.env, PORT: "0", HOST: "127.0.0.1" };
      const proc = Bun.spawn([...asUser, ...image.cmd], { cwd: app, env, stdout: "pipe", stderr: "pipe" });
      stopLater(proc);
      let output = "";
      void (async () => {
        for await (const chunk of proc.stdout) output += new TextDecoder().decode(chunk);
      })();
      const port = await until(
        () => {
          if (proc.exitCode !== null) throw new Error(`the image's command ended (exit ${proc.exitCode})`);
          return /running at http:\/\/\S+:(\d+)/.exec(output)?.[1];
        },
        { what: "the image's command to listen", timeout: 90_000 },
      ).catch(async (error) => {
        throw new Error(`${(error as Error).message}\n${output}\n${proc.exitCode === null ? "" : await new Response(proc.stderr).text()}`);
      });

      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ db: "ok", storage: "ok" });
      // The code is root's, as the image's COPY leaves it: the app's user cannot change it.
      expect(Bun.spawnSync([...asUser, "test", "-w", join(app, "src", "main.ts")]).exitCode).not.toBe(0);
      expect(Bun.spawnSync([...asUser, "test", "-w", app]).exitCode).not.toBe(0);
      // Stopped here, within the test's own limit: a first start may still be busy when told to stop.
      proc.kill("SIGTERM");
      expect(await proc.exited).toBe(0);
    },
    180_000,
  );
});
