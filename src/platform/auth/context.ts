// What the sign-in and account routes share: their dependencies, and for each request who asks
// and a way to check, clear and record an attempt through the sign-in gate (gate.ts). A module of
// its own, so that routes.ts and account-routes.ts both read it and neither reads the other.
import type { Sql } from "../db/connect.ts";
import { HttpError } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { safeAudit, type Audit, type AuthEvent } from "./audit.ts";
import { clientAddress, type ProxyTrust } from "./client-address.ts";
import type { GateOptions, SignInGate } from "./gate.ts";
import type { AttemptKind, LoginLimiter } from "./rate-limit.ts";

export type AuthDeps = {
  sql: Sql;
  jwtSecret: string;
  limiter: LoginLimiter;
  proxy: ProxyTrust;
  log: Logger;
  audit?: Audit;
  /** How many password checks may run at once; by default one per address, half the cores overall. */
  gate?: GateOptions;
  /**
   * The hash an unknown username's check runs against; by default one at the app's cost. A suite
   * about what failed sign-ins leave in the log, not their timing, gives a cheap one.
   */
  unknownUserHash?: () => Promise<string>;
  /** The name an authenticator app shows beside the code (the studio's), read when 2FA is set up. */
  issuer: () => Promise<string>;
};

/**
 * What every auth route needs about the request: who asks, and a way to record it. An operator
 * reads each refusal and failure in the log with the address and why; never the password, nor
 * the typed username (people type their password into it).
 */
export function authContext(deps: AuthDeps, gate: SignInGate) {
  const audit = safeAudit(deps.audit, deps.log);
  return (request: Request) => {
    const address = clientAddress(request, deps.proxy);
    const userAgent = (request.headers.get("user-agent") ?? "").slice(0, 300);
    return {
      address,
      /** Through the gate; a refusal (too many attempts, too busy) is logged with its answer. */
      check: async <T>(username: string, work: () => Promise<T>, kind?: AttemptKind) => {
        try {
          return await gate.check(username, address, work, kind);
        } catch (error) {
          if (error instanceof HttpError) deps.log.warn("sign-in refused", { client: address, status: error.status, reason: error.message });
          throw error;
        }
      },
      /** A wrong password or code: `reason` says which, for the operator only. */
      failed: (reason: string) => deps.log.warn("sign-in failed", { client: address, reason }),
      clear: (username: string, kind?: AttemptKind) => gate.clear(username, address, kind),
      record: (action: AuthEvent["action"], username: string | null) => audit({ action, username, address, userAgent }),
    };
  };
}

export type AuthContext = ReturnType<typeof authContext>;
