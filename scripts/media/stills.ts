// One contract image: compose its SVG, rasterise the widths that are missing, write them.
import { IMAGE_WIDTHS } from "../../client/contract/image-widths.ts";
import type { ImageJob } from "./catalog.ts";
import { composeStill } from "./compose.ts";
import { type FileRecord, type Output, pathsToWrite, recordsFor, writeOutput } from "./files.ts";
import { webpSizes, widthPath } from "./raster.ts";

export async function generateStill(job: ImageJob, output: Output): Promise<FileRecord[]> {
  const paths = IMAGE_WIDTHS.map((width) => widthPath(job.base, width));
  const todo = await pathsToWrite(output, paths);
  if (todo.length > 0) {
    const widths = IMAGE_WIDTHS.filter((width) => todo.includes(widthPath(job.base, width)));
    const images = await webpSizes(composeStill(job), job.aspect, widths);
    for (const [width, data] of images) await writeOutput(output, widthPath(job.base, width), data);
  }
  return recordsFor(output, job.family, paths, todo);
}
