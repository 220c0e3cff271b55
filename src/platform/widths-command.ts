// `bun run media:widths` (src/media-widths.main.ts): gives every image in the bucket the widths it
// lacks, as the server's start does in the background (more-widths.ts), in the foreground with a
// line per set, for an operator who wants it done now. Stopped midway (Ctrl-C, a kill), it keeps
// what it stored, and the next run (or start) goes on from there. It opens the configured stores,
// and refuses the embedded ones while a server has them open: that server does the same work itself.
import { refuseIfServed } from "./command-line.ts";
import { clearEveryInstance } from "./cache/shared-invalidation.ts";
import { loadConfig } from "./config.ts";
import type { Seeds } from "./db/migrate.ts";
import { HttpError } from "./http/errors.ts";
import { consoleLogger } from "./logger.ts";
import { openStores } from "./stores.ts";
import { setMediaPriority } from "./media/low-priority.ts";
import { createMoreWidths, tallyLine } from "./media/more-widths.ts";
import type { HeldSizes, SizedLists } from "./media/set-sizes.ts";

/** What the site adds: its migrations' seed, its lists and the JSON that holds image sizes. */
export type WidthsSite = { seeds: Seeds; collections: SizedLists; heldSizes: readonly HeldSizes[] };

export async function widthsCommand(args: string[], site: WidthsSite): Promise<number> {
  if (args.includes("-h") || args.includes("--help")) {
    console.log("Usage: bun run media:widths\n  makes the larger widths (up to 2560 px) every uploaded image lacks; safe to stop and run again");
    return 0;
  }
  try {
    const config = loadConfig();
    await refuseIfServed(config);
    setMediaPriority(config.mediaPriority);
    const stores = await openStores(config, { seeds: site.seeds });
    let changed = false;
    const widths = createMoreWidths({
      ...stores,
      ...site,
      log: consoleLogger,
      // No upload comes through this process: the work never waits for one.
      queues: [],
      drop: () => {
        changed = true;
      },
    });
    const stop = () => void widths.stop();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    try {
      const tally = await widths.backfill((key, made) => {
        if (made.length > 0) console.log(`${key}: made ${made.join(", ")} px wide`);
      });
      // Instances on an external database drop their cached pages (an embedded one has no other instance).
      if (changed && stores.mode.database === "external") await clearEveryInstance(stores.sql);
      console.log(tallyLine(tally));
      return tally.failed > 0 || tally.stopped ? 1 : 0;
    } finally {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      await stores.close();
    }
  } catch (error) {
    console.error(error instanceof HttpError ? error.message : `Failed: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
}
