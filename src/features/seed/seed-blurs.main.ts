// Entry point of the child that seedBlurs (seed-blurs.ts) starts to draw the seed's blur
// placeholders away from the server's memory.
import { runBlurChild } from "./seed-blurs.ts";

await runBlurChild();
