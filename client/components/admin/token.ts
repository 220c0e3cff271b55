// The admin's token: read from localStorage ("token") once, then held here and shared by every
// admin screen and the API client. Unknown (undefined) on the server and while hydrating, so
// the guard never redirects before the browser has looked.
import { useSyncExternalStore } from "react";

const TOKEN_KEY = "token";

let current: string | null | undefined;
const listeners = new Set<() => void>();

export function getToken(): string | null {
  if (current === undefined) current = readStorage();
  return current;
}

export function setToken(token: string | null): void {
  current = token;
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be disabled (private mode); the token still lives for this page.
  }
  for (const listener of listeners) listener();
}

export function clearToken(): void {
  setToken(null);
}

/** null: signed out; undefined: not known yet (server render and hydration). */
export function useToken(): string | null | undefined {
  return useSyncExternalStore(subscribe, getToken, () => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing out in another tab signs out this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    current = readStorage();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
