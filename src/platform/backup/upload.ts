// The restore's upload, written to a file as it arrives and never held whole: the bytes are
// counted as they are read, whatever Content-Length says (or when a chunked body says nothing),
// and the upload is refused with a 413 once it passes the limit.
import { open, rm } from "node:fs/promises";
import { backupTooLargeMessage } from "../../../client/contract/safety.ts";
import { fail } from "../http/errors.ts";

export async function saveUpload(request: Request, path: string, maxBytes: number): Promise<number> {
  const tooLarge = () => fail(413, backupTooLargeMessage(maxBytes));
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) tooLarge();
  if (!request.body) fail(400, "Please choose a backup archive (.tar.gz)");
  const file = await open(path, "w");
  let size = 0;
  try {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      if (size > maxBytes) tooLarge();
      await file.write(chunk);
    }
  } catch (error) {
    await file.close();
    await rm(path, { force: true });
    throw error;
  }
  await file.close();
  if (size === 0) fail(400, "Please choose a backup archive (.tar.gz)");
  return size;
}
