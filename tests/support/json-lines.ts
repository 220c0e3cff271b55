// The database host (database-host.main.ts) and the test process that starts it
// (database-host.ts) talk in JSON, a message per line, over its stdin and stdout.

/** Each line of `stream` parsed as JSON, as it arrives; ends with the stream. Blank lines are skipped. */
export async function* jsonLines<T>(stream: AsyncIterable<Uint8Array>): AsyncGenerator<T> {
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of stream) {
    pending += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (line.trim()) yield JSON.parse(line) as T;
    }
  }
}
