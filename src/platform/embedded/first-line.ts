// The embedded database's process and the server talk in single lines over pipes (see
// postgres-process.ts): each side reads the other's first line, then keeps reading so the
// writer never blocks on a full pipe, and learns when the other end closed.

/** The stream's first line (without its newline); `ended` settles when the stream ends. */
export async function readFirstLine(stream: ReadableStream<Uint8Array>): Promise<{ line: string; ended: Promise<void> }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  // Whatever follows the first line is read and dropped.
  const ended = (async () => {
    while (!(await reader.read()).done);
  })();
  return { line: text.split("\n")[0]!, ended };
}
