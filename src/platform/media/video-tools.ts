// ffprobe and ffmpeg (Debian's ffmpeg package), run on an uploaded video at the lowest CPU
// priority, each within a deadline and stopped when the admin's request is aborted. They are
// looked for when a video is uploaded, not at start: a server without them serves everything
// else, and answers a video upload with a 503 that says what is missing.
import { PAGE_MEDIA_MESSAGES } from "../../../client/contract/page-media.ts";
import { fail } from "../http/errors.ts";
import { lowestPriority } from "./low-priority.ts";

export type VideoTools = { ffprobe: string; ffmpeg: string };

/** The tools' paths on PATH; 503 when either is missing. */
export function videoTools(path = process.env.PATH ?? ""): VideoTools {
  const ffprobe = Bun.which("ffprobe", { PATH: path });
  const ffmpeg = Bun.which("ffmpeg", { PATH: path });
  if (!ffprobe || !ffmpeg) fail(503, PAGE_MEDIA_MESSAGES.noFfmpeg);
  return { ffprobe, ffmpeg };
}

export type ToolRun = { signal?: AbortSignal; timeoutMs: number; maxOutputBytes: number };
export type ToolResult = { ok: boolean; stdout: Buffer; timedOut: boolean };

/**
 * Runs one tool; its stdout is kept up to `maxOutputBytes` (past that the tool is stopped and the
 * run fails), its stderr dropped. An abort stops it and rejects with the signal's reason.
 */
export async function runTool(command: string[], { signal, timeoutMs, maxOutputBytes }: ToolRun): Promise<ToolResult> {
  signal?.throwIfAborted();
  const child = Bun.spawn([...lowestPriority(), ...command], { stdin: "ignore", stdout: "pipe", stderr: "ignore" });
  let timedOut = false;
  const stop = () => child.kill("SIGKILL");
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, timeoutMs);
  signal?.addEventListener("abort", stop, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let overflow = false;
    for await (const chunk of child.stdout) {
      size += chunk.byteLength;
      if (size > maxOutputBytes) {
        overflow = true;
        stop();
        break;
      }
      chunks.push(chunk);
    }
    const code = await child.exited;
    signal?.throwIfAborted();
    return { ok: code === 0 && !overflow && !timedOut, stdout: Buffer.concat(chunks), timedOut };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
}
