// The browser's API client: base URL /api, a 30 s timeout, the
// bearer token on every call, and the error catalogue: network and server failures toast here,
// a 401 outside login signs the admin out. Callers toast their own success and failure
// messages through reportError, which skips what was already shown. Screens call the contract's
// endpoints through `call`, which builds each request from the endpoint and types its answer.
import { navigate } from "wouter/use-browser-location";
import { SESSION_INVALID } from "./contract/account.ts";
import type { Message } from "./contract/common.ts";
import { type AnswerOf, type AnyEndpoint, type BodyOf, type ParamsOf, pathTo, type QueryOf } from "./contract/endpoint.ts";
import { notify } from "./components/admin/notify.ts";
import { clearToken, getToken } from "./components/admin/token.ts";

const API_BASE = "/api";
const REQUEST_TIMEOUT_MS = 30_000;
const LOGIN_PATH = "/admin/login";

export const MESSAGES = {
  network: "Network error. Please check your connection.",
  server: "Server error. Please try again later.",
  signedOut: SESSION_INVALID,
  tooLarge: "The file is too large.",
} as const;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Already shown to the admin by the client itself. */
    readonly notified: boolean,
    /** The answer's body, for callers that place a server's field errors at their fields. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: FormData;
  /** A file sent as the whole body (the restore's archive), with headers of its own. */
  file?: { body: Blob; headers: Record<string, string> };
  /** Upload progress, 0-100. */
  onProgress?: (percent: number) => void;
  /** The answer is a file: a success answers `{ file, filename }`; errors are JSON as usual. */
  download?: boolean;
  /**
   * A call in the background of a screen (the menu's count of new enquiries): a failure is thrown
   * without a toast or a sign-out, which the screen's own calls give once, not twice.
   */
  quiet?: boolean;
};

export type RawResponse = { status: number; body: unknown };
export type Transport = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | FormData | Blob;
    onProgress?: (percent: number) => void;
    download?: boolean;
  },
) => Promise<RawResponse>;

export type Outcome =
  | { kind: "ok" }
  | { kind: "network" }
  | { kind: "server" }
  | { kind: "signed-out"; message: string }
  | { kind: "failed"; message: string | undefined };

/** The catalogue, as data: what an answer (or its absence) means. */
export function classify(path: string, response: RawResponse | null): Outcome {
  if (!response || response.status === 0) return { kind: "network" };
  if (response.status >= 500) return { kind: "server" };
  const body = (response.body ?? {}) as { success?: unknown; message?: unknown };
  const message = typeof body.message === "string" && body.message ? body.message : undefined;
  if (response.status === 401 && path.startsWith("/admin") && path !== LOGIN_PATH)
    return { kind: "signed-out", message: message ?? MESSAGES.signedOut };
  if (response.status >= 200 && response.status < 300 && body.success === true) return { kind: "ok" };
  return { kind: "failed", message: message ?? (response.status === 413 ? MESSAGES.tooLarge : undefined) };
}

export type ClientDeps = {
  transport: Transport;
  getToken(): string | null;
  signOut(): void;
  /** keepOnNavigation: the message explains the navigation that follows (signed out). */
  notifyError(message: string, options?: { keepOnNavigation?: boolean }): void;
};

export function createApiClient(deps: ClientDeps) {
  return async function request<T extends Message = Message>(path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    const token = deps.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | Blob | undefined = options.form;
    if (options.file) {
      Object.assign(headers, options.file.headers);
      body = options.file.body;
    }
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    const method = options.method ?? (body ? "POST" : "GET");
    let response: RawResponse | null = null;
    let transportMessage: string = MESSAGES.network;
    try {
      response = await deps.transport(API_BASE + path, { method, headers, body, onProgress: options.onProgress, download: options.download });
    } catch (error) {
      transportMessage = (error as Error).message || transportMessage;
    }
    const outcome = classify(path, response);
    if (options.quiet && outcome.kind !== "ok") throw new ApiError(transportMessage, response?.status ?? 0, false);
    switch (outcome.kind) {
      case "ok":
        return response!.body as T;
      case "network":
        deps.notifyError(MESSAGES.network);
        throw new ApiError(transportMessage, 0, true);
      case "server":
        deps.notifyError(MESSAGES.server);
        throw new ApiError(MESSAGES.server, response!.status, true);
      case "signed-out":
        deps.notifyError(outcome.message, { keepOnNavigation: true });
        deps.signOut();
        throw new ApiError(outcome.message, 401, true);
      case "failed":
        throw new ApiError(outcome.message ?? "", response!.status, false, response!.body);
    }
  };
}

/** A failed call's message as an error toast, unless the client already showed one. */
export function reportError(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.notified) return;
  notify.error((error instanceof Error && error.message) || fallback);
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
const xhrTransport: Transport = (url, init) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    if (init.onProgress) {
      const report = init.onProgress;
      xhr.upload.onprogress = (event) => event.lengthComputable && report(Math.round((event.loaded / event.total) * 100));
    }
    if (init.download) xhr.responseType = "blob";
    xhr.onload = async () => {
      if (!init.download) return resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
      const blob = xhr.response as Blob;
      if (xhr.status < 200 || xhr.status >= 300) return resolve({ status: xhr.status, body: parseJson(await blob.text()) });
      const filename = /filename="([^"]+)"/.exec(xhr.getResponseHeader("content-disposition") ?? "")?.[1] ?? "download";
      resolve({ status: xhr.status, body: { success: true, message: "", file: blob, filename } });
    };
    xhr.onerror = () => reject(new Error(MESSAGES.network));
    xhr.ontimeout = () => reject(new Error("The request timed out. Please try again."));
    xhr.onabort = () => reject(new Error("The request was cancelled."));
    xhr.send(init.body ?? null);
  });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const request = createApiClient({
  transport: xhrTransport,
  getToken,
  signOut() {
    clearToken();
    navigate(LOGIN_PATH, { replace: true });
  },
  notifyError: (message, options) => void notify.error(message, options),
});

type Params<E extends AnyEndpoint> = ParamsOf<E["path"]>;

/** What a call of `E` takes: its path's params, its body and its query, each only when it has one. */
export type CallInput<E extends AnyEndpoint> = (keyof Params<E> extends never ? { params?: never } : { params: Params<E> }) &
  (BodyOf<E> extends undefined ? { body?: never } : { body: BodyOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: never } : { query: QueryOf<E> }) &
  Pick<RequestOptions, "onProgress" | "quiet"> & {
    /** Headers of a Blob body (the restore's archive: its type and the owner's confirmations). */
    headers?: Record<string, string>;
  };

/** The search string of a query, its empty values left out: "" when nothing is left. */
function searchOf(query: Record<string, string | undefined> | undefined): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return search ? `?${search}` : "";
}

/** One call of an endpoint of the contract (client/contract/endpoints/), its answer typed. */
export function createCaller(send: ReturnType<typeof createApiClient>) {
  return function call<E extends AnyEndpoint>(
    endpoint: E,
    ...[input]: Record<never, never> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
  ): Promise<AnswerOf<E>> {
    const { params, body, query, onProgress, quiet, headers } = (input ?? {}) as CallInput<AnyEndpoint> & { params?: Record<string, string> };
    const path = pathTo(endpoint.path, params ?? {}).slice(API_BASE.length) + searchOf(query);
    const options: RequestOptions = { method: endpoint.method, onProgress, quiet, download: endpoint.download };
    if (body instanceof FormData) options.form = body;
    else if (body instanceof Blob) options.file = { body, headers: headers ?? {} };
    else if (body !== undefined) options.json = body;
    return send(path, options);
  };
}

export const call = createCaller(request);
