import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { runTool, VIDEO_TOOL_MEMORY_BYTES, videoTools } from "./video-tools.ts";

/** ffmpeg drawing its test picture forever, to nowhere: a tool that never ends by itself. */
const endless = (ffmpeg: string) => [ffmpeg, "-v", "error", "-nostdin", "-re", "-f", "lavfi", "-i", "testsrc", "-f", "null", "-"];

/** The tool's process id while it runs: the newest child of this process named ffmpeg. */
function runningTool(): number | undefined {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === process.pid && stat.includes("(ffmpeg)")) return Number(pid);
    } catch {
      // Ended between the listing and the read.
    }
  }
  return undefined;
}

describe("runTool's limits", () => {
  test("a tool past its time limit is killed: the run fails as timed out, and its process is gone", async () => {
    const tools = videoTools();
    const started = performance.now();
    const result = await runTool(tools, endless(tools.ffmpeg), { timeoutMs: 1_000, maxOutputBytes: 1024 });
    expect(result).toMatchObject({ ok: false, timedOut: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(tools.runs).toMatchObject([{ tool: "ffmpeg", ok: false }]);
    expect(runningTool()).toBeUndefined();
  }, 180_000);

  test("an abort stops the tool at once and rejects with the abort's reason", async () => {
    const tools = videoTools();
    const abort = new AbortController();
    const run = runTool(tools, endless(tools.ffmpeg), { signal: abort.signal, timeoutMs: 60_000, maxOutputBytes: 1024 });
    let pid: number | undefined;
    for (const deadline = Date.now() + 30_000; !(pid = runningTool()) && Date.now() < deadline; ) await Bun.sleep(10);
    expect(pid).toBeDefined();
    abort.abort(new Error("the admin left"));
    await expect(run).rejects.toThrow("the admin left");
    expect(existsSync(`/proc/${pid}`)).toBe(false);
  }, 180_000);

  test("each run's address space is capped: the tool is started under prlimit with the cap", async () => {
    const tools = videoTools();
    // ffmpeg's own view of its limits: it reads /proc/self/limits as a file input and copies it to stdout.
    const result = await runTool(
      tools,
      [tools.ffmpeg, "-v", "error", "-f", "data", "-i", "/proc/self/limits", "-map", "0", "-c", "copy", "-f", "data", "pipe:1"],
      {
        timeoutMs: 30_000,
        maxOutputBytes: 64 * 1024,
      },
    );
    expect(result.ok).toBe(true);
    const line = result.stdout
      .toString("utf8")
      .split("\n")
      .find((row) => row.startsWith("Max address space"));
    expect(line?.split(/\s{2,}/).slice(1, 3)).toEqual([String(VIDEO_TOOL_MEMORY_BYTES), String(VIDEO_TOOL_MEMORY_BYTES)]);
  }, 180_000);
});
