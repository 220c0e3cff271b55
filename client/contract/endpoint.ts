// What an admin API endpoint is, for both sides: its method and path (with `:name` params), and as
// types only what it takes (a JSON body, a multipart form, a file, a query) and what it answers.
// The server registers `path`, and its handler's answers are held to `Answer` (`satisfies
// AnswerOf<typeof ENDPOINT>`: Elysia's own answer types are erased by answers() in
// src/platform/http/validation.ts); the admin's one caller (client/api.ts, `call`) builds the URL and the body from it:
// a FormData is sent as a multipart form, a Blob as the whole body, anything else as JSON.
import type { Message } from "./common.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Endpoint<Answer = Message, Body = undefined, Query = undefined, Path extends string = string> = {
  readonly method: Method;
  readonly path: Path;
  /** A success answers a file (`{ file, filename }`); failures are JSON as usual. */
  readonly download?: true;
  /** Types only, never set: what the endpoint takes and answers. */
  readonly types?: { answer: Answer; body: Body; query: Query };
};

// biome-ignore lint/suspicious/noExplicitAny: any endpoint, whatever it takes and answers
export type AnyEndpoint = Endpoint<any, any, any>;
export type AnswerOf<E extends AnyEndpoint> = NonNullable<E["types"]>["answer"];
export type BodyOf<E extends AnyEndpoint> = NonNullable<E["types"]>["body"];
export type QueryOf<E extends AnyEndpoint> = NonNullable<E["types"]>["query"];

/** `{ id: string }` for "/api/admin/projects/:id". */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** A success that answers a file. */
export type Download = Message & { file: Blob; filename: string };

/**
 * The endpoints that answer `Answer` and take `Body` and `Query`, by method:
 * `endpoint<ProjectAnswer, ProjectUpdate>().patch("/api/admin/projects/:id")`; with `download`, a
 * success answers a file (`endpoint<Download>({ download: true }).post("/api/admin/backup")`).
 */
export function endpoint<Answer = Message, Body = undefined, Query = undefined>(options: { download?: true } = {}) {
  const at =
    (method: Method) =>
    <const Path extends string>(path: Path): Endpoint<Answer, Body, Query, Path> => ({ method, path, ...options });
  return { get: at("GET"), post: at("POST"), put: at("PUT"), patch: at("PATCH"), delete: at("DELETE") };
}

/** The path with its params filled in: "/api/admin/projects/:id" with `{ id: "a b" }` is "/api/admin/projects/a%20b". */
export function pathTo<Path extends string>(path: Path, params: ParamsOf<Path>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ""));
}
