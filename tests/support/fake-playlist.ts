// A stand-in for the video platform's playlist-items API on a loopback port, for unit and
// browser tests: nothing in a test reaches the internet.
export type FakePlaylistServer = {
  baseUrl: string;
  /** Every request's query string, in order. */
  requests: URLSearchParams[];
  /** What the next requests get: a failing status, or the items to list. */
  answer: { status: number; items: unknown[] };
  stop(): Promise<void>;
};

/** One playlist item as the platform sends it (only the fields the server reads, plus noise). */
export function fakePlaylistItem(id: string, title: string, thumbnail = `/images/work/cgi/cgi-01-480.webp`) {
  return {
    kind: "youtube#playlistItem",
    snippet: { title, thumbnails: { default: { url: thumbnail }, medium: { url: thumbnail } } },
    contentDetails: { videoId: id },
  };
}

export function startFakePlaylistServer(items: unknown[] = []): FakePlaylistServer {
  const fake = { baseUrl: "", requests: [] as URLSearchParams[], answer: { status: 200, items }, stop: async () => {} };
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(request) {
      const url = new URL(request.url);
      if (url.pathname !== "/youtube/v3/playlistItems") return new Response("no such path", { status: 404 });
      fake.requests.push(url.searchParams);
      const { status, items } = fake.answer;
      if (status !== 200) return Response.json({ error: { code: status, message: "quota exceeded" } }, { status });
      return Response.json({ kind: "youtube#playlistItemListResponse", items });
    },
  });
  fake.baseUrl = `http://127.0.0.1:${server.port}/youtube/v3`;
  fake.stop = () => server.stop(true);
  return fake;
}
