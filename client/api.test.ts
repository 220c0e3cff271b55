// The error catalogue (MESSAGES in client/api.ts) against a fake transport.
import { describe, expect, mock, test } from "bun:test";
import { type ApiError, classify, createApiClient, MESSAGES, type RawResponse, type Transport } from "./api.ts";

function client(answer: RawResponse | Error, token: string | null = "tok") {
  const calls: { url: string; headers: Record<string, string>; method: string; body?: unknown }[] = [];
  const transport: Transport = async (url, init) => {
    calls.push({ url, ...init });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const signOut = mock(() => {});
  const notifyError = mock((_message: string) => {});
  const request = createApiClient({ transport, getToken: () => token, signOut, notifyError });
  return { request, calls, signOut, notifyError };
}

async function failure(work: Promise<unknown>): Promise<ApiError> {
  try {
    await work;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
}

describe("API client", () => {
  test("calls /api with the bearer token and JSON body, and answers the server's JSON", async () => {
    const c = client({ status: 200, body: { success: true, message: "Logo deleted successfully" } });
    const answer = await c.request("/admin/deletelogo", { json: { id: "x" } });
    expect(answer.message).toBe("Logo deleted successfully");
    expect(c.calls[0]).toMatchObject({ url: "/api/admin/deletelogo", method: "POST", body: '{"id":"x"}' });
    expect(c.calls[0]!.headers).toMatchObject({ authorization: "Bearer tok", "content-type": "application/json" });
  });

  test("no token, no Authorization header", async () => {
    const c = client({ status: 200, body: { success: true, message: "ok" } }, null);
    await c.request("/admin/logos");
    expect(c.calls[0]!.headers.authorization).toBeUndefined();
    expect(c.calls[0]!.method).toBe("GET");
  });

  test("a network failure toasts 'Network error. Please check your connection.' and rethrows", async () => {
    const c = client(new Error("socket hang up"));
    const error = await failure(c.request("/admin/dashboard"));
    expect(c.notifyError).toHaveBeenCalledWith("Network error. Please check your connection.");
    expect(error.notified).toBe(true);
    expect(error.message).toBe("socket hang up");
  });

  test("5xx toasts 'Server error. Please try again later.' and rethrows", async () => {
    for (const status of [500, 502, 503]) {
      const c = client({ status, body: { success: false, message: "db down" } });
      const error = await failure(c.request("/admin/dashboard"));
      expect(c.notifyError).toHaveBeenCalledWith("Server error. Please try again later.");
      expect(error).toMatchObject({ status, notified: true });
    }
  });

  test("401 on an admin call signs out (token removed, to the login page)", async () => {
    const c = client({ status: 401, body: { success: false, message: "Your session has expired or is invalid. Please sign in again." } });
    const error = await failure(c.request("/admin/dashboard"));
    expect(c.signOut).toHaveBeenCalledTimes(1);
    expect(error.notified).toBe(true);
  });

  test("401 from the login call is a login failure with the server's message, not a sign-out", async () => {
    const c = client({ status: 401, body: { success: false, message: "Invalid username or password" } });
    const error = await failure(c.request("/admin/login", { json: { username: "a", password: "b" } }));
    expect(c.signOut).not.toHaveBeenCalled();
    expect(c.notifyError).not.toHaveBeenCalled();
    expect(error).toMatchObject({ message: "Invalid username or password", notified: false, status: 401 });
  });

  test("a quiet call's failure neither toasts nor signs out: the screen's own calls do that once", async () => {
    for (const answer of [new Error("offline"), { status: 503, body: null }, { status: 401, body: { success: false, message: "expired" } }]) {
      const c = client(answer);
      const error = await failure(c.request("/admin/enquiries/count", { quiet: true }));
      expect(error.notified).toBe(false);
      expect(c.notifyError).not.toHaveBeenCalled();
      expect(c.signOut).not.toHaveBeenCalled();
    }
  });

  test("other failures carry the server's message for the caller to show", async () => {
    const c = client({ status: 400, body: { success: false, message: "Please choose a new image" } });
    const error = await failure(c.request("/admin/updatelogo", { form: new FormData() }));
    expect(error).toMatchObject({ message: "Please choose a new image", notified: false });
  });

  test("a failure without a message leaves the caller's fallback to show; a bare 413 says the file is too large", async () => {
    expect(classify("/admin/login", { status: 400, body: null })).toEqual({ kind: "failed", message: undefined });
    expect(classify("/admin/addlogo", { status: 413, body: "" })).toEqual({ kind: "failed", message: MESSAGES.tooLarge });
    expect(classify("/admin/addlogo", { status: 0, body: null })).toEqual({ kind: "network" });
    expect(classify("/admin/addlogo", null)).toEqual({ kind: "network" });
  });
});
