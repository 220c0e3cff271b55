// What one run of the bench measured against one kind of database (report.ts writes it out,
// targets.ts judges it).
import type { BodiesResult } from "./bodies.ts";
import type { EnquiryFloodResult } from "./enquiry-flood.ts";
import type { PageBytes } from "./bytes.ts";
import type { HeaderCheck } from "./headers.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { ListWeightResult } from "./list-weight.ts";
import type { RenderTiming } from "./render.ts";
import type { UploadMemory } from "./upload-memory.ts";
import type { UploadStormResult } from "./upload-storm.ts";
import type { UploadVisibleResult } from "./upload-visible.ts";

export type ModeResult = {
  mode: "embedded" | "postgres";
  /**
   * Per target, the round with the median req/s ratio (ratios: every round's), and the median of
   * the CPU-per-request ratios, twin's cost over the page's (costRatios: every round's).
   */
  throughput: {
    path: string;
    page: LoadResult;
    static: LoadResult;
    ratio: number;
    ratios: number[];
    costRatio: number;
    costRatios: number[];
    /** The req/s of a twin that reads the request's headers (and does nothing else more) over the plain twin's: what that read alone costs. */
    headerRatio: number;
    headerRatios: number[];
  }[];
  /** Resident memory of the server and its child processes, the highest of samples taken during the load. */
  rssUnderLoadMb: number;
  /** The high-water mark since the process started (startup included). */
  peakRssMb: number;
  render: RenderTiming[];
  bytes?: PageBytes[];
  lighthouse?: LighthouseResult[];
  /** The same Lighthouse runs on an empty page from a plain Bun.serve: this machine's floor. */
  lighthouseControl?: LighthouseResult;
  headers?: HeaderCheck[];
  /** Memory under oversized chunked bodies (scripts/bench/bodies.ts). */
  bodies?: BodiesResult;
  /** A 3000x2000 JPEG's time to the admin's list, and to its whole set (scripts/bench/upload-visible.ts). */
  uploadVisible?: UploadVisibleResult;
  /** Visitors' p99 idle and during an upload storm (scripts/bench/upload-storm.ts). */
  uploadStorm?: UploadStormResult;
  /** The server's memory while the largest image and video are uploaded (scripts/bench/upload-memory.ts). */
  uploadMemory?: UploadMemory[];
  /** Visitors' p99 idle and during 1,000 contact posts (scripts/bench/enquiry-flood.ts). */
  enquiryFlood?: EnquiryFloodResult;
  /** Service pages, portfolio tabs and the admin's list at 24, 100 and 400 projects (scripts/bench/list-weight.ts). */
  lists?: ListWeightResult;
};
