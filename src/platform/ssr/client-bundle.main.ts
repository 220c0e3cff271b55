// Entry point of the bundle process that buildClient (client-build.ts) starts:
// `bun src/platform/ssr/client-bundle.main.ts [--dev]`, the bundle on stdout, errors on stderr.
import { writeBundle } from "./client-bundle.ts";

await writeBundle(!process.argv.includes("--dev"));
