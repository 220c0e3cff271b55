// The backup and restore requests as the admin's browser sends them, to a listening server.
import { expect } from "bun:test";
import { RESTORE_CONFIRM_HEADER } from "../../client/contract/safety.ts";

export async function downloadBackup(t: { url: string }, token: string): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(`${t.url}/api/admin/backup`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

export function sendRestore(t: { url: string }, token: string, body: BodyInit | Uint8Array, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${t.url}/api/admin/restore`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/gzip", [RESTORE_CONFIRM_HEADER]: "RESTORE", ...headers },
    body: body as BodyInit,
  });
}
