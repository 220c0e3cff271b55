// The signature check s3rver lacks: it lets requests without an Authorization header through
// anonymously, and of an AWS Signature V4 it only looks up the access key (a fixed, public
// one). Each request's signature is recomputed here with our secret, by the minio client's own
// signing code (the client the app uses), and compared before s3rver sees the request.
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { signV4 } from "minio/dist/esm/signing.mjs";

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;
/** As AWS: a signed request is good for 15 minutes either side of its x-amz-date. */
const MAX_SKEW_MS = 15 * 60 * 1000;

export type S3Keys = { accessKey: string; secretKey: string };

export function isSignedBy(request: IncomingMessage, keys: S3Keys, now = Date.now()): boolean {
  const given = request.headers.authorization ?? "";
  const match = AUTHORIZATION.exec(given);
  if (!match) return false;
  const [, accessKey, , region, signedHeaders] = match;
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const date = parseAmzDate(amzDate);
  if (accessKey !== keys.accessKey || !date || Math.abs(now - date.getTime()) > MAX_SKEW_MS) return false;
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(";")) {
    const value = request.headers[name];
    if (value === undefined) return false;
    headers[name] = Array.isArray(value) ? value.join(",") : value;
  }
  const sha256 = String(request.headers["x-amz-content-sha256"] ?? "");
  let expected: string;
  try {
    expected = signV4(
      { protocol: "http:", method: request.method ?? "GET", path: request.url ?? "/", headers },
      keys.accessKey,
      keys.secretKey,
      region!,
      date,
      sha256,
    );
  } catch {
    return false;
  }
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "20240605T101500Z" → Date; anything else → null. */
function parseAmzDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

/** The S3 error a client understands, without echoing anything of the request. */
export const ACCESS_DENIED_XML = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
