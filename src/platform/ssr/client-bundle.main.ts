// Entry point of the bundle process that buildClient (client-build.ts) starts:
// `bun src/platform/ssr/client-bundle.main.ts [--dev] [--lists <module>]`, the bundle on stdout,
// errors on stderr. `--lists`: a module (absolute path) whose LISTS replaces client/contract/lists.ts's.
import { writeBundle } from "./client-bundle.ts";

const lists = process.argv.indexOf("--lists");
await writeBundle(!process.argv.includes("--dev"), lists > 0 ? process.argv[lists + 1] : undefined);
