// The README's test command: bun test with the files spread over one worker more than there are
// cores, each worker keeping its stores, Chromium and client build across its files
// (--no-isolate), the slowest files first (tests/timings.json). With one worker per core the
// machine idled about a fifth of the run (2 cores: 276 to 298 s, 18% idle), while a worker
// waited on a browser, a child process or a timer; the extra worker fills that (253 s, 3% idle).
// Each test may take 90 s (Bun's default is 5): three workers on two cores made a test that
// uploads and encodes an image pass alone in under a second and time out at 5 s in CI's run, and
// a clean-clone run on a machine other work kept busy took tests past 30 s and 60 s limits. A
// limit is there to end a test that hangs, never to judge speed (that is `bun run bench`), so
// the tests' own limits are three times what a loaded run was seen to need.
// Arguments go on to bun test: `bun run test tests/api`, `bun run test --update-timings`.
import { availableParallelism } from "node:os";

const workers = availableParallelism() + 1;
const run = Bun.spawn(
  [process.execPath, "test", `--parallel=${workers}`, "--no-isolate", "--timeout=90000", "--timings=tests/timings.json", ...process.argv.slice(2)],
  {
    stdio: ["inherit", "inherit", "inherit"],
  },
);
process.exit(await run.exited);
