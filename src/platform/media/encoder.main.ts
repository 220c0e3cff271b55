// Entry point of the low-priority image child that encoder.ts starts for each upload:
// `bun src/platform/media/encoder.main.ts <task>`, the upload on stdin.
import { runEncoderChild } from "./encoder.ts";

await runEncoderChild(process.argv[2] ?? "");
