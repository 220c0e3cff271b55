// The command prefix that starts a media child (image encodes, ffprobe, ffmpeg): by default at
// the lowest CPU priority, Linux's SCHED_IDLE policy through util-linux's chrt, or nice 19 where
// chrt is missing (encoder.ts says why idle beats nice), so an upload never takes a core from the
// thread that answers visitors. A child at idle priority gets only the time nothing else wants:
// on a host whose cores other processes keep busy (CI's three test workers on two cores) it is
// starved past its limit and the upload is refused as busy, however often it is sent again.
// MEDIA_PRIORITY=normal runs the children as the server runs, for such hosts.
export type MediaPriority = "idle" | "normal";

let chosen: MediaPriority = "idle";
let prefix: string[] | undefined;

/** Set from MEDIA_PRIORITY when an app is made (src/app.ts); the process's children follow it. */
export function setMediaPriority(priority: MediaPriority): void {
  chosen = priority;
}

export function lowestPriority(): string[] {
  if (chosen === "normal") return [];
  if (prefix) return prefix;
  const chrt = Bun.which("chrt");
  const nice = Bun.which("nice");
  prefix = chrt ? [chrt, "--idle", "0"] : nice ? [nice, "-n", "19"] : [];
  return prefix;
}
