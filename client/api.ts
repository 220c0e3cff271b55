// The browser's API client: base URL /api, a 30 s timeout, the
// bearer token on every call, and the error catalogue: network and server failures toast here,
// a 401 outside login signs the admin out. Callers toast their own success and failure
// messages through reportError, which skips what was already shown.
import { navigate } from "wouter/use-browser-location";
import type { Account, Enrolment, LoginAnswer, TokenAnswer } from "./contract/account-answers.ts";
import { SESSION_INVALID } from "./contract/account.ts";
import type { BulkAction, BulkAnswer, TrashRestoredAnswer } from "./contract/bulk.ts";
import type { ReviewAnswer, ReviewsAnswer } from "./contract/reviews.ts";
import type { LimitsAnswer, Message, TrashedAnswer } from "./contract/common.ts";
import type { DashboardAnswer } from "./contract/dashboard.ts";
import type { MailAnswer } from "./contract/mail.ts";
import type { LogoAnswer } from "./contract/logos.ts";
import {
  RESTORE_CONFIRM_HEADER,
  RESTORE_LOSS_HEADER,
  RESTORE_LOSS_WORD,
  type ActivityAnswer,
  type EmptiedTrashAnswer,
  type TrashAnswer,
  type TrashRef,
  trashKey,
} from "./contract/safety.ts";
import { notify } from "./components/admin/notify.ts";
import { clearToken, getToken } from "./components/admin/token.ts";

export const API_BASE = "/api";
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

export const request = createApiClient({
  transport: xhrTransport,
  getToken,
  signOut() {
    clearToken();
    navigate(LOGIN_PATH, { replace: true });
  },
  notifyError: (message, options) => void notify.error(message, options),
});

type Progress = { onProgress?: (percent: number) => void };

/** The admin's calls for the account, the dashboard, logos, reviews, the safety net and backups
 * (the content's calls are in content-api.ts). */
export const adminApi = {
  /** A token, or with two-factor sign-in on, a challenge for loginCode. */
  login: (username: string, password: string) => request<LoginAnswer>("/admin/login", { json: { username, password } }),
  loginCode: (challenge: string, code: string) => request<TokenAnswer>("/admin/login/code", { json: { challenge, code } }),
  logout: () => request("/admin/logout", { method: "POST" }),
  logoutAll: () => request("/admin/logout-all", { method: "POST" }),
  account: () => request<Message & { account: Account }>("/admin/account"),
  changePassword: (currentPassword: string, newPassword: string) =>
    request<TokenAnswer>("/admin/account/password", { json: { currentPassword, newPassword } }),
  setUpTwoFactor: () => request<Message & Enrolment>("/admin/account/2fa/setup", { method: "POST" }),
  enableTwoFactor: (password: string, code: string) =>
    request<TokenAnswer & { recoveryCodes: string[] }>("/admin/account/2fa/enable", { json: { password, code } }),
  newRecoveryCodes: (password: string) => request<Message & { recoveryCodes: string[] }>("/admin/account/2fa/recovery-codes", { json: { password } }),
  disableTwoFactor: (password: string, code: string) => request<TokenAnswer>("/admin/account/2fa/disable", { json: { password, code } }),
  dashboard: () => request<DashboardAnswer>("/admin/dashboard"),
  /** Whether mail goes out: off, failing (with the server's reason) or on. */
  mail: () => request<MailAnswer>("/admin/mail", { quiet: true }),
  reviews: () => request<ReviewsAnswer>("/admin/clients"),
  review: (id: string) => request<ReviewAnswer>(`/admin/client/${encodeURIComponent(id)}`),
  addReview: (form: FormData, { onProgress }: Progress = {}) => request<ReviewAnswer>("/admin/clients", { form, onProgress }),
  updateReview: (form: FormData, { onProgress }: Progress = {}) => request<ReviewAnswer>("/admin/updateclient", { form, onProgress }),
  deleteReview: (id: string) => request<TrashedAnswer>("/admin/deleteclient", { json: { id } }),
  logo: (id: string) => request<LogoAnswer>(`/admin/logo/${encodeURIComponent(id)}`),
  addLogo: (form: FormData, { onProgress }: Progress = {}) => request<LogoAnswer>("/admin/addlogo", { form, onProgress }),
  updateLogo: (form: FormData, { onProgress }: Progress = {}) => request<LogoAnswer>("/admin/updatelogo", { form, onProgress }),
  /** The upload limits the server runs with, for the forms' hints and checks. */
  limits: () => request<LimitsAnswer>("/admin/settings/limits"),
  deleteLogo: (id: string) => request<TrashedAnswer>("/admin/deletelogo", { json: { id } }),
  orderLogos: (ids: string[]) => request("/admin/logos/order", { method: "PUT", json: { ids } }),
  orderReviews: (ids: string[]) => request("/admin/reviews/order", { method: "PUT", json: { ids } }),
  trash: () => request<TrashAnswer>("/admin/trash"),
  restore: ({ collection, id }: TrashRef) =>
    request(`/admin/trash/${encodeURIComponent(collection)}/${encodeURIComponent(id)}/restore`, { method: "POST" }),
  purge: ({ collection, id }: TrashRef) => request(`/admin/trash/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`, { method: "DELETE" }),
  /** One action on the records chosen in a list (all or nothing); a delete's answer names them for its Undo. */
  bulk: (list: string, action: BulkAction, ids: string[], to?: string) =>
    request<BulkAnswer>(`/admin/bulk/${encodeURIComponent(list)}`, { json: { action, ids, ...(to && { to }) } }),
  /** Brings back the records chosen in the trash, of any lists, all or nothing. */
  restoreMany: (items: TrashRef[]) => request<TrashRestoredAnswer>("/admin/trash/restore", { json: { items: items.map(trashKey) } }),
  /** Deletes forever the records the owner was shown (not one trashed since, elsewhere). */
  emptyTrash: (items: TrashRef[]) => request<EmptiedTrashAnswer>("/admin/trash", { method: "DELETE", json: { items: items.map(trashKey) } }),
  activity: (before: string | null, limit = 50) =>
    request<ActivityAnswer>(`/admin/activity?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ""}`),
  /** The archive as a file (a success answers it instead of JSON). */
  backup: () => request<Message & { file: Blob; filename: string }>("/admin/backup", { method: "POST", download: true }),
  /** `confirmLoss`: the owner confirmed, a second time, a restore that leaves the site empty or without a page document. */
  restoreBackup: (archive: Blob, confirm: string, { onProgress, confirmLoss = false }: Progress & { confirmLoss?: boolean } = {}) =>
    request("/admin/restore", {
      file: {
        body: archive,
        headers: {
          "content-type": "application/gzip",
          [RESTORE_CONFIRM_HEADER]: confirm,
          ...(confirmLoss && { [RESTORE_LOSS_HEADER]: RESTORE_LOSS_WORD }),
        },
      },
      onProgress,
    }),
};
