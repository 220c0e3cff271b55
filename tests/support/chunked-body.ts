// A client that sends a large body in chunks (Transfer-Encoding: chunked, no Content-Length),
// as fast as the server takes it, and counts how much the server took before it answered.
export type ChunkedAnswer = { status: number; connection: string | null; message: string; sentBytes: number };

const CHUNK = new Uint8Array(64 * 1024).fill(0x20); // spaces: a valid start of any JSON body

export async function sendChunked(url: string, totalBytes: number, headers: Record<string, string> = {}): Promise<ChunkedAnswer> {
  let sentBytes = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sentBytes >= totalBytes) return controller.close();
      sentBytes += CHUNK.byteLength;
      controller.enqueue(CHUNK);
    },
  });
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const text = await response.text();
  const message = text.startsWith("{") ? (JSON.parse(text) as { message: string }).message : text;
  return { status: response.status, connection: response.headers.get("connection"), message, sentBytes };
}
