// Entry point of the low-priority image child that encoder.ts starts for each upload:
// `bun src/platform/media/encoder.main.ts <task> <options as JSON>`, the upload on stdin.
import { runEncoderChild } from "./encoder.ts";

await runEncoderChild(process.argv[2] ?? "", process.argv[3] ?? "");
