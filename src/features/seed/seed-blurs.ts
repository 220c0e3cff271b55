// The seed's blur placeholders are drawn from the bundled 480 files in a process of its own.
// Drawing them loads sharp (some 30 MB) and leaves libvips' working memory behind; on a fresh
// database that happens inside the server, which would carry both for as long as it runs,
// though it may never draw another image. A file that is missing or unreadable gets none ("").
import { join } from "node:path";
import { blurPlaceholder } from "../../platform/media/blur.ts";
import { loadSharp } from "../../platform/media/sharp.ts";

const PUBLIC_DIR = join(import.meta.dir, "../../../public");
const CHILD = join(import.meta.dir, "seed-blurs.main.ts");

/** Each key's blur placeholder (keys as in content.ts: "/images/…" without the "-480.webp"). */
export async function seedBlurs(keys: string[]): Promise<Map<string, string>> {
  const child = Bun.spawn([process.execPath, CHILD], { stdin: new TextEncoder().encode(JSON.stringify(keys)), stdout: "pipe", stderr: "pipe" });
  const [out, errors, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  if (code !== 0) throw new Error(`drawing the seed's blur placeholders failed (exit code ${code}):\n${errors}`);
  return new Map(Object.entries(JSON.parse(out) as Record<string, string>));
}

async function drawBlurs(keys: string[]): Promise<Record<string, string>> {
  const sharp = await loadSharp();
  const blur = async (key: string) => {
    try {
      return await blurPlaceholder(sharp(join(PUBLIC_DIR, `${key}-480.webp`)));
    } catch {
      return "";
    }
  };
  return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await blur(key)])));
}

/** The child's life (seed-blurs.main.ts): a JSON array of keys on stdin, a JSON object of placeholders on stdout. */
export async function runBlurChild(): Promise<void> {
  await Bun.write(Bun.stdout, JSON.stringify(await drawBlurs(JSON.parse(await Bun.stdin.text()) as string[])));
}
