// Bun collects garbage as its heap grows, not as the process's memory does: listing and copying
// tens of thousands of small objects through S3 requests, tar and gzip left garbage that took the
// server's memory far above its level before it was collected (no leak: a full collection
// brought it back). A full collection every so many objects keeps the peak bounded, at a few
// milliseconds each (scripts/bench/backup.ts measures both).
const EVERY = 1000;

/** Call once per object handled. */
export function gcPace(): () => void {
  let handled = 0;
  return () => {
    if (++handled % EVERY === 0) Bun.gc(true);
  };
}
