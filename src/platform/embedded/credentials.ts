// The credentials of the embedded Postgres and S3: generated on the first start, kept under
// DATA_DIR readable by the owner only (0600), and reused on every start after. Both servers
// listen on loopback, where any local user could otherwise connect.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type EmbeddedCredentials = {
  postgres: { user: string; password: string };
  s3: { accessKey: string; secretKey: string };
};

export const CREDENTIALS_FILE = "embedded-credentials.json";

export function loadEmbeddedCredentials(dataDir: string): EmbeddedCredentials {
  const file = join(dataDir, CREDENTIALS_FILE);
  if (existsSync(file)) {
    // Tightened again in case the file was copied with looser permissions.
    chmodSync(file, 0o600);
    return JSON.parse(readFileSync(file, "utf8")) as EmbeddedCredentials;
  }
  mkdirSync(dataDir, { recursive: true });
  const credentials: EmbeddedCredentials = {
    postgres: { user: "postgres", password: random(24) },
    // S3 access keys are conventionally upper-case letters and digits.
    s3: {
      accessKey: random(15)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "0"),
      secretKey: random(30),
    },
  };
  writeFileSync(file, JSON.stringify(credentials, null, 2) + "\n", { mode: 0o600 });
  return credentials;
}

function random(bytes: number): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
}
