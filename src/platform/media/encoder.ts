// Uploaded images are decoded and encoded in a child process at the lowest CPU priority: Linux's
// SCHED_IDLE policy (through util-linux's chrt), or nice 19 where chrt is missing, inherited by
// every thread sharp starts and by the SVG drawing child. In the server's own process, one
// variant set's AVIF and WebP encodes took both cores from the thread that answers visitors; an
// idle-policy child gets only the time the server leaves, and gives a core back the moment a
// server thread wakes (a niced one keeps it until the scheduler's next tick). The child stays in
// the server's session: a session of its own (setsid) is a scheduling group of its own on Linux
// (autogroup), which competes with the server's as an equal whatever its threads' policy. It is
// stopped (SIGTERM: it stops the SVG drawing child it may have started, then exits) when the
// admin's request is aborted or the work runs past its limit. Checks and refusals are image.ts's
// and variants.ts's, run in the child: a refusal comes back as the same status and message.
import { setPriority } from "node:os";
import { join } from "node:path";
import { imagesBusyMessage } from "../../../client/contract/common.ts";
import { CENTRE, type Focus } from "../../../client/contract/focus-point.ts";
import { fail, HttpError } from "../http/errors.ts";
import { encodeImage, type EncodedImage, type ImageUse, type ImageWork } from "./image.ts";
import { IMAGE_LIMITS } from "./image-limits.ts";
import { lowestPriority } from "./low-priority.ts";
import { toMonochrome } from "./monochrome.ts";
import { encodePreview } from "./preview-crop.ts";
import { encodeMoreWidths, encodeVariants, type VariantFile, type VariantSet } from "./variants.ts";

type Task = "variants" | "widths" | "preview" | ImageUse | "logo-monochrome";
/** What a task needs besides the bytes: the original's bound (variants), the widths to make (widths), the point to cut around (preview). */
type TaskOptions = { maxSide?: number; widths?: number[]; focus?: Focus };
type Header = {
  failed?: { status: number; message: string };
  width: number;
  height: number;
  blur: string;
  files: Omit<VariantFile, "data">[];
  lengths: number[];
};

/** A content image's original and first widths (variants.ts), made in the low-priority child. */
export async function encodeVariantsApart(bytes: Uint8Array, work: ImageWork & { maxSide?: number } = {}): Promise<VariantSet> {
  const { header, files } = await inChild("variants", bytes, work, { maxSide: work.maxSide });
  return { files, width: header.width, height: header.height, blur: header.blur };
}

/** A set's larger widths made from its stored original (variants.ts), in the low-priority child. */
export async function encodeMoreWidthsApart(original: Uint8Array, widths: number[], work: ImageWork = {}): Promise<VariantFile[]> {
  return (await inChild("widths", original, work, { widths })).files;
}

/** A set's link preview cut around its focal point (preview-crop.ts) from its stored pixels, in the low-priority child. */
export async function encodePreviewApart(stored: Uint8Array, focus: Focus, work: ImageWork = {}): Promise<VariantFile> {
  return (await inChild("preview", stored, work, { focus })).files[0]!;
}

/** A logo (optionally re-drawn monochrome) or avatar as one WebP (image.ts), made in the low-priority child. */
export async function encodeImageApart(bytes: Uint8Array, use: ImageUse, work: ImageWork & { monochrome?: boolean } = {}): Promise<EncodedImage> {
  const { header, files } = await inChild(work.monochrome ? "logo-monochrome" : use, bytes, work);
  return { data: files[0]!.data, contentType: "image/webp", width: header.width, height: header.height };
}

const CHILD = join(import.meta.dir, "encoder.main.ts");
const STARVED_RETRY_SECONDS = 10;
const STOP_GRACE_MS = 2_000;

async function inChild(
  task: Task,
  bytes: Uint8Array,
  { signal }: ImageWork,
  options: TaskOptions = {},
): Promise<{ header: Header; files: VariantFile[] }> {
  signal?.throwIfAborted();
  const child = Bun.spawn([...lowestPriority(), process.execPath, CHILD, task, JSON.stringify(options)], {
    stdin: bytes,
    stdout: "pipe",
    stderr: "ignore",
  });
  const kill = () => {
    child.kill("SIGTERM");
    // A child that cannot run its handler (starved, or stuck) goes anyway.
    setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"), STOP_GRACE_MS).unref();
  };
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    kill();
  }, IMAGE_LIMITS.encodeMs);
  signal?.addEventListener("abort", kill, { once: true });
  try {
    const [out, code] = await Promise.all([new Response(child.stdout).arrayBuffer(), child.exited]);
    signal?.throwIfAborted();
    // sharp's own limits refuse a heavy image well before this: past it, the child was starved of CPU by visitors.
    if (timedOut) fail(429, imagesBusyMessage(STARVED_RETRY_SECONDS), { "retry-after": String(STARVED_RETRY_SECONDS) });
    const data = Buffer.from(out);
    const end = data.indexOf(10);
    if (code !== 0 || end < 0) fail(415, "This image could not be read. It may be damaged; try exporting it again.");
    const header = JSON.parse(data.subarray(0, end).toString()) as Header;
    if (header.failed) fail(header.failed.status, header.failed.message);
    let at = end + 1;
    const files = header.files.map((file, i) => ({ ...file, data: data.subarray(at, (at += header.lengths[i]!)) }));
    return { header, files };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", kill);
  }
}

async function encode(task: Task, bytes: Uint8Array, signal: AbortSignal, options: TaskOptions): Promise<VariantSet> {
  if (task === "variants") return encodeVariants(bytes, { signal, maxSide: options.maxSide });
  if (task === "widths") return { files: await encodeMoreWidths(bytes, options.widths ?? [], { signal }), width: 0, height: 0, blur: "" };
  if (task === "preview") return { files: [await encodePreview(bytes, options.focus ?? CENTRE, { signal })], width: 0, height: 0, blur: "" };
  const plain = await encodeImage(bytes, task === "logo-monochrome" ? "logo" : task, { signal });
  const image = task === "logo-monochrome" ? await toMonochrome(plain) : plain;
  return {
    width: image.width,
    height: image.height,
    blur: "",
    files: [{ width: image.width, format: "webp", contentType: image.contentType, data: image.data }],
  };
}

/**
 * The child's life (encoder.main.ts): the upload on stdin; on stdout one JSON line (the result's
 * shape, or the refusal), then the files' bytes one after another.
 */
export async function runEncoderChild(task: string, options: string): Promise<void> {
  setPriority(19);
  const stop = new AbortController();
  process.on("SIGTERM", () => {
    stop.abort();
    process.exit(1);
  });
  const bytes = new Uint8Array(await Bun.stdin.arrayBuffer());
  try {
    const result = await encode(task as Task, bytes, stop.signal, JSON.parse(options || "{}") as TaskOptions);
    const { files, ...shape } = result;
    const header: Header = { ...shape, files: files.map(({ data: _, ...file }) => file), lengths: files.map((file) => file.data.length) };
    await Bun.write(Bun.stdout, Buffer.concat([Buffer.from(JSON.stringify(header) + "\n"), ...files.map((file) => file.data)]));
  } catch (error) {
    if (!(error instanceof HttpError)) process.exit(1);
    await Bun.write(Bun.stdout, JSON.stringify({ failed: { status: error.status, message: error.message } }) + "\n");
  }
}
