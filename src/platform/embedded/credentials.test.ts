// The embedded Postgres and S3 listen on loopback, where any local user can connect: both
// refuse anyone without the generated credentials, which are kept 0600 and reused on restart.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { createObjectStore } from "../media/object-store.ts";
import { CREDENTIALS_FILE, loadEmbeddedCredentials, type EmbeddedCredentials } from "./credentials.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./postgres.ts";
import { startEmbeddedS3, type EmbeddedS3 } from "./s3.ts";

let dir: string;
let credentials: EmbeddedCredentials;
let pg: EmbeddedPostgres;
let s3: EmbeddedS3;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "studio-credentials-"));
  credentials = loadEmbeddedCredentials(dir);
  pg = await startEmbeddedPostgres(join(dir, "pg"), credentials.postgres);
  s3 = await startEmbeddedS3(join(dir, "s3"), "studio-media", credentials.s3);
}, 180_000);
afterAll(async () => {
  await pg?.stop();
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function query(url: string): Promise<string> {
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    return String((await sql`select 'in' as answer`)[0]!.answer);
  } catch (error) {
    return `refused: ${(error as { code?: string }).code}`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

describe("embedded credentials", () => {
  test("are generated once, kept readable by the owner only, and the same at the next start", () => {
    expect(statSync(join(dir, CREDENTIALS_FILE)).mode & 0o777).toBe(0o600);
    expect(credentials.postgres.password.length).toBeGreaterThanOrEqual(24);
    expect(loadEmbeddedCredentials(dir)).toEqual(credentials);
  });

  test("Postgres: the generated password gets in; a wrong password, a wrong user or none is refused", async () => {
    expect(await query(pg.url)).toBe("in");
    const url = new URL(pg.url);
    const as = (user: string, password: string) => `postgres://${user}:${password}@${url.host}/postgres`;
    expect(await query(as("postgres", "postgres"))).toBe("refused: 28P01");
    expect(await query(as("intruder", encodeURIComponent(credentials.postgres.password)))).toBe("refused: 28P01");
    expect(await query(`postgres://postgres@${url.host}/postgres`)).toStartWith("refused");
    expect(await query(pg.url)).toBe("in");
  }, 90_000);

  test("S3: the generated keys work; s3rver's public key, a wrong secret or no signature is refused", async () => {
    const objects = createObjectStore(s3.config);
    await objects.ensureBucket();
    await objects.put("logos/kept.webp", Buffer.from("bytes"), "image/webp");
    expect(await objects.list()).toEqual(["logos/kept.webp"]);
    for (const keys of [
      { accessKey: "S3RVER", secretKey: "S3RVER" },
      { accessKey: s3.config.accessKey, secretKey: "wrong" },
    ]) {
      const intruder = createObjectStore({ ...s3.config, ...keys });
      expect(
        await intruder.list().then(
          () => "listed",
          (error: { code?: string }) => error.code,
        ),
      ).toBe("AccessDenied");
      expect(
        await intruder.put("logos/planted.webp", Buffer.from("x"), "image/webp").then(
          () => "stored",
          () => "refused",
        ),
      ).toBe("refused");
    }
    const anonymous = await fetch(`http://127.0.0.1:${s3.config.port}/studio-media/logos/kept.webp`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).not.toContain("bytes");
    expect(await objects.list()).toEqual(["logos/kept.webp"]);
  }, 90_000);

  test("after a restart the stored credentials still get in, and only they", async () => {
    const before = { url: pg.url, keys: { accessKey: s3.config.accessKey, secretKey: s3.config.secretKey } };
    await pg.stop();
    await s3.stop();
    const again = loadEmbeddedCredentials(dir);
    pg = await startEmbeddedPostgres(join(dir, "pg"), again.postgres);
    s3 = await startEmbeddedS3(join(dir, "s3"), "studio-media", again.s3);
    // Same user and password, on the port chosen at this start.
    const url = new URL(before.url);
    url.port = new URL(pg.url).port;
    expect(await query(url.href)).toBe("in");
    expect(await createObjectStore({ ...s3.config, ...before.keys }).list()).toEqual(["logos/kept.webp"]);
    url.password = "postgres";
    expect(await query(url.href)).toBe("refused: 28P01");
  }, 180_000);
});
