// The browser's API client (SPEC.md sections 7 and 8): base URL /api, a 30 s timeout, the
// bearer token on every call, and the error catalogue: network and server failures toast here,
// a 401 outside login signs the admin out. Callers toast their own success and failure
// messages through reportError, which skips what was already shown.
import { navigate } from "wouter/use-browser-location";
import type { ApiAnswer, Client, Logo } from "./entities.ts";
import { notify } from "./components/admin/notify.ts";
import { clearToken, getToken } from "./components/admin/token.ts";

export const API_BASE = "/api";
export const REQUEST_TIMEOUT_MS = 30_000;
export const LOGIN_PATH = "/admin/login";

export const MESSAGES = {
  network: "Network error. Please check your connection.",
  server: "Server error. Please try again later.",
  signedOut: "Your session has expired. Please sign in again.",
  tooLarge: "The file is too large.",
} as const;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Already shown to the admin by the client itself. */
    readonly notified: boolean,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  method?: "GET" | "POST";
  json?: unknown;
  form?: FormData;
  /** Upload progress, 0-100. */
  onProgress?: (percent: number) => void;
};

export type RawResponse = { status: number; body: unknown };
export type Transport = (url: string, init: { method: string; headers: Record<string, string>; body?: string | FormData; onProgress?: (percent: number) => void }) => Promise<RawResponse>;

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
  const body = (response.body ?? {}) as Partial<ApiAnswer>;
  const message = typeof body.message === "string" && body.message ? body.message : undefined;
  if (response.status === 401 && path.startsWith("/admin") && path !== LOGIN_PATH) return { kind: "signed-out", message: message ?? MESSAGES.signedOut };
  if (response.status >= 200 && response.status < 300 && body.success === true) return { kind: "ok" };
  return { kind: "failed", message: message ?? (response.status === 413 ? MESSAGES.tooLarge : undefined) };
}

export type ClientDeps = {
  transport: Transport;
  getToken(): string | null;
  signOut(): void;
  notifyError(message: string): void;
};

export function createApiClient(deps: ClientDeps) {
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiAnswer & T> {
    const headers: Record<string, string> = { accept: "application/json" };
    const token = deps.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | undefined = options.form;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    const method = options.method ?? (body ? "POST" : "GET");
    let response: RawResponse | null = null;
    let transportMessage: string = MESSAGES.network;
    try {
      response = await deps.transport(API_BASE + path, { method, headers, body, onProgress: options.onProgress });
    } catch (error) {
      transportMessage = (error as Error).message || transportMessage;
    }
    const outcome = classify(path, response);
    switch (outcome.kind) {
      case "ok":
        return response!.body as ApiAnswer & T;
      case "network":
        deps.notifyError(MESSAGES.network);
        throw new ApiError(transportMessage, 0, true);
      case "server":
        deps.notifyError(MESSAGES.server);
        throw new ApiError(MESSAGES.server, response!.status, true);
      case "signed-out":
        deps.signOut();
        deps.notifyError(outcome.message);
        throw new ApiError(outcome.message, 401, true);
      case "failed":
        throw new ApiError(outcome.message ?? "", response!.status, false);
    }
  };
}

/** A failed call's message as an error toast, unless the client already showed one. */
export function reportError(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.notified) return;
  notify.error((error instanceof Error && error.message) || fallback);
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
export const xhrTransport: Transport = (url, init) =>
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
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
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

export const request = createApiClient({
  transport: xhrTransport,
  getToken,
  signOut() {
    clearToken();
    navigate(LOGIN_PATH, { replace: true });
  },
  notifyError: notify.error,
});

type Progress = { onProgress?: (percent: number) => void };

/** Every call the admin makes (DESIGN.md, API contract). */
export const adminApi = {
  login: (username: string, password: string) => request<{ token: string }>("/admin/login", { json: { username, password } }),
  dashboard: () => request<{ dashboardData: { Logos: Logo[]; getAllClients: Client[] } }>("/admin/dashboard"),
  clients: () => request<{ clients: Client[] }>("/admin/clients"),
  client: (id: string) => request<{ client: Client }>(`/admin/client/${encodeURIComponent(id)}`),
  addClient: (form: FormData, { onProgress }: Progress = {}) => request<{ client: Client }>("/admin/clients", { form, onProgress }),
  updateClient: (form: FormData, { onProgress }: Progress = {}) => request<{ client: Client }>("/admin/updateclient", { form, onProgress }),
  deleteClient: (id: string) => request("/admin/deleteclient", { json: { id } }),
  logo: (id: string) => request<{ logo: Logo }>(`/admin/logo/${encodeURIComponent(id)}`),
  addLogo: (form: FormData, { onProgress }: Progress = {}) => request<{ logo: Logo }>("/admin/addlogo", { form, onProgress }),
  updateLogo: (form: FormData, { onProgress }: Progress = {}) => request<{ logo: Logo }>("/admin/updatelogo", { form, onProgress }),
  deleteLogo: (id: string) => request("/admin/deletelogo", { json: { id } }),
};
