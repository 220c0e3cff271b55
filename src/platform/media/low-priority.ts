// The command prefix that starts a child at the lowest CPU priority: Linux's SCHED_IDLE policy
// through util-linux's chrt, or nice 19 where chrt is missing (encoder.ts says why idle beats
// nice). Image encodes and the video tools (ffprobe, ffmpeg) run under it, so an upload never
// takes a core from the thread that answers visitors.
let prefix: string[] | undefined;

export function lowestPriority(): string[] {
  if (prefix) return prefix;
  const chrt = Bun.which("chrt");
  const nice = Bun.which("nice");
  prefix = chrt ? [chrt, "--idle", "0"] : nice ? [nice, "-n", "19"] : [];
  return prefix;
}
