// The committed placeholder media against the media contract (docs/MEDIA.md): every file a
// page may reference exists at every width with its family's aspect ratio, and the generator
// is deterministic and never overwrites an owner's file unless forced.
import { describe, expect, test } from "bun:test";
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { GalleryFamily } from "../src/features/seed/content.ts";
import { IMAGE_WIDTHS } from "../client/contract/image-widths.ts";
import { seedCards, seedPortfolioItems, seedProjects } from "../src/features/seed/content.ts";
import { CASE_STUDY_STILLS } from "../src/features/seed/case-study.ts";
import { imageJobs } from "./media/catalog.ts";
import { generateStill } from "./media/stills.ts";

const PUBLIC = join(import.meta.dir, "../public");

type Family = { name: string; bases: string[]; aspect: [number, number] };

const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(2, "0")}`);

const GALLERY_ASPECT: Record<GalleryFamily, [number, number]> = {
  photomanupulation: [4, 5],
  productvisualization: [1, 1],
  guidelines: [16, 10],
  socialmedia: [1, 1],
};

// Written out from the contract rather than taken from the generator, so a generator that
// drops or misnames a family fails here.
const FAMILIES: Family[] = [
  { name: "home sliders A", bases: numbered("/images/slides/a", 19), aspect: [4, 5] },
  { name: "home sliders B", bases: numbered("/images/slides/b", 19), aspect: [4, 5] },
  { name: "about portrait", bases: ["/images/about"], aspect: [4, 5] },
  { name: "case-study poster", bases: ["/images/case-study"], aspect: [16, 9] },
  { name: "case-study stills", bases: CASE_STUDY_STILLS, aspect: [16, 9] },
  { name: "hero poster", bases: ["/images/hero"], aspect: [16, 9] },
  { name: "portfolio posters", bases: numbered("/images/work/posters/poster", 12), aspect: [4, 5] },
  // The CGI tab and the first six stills are projects: they show their gallery's cover.
  { name: "portfolio stills", bases: numbered("/images/work/stills/still", 9).slice(6), aspect: [4, 5] },
  { name: "portfolio brochure", bases: numbered("/images/work/brochure/brochure", 6), aspect: [3, 2] },
  ...(Object.keys(GALLERY_ASPECT) as GalleryFamily[]).map((family) => ({
    name: `gallery ${family}`,
    bases: seedProjects.filter((project) => project.family === family).flatMap((project) => project.images.map((image) => image.key)),
    aspect: GALLERY_ASPECT[family],
  })),
  {
    name: "service heroes",
    bases: ["photomanupulation", "productvisualization", "webdesign", "guidelines", "animation", "socialmedia"].map(
      (slug) => `/images/services/${slug}/hero`,
    ),
    aspect: [16, 9],
  },
  { name: "web design cards", bases: numbered("/images/services/webdesign/site", 6), aspect: [16, 10] },
  { name: "animation cards", bases: numbered("/images/services/animation/anim", 6), aspect: [16, 9] },
];

const LOGOS = [
  "lumen",
  "northwind",
  "kestrel",
  "saffron",
  "orbit",
  "monsoon",
  "halcyon",
  "terra",
  "peak",
  "bluedune",
  "risinggem",
  "greendot",
  "thunder",
];
const AVATARS = ["priya", "daniel", "meera", "hana", "arjun", "rahul", "emily"];

const file = (publicPath: string) => join(PUBLIC, publicPath);

describe("placeholder stills", () => {
  for (const family of FAMILIES) {
    test(`${family.name}: WebP at ${IMAGE_WIDTHS.join("/")} px with aspect ${family.aspect.join(":")}`, async () => {
      expect(family.bases.length).toBeGreaterThan(0);
      for (const base of family.bases) {
        for (const width of IMAGE_WIDTHS) {
          const path = `${base}-${width}.webp`;
          const meta = await sharp(file(path))
            .metadata()
            .catch(() => undefined);
          expect({ path, format: meta?.format, width: meta?.width }).toEqual({ path, format: "webp", width });
          const expected = (width * family.aspect[1]) / family.aspect[0];
          expect(Math.abs(meta!.height! - expected)).toBeLessThanOrEqual(1);
        }
      }
    });
  }

  test("the generator's list covers the contract exactly", () => {
    const contract = FAMILIES.flatMap((family) => family.bases).filter((base) => base !== "/images/hero" && base !== "/images/case-study");
    expect(
      imageJobs()
        .map((job) => job.base)
        .sort(),
    ).toEqual(contract.sort());
  });

  test("every captioned image is drawn with its own record's title and caption", () => {
    const drawn = new Map(imageJobs().map((job) => [job.base, [job.title, job.subtitle]]));
    const records = [
      ...seedProjects.flatMap((project) => project.images.map((image) => [image.key, project.title, project.tagline])),
      ...seedPortfolioItems.flatMap((item) => ("image" in item ? [[item.image.key, item.title, item.caption]] : [])),
      ...seedCards.map((card) => [card.image.key, card.title, card.caption]),
    ];
    for (const [key, title, caption] of records) expect({ key, drawn: drawn.get(key!) }).toEqual({ key, drawn: [title!, caption!] });
  });

  test("no image of a piece of work without a record: a project shows its own cover everywhere", async () => {
    const keys = new Set(FAMILIES.flatMap((family) => family.bases));
    const files = await Array.fromAsync(new Bun.Glob("images/{work,gallery,services}/**/*.webp").scan({ cwd: PUBLIC }));
    const bases = new Set(files.map((path) => "/" + path.replace(/-\d+\.webp$/, "")));
    expect([...bases].filter((base) => !keys.has(base))).toEqual([]);
  });

  test("stay small enough for phones: under 64 KB at 1600 px and 20 KB at 480 px", async () => {
    for (const base of FAMILIES.flatMap((family) => family.bases)) {
      expect({ base, bytes: Bun.file(file(`${base}-1600.webp`)).size < 64 * 1024 }).toEqual({ base, bytes: true });
      expect({ base, bytes: Bun.file(file(`${base}-480.webp`)).size < 20 * 1024 }).toEqual({ base, bytes: true });
    }
  });
});

describe("logos, avatars and the Open Graph image", () => {
  test("13 client logos: 240x80 SVG that rasterise", async () => {
    for (const slug of LOGOS) {
      const svg = await readFile(file(`/images/logos/${slug}.svg`), "utf8");
      expect(svg).toContain('viewBox="0 0 240 80"');
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect({ slug, format: meta.format, width: meta.width, height: meta.height }).toEqual({ slug, format: "svg", width: 240, height: 80 });
    }
  });

  test("7 reviewer avatars at 256x256 WebP and a default SVG", async () => {
    for (const name of AVATARS) {
      const meta = await sharp(file(`/images/avatars/${name}.webp`)).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({ name, format: "webp", width: 256, height: 256 });
    }
    expect((await sharp(file("/images/avatars/default.svg")).metadata()).format).toBe("svg");
  });

  test("og.jpg is a 1200x630 JPEG", async () => {
    const meta = await sharp(file("/images/og.jpg")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });
});

type Probe = {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  format: { duration: string };
};

async function probe(path: string): Promise<Probe> {
  if (!Bun.which("ffprobe")) throw new Error("ffprobe not found: install Debian's ffmpeg (apt-get install -y ffmpeg); .ci/run does");
  const child = Bun.spawn(["ffprobe", "-v", "error", "-show_streams", "-show_format", "-of", "json", path], { stdout: "pipe" });
  const output = await new Response(child.stdout).text();
  expect(await child.exited).toBe(0);
  return JSON.parse(output) as Probe;
}

describe("videos", () => {
  const VIDEOS = [
    { path: "/video/hero.mp4", width: 1280, height: 720, budget: 1.5 * 1024 * 1024 },
    { path: "/video/hero-mobile.mp4", width: 720, height: 1280, budget: 1024 * 1024 },
    { path: "/video/case-study.mp4", width: 1280, height: 720, budget: 1.5 * 1024 * 1024 },
  ];
  for (const video of VIDEOS) {
    test(`${video.path}: H.264 ${video.width}x${video.height}, silent, 6-10 s, quick start, within ${(video.budget / 1048576).toFixed(1)} MB`, async () => {
      const bytes = new Uint8Array(await readFile(file(video.path)));
      expect(bytes.length).toBeLessThanOrEqual(video.budget);
      const info = await probe(file(video.path));
      expect(info.streams.map((stream) => stream.codec_type)).toEqual(["video"]);
      const [stream] = info.streams;
      expect([stream!.codec_name, stream!.width, stream!.height, stream!.pix_fmt]).toEqual(["h264", video.width, video.height, "yuv420p"]);
      const duration = Number(info.format.duration);
      expect(duration).toBeGreaterThanOrEqual(6);
      expect(duration).toBeLessThanOrEqual(10);
      // +faststart: the index (moov) comes before the media data, so playback starts at once.
      const header = Buffer.from(bytes).toString("latin1");
      expect(header.indexOf("moov")).toBeLessThan(header.indexOf("mdat"));
    });
  }
});

test("all committed media stays under 25 MB", async () => {
  let total = 0;
  for await (const path of new Bun.Glob("{images,video}/**/*").scan({ cwd: PUBLIC })) total += Bun.file(join(PUBLIC, path)).size;
  expect(total).toBeLessThan(25 * 1024 * 1024);
});

// Rendering a still takes a second or two; much longer on a busy shared machine.
describe("the generator", () => {
  const job = imageJobs().find((candidate) => candidate.base === "/images/work/posters/poster-03")!;

  test("gives identical bytes for the same item on every run", async () => {
    const [first, second] = [await mkdtemp(join(tmpdir(), "media-a-")), await mkdtemp(join(tmpdir(), "media-b-"))];
    try {
      await generateStill(job, { root: first, force: false });
      await generateStill(job, { root: second, force: false });
      for (const width of IMAGE_WIDTHS) {
        const path = `${job.base}-${width}.webp`;
        const [a, b] = [await readFile(join(first, path)), await readFile(join(second, path))];
        expect(a.length).toBeGreaterThan(1000);
        expect(a.equals(b)).toBe(true);
      }
    } finally {
      await Promise.all([rm(first, { recursive: true }), rm(second, { recursive: true })]);
    }
    // Drawing a still at three widths is seconds of CPU on a small or busy CI machine.
  }, 90_000);

  test("keeps an owner's replacement unless forced", async () => {
    const root = await mkdtemp(join(tmpdir(), "media-keep-"));
    const replaced = join(root, `${job.base}-960.webp`);
    try {
      await mkdir(dirname(replaced), { recursive: true });
      await writeFile(replaced, "the owner's picture");
      const records = await generateStill(job, { root, force: false });
      expect(await readFile(replaced, "utf8")).toBe("the owner's picture");
      expect(records.map((record) => [record.path, record.written])).toEqual(
        IMAGE_WIDTHS.map((width) => [`${job.base}-${width}.webp`, width !== 960]),
      );
      await generateStill(job, { root, force: true });
      expect((await sharp(replaced).metadata()).format).toBe("webp");
    } finally {
      await rm(root, { recursive: true });
    }
  }, 90_000);
});
