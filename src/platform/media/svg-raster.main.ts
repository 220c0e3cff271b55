// Entry point of the child that rasteriseSvg (svg-raster.ts) starts for each SVG:
// `bun src/platform/media/svg-raster.main.ts <density>`, the SVG on stdin, the PNG on stdout.
import { runSvgRasterChild } from "./svg-raster.ts";

await runSvgRasterChild(Number(process.argv[2]));
