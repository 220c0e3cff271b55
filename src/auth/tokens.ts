// Admin tokens: HS256 JWTs that expire after two hours. The algorithm is pinned on both sides,
// because @elysiajs/jwt sets no expiry and accepts whatever the header names unless told.
import { jwt } from "@elysiajs/jwt";

export const TOKEN_ALGORITHM = "HS256";
export const TOKEN_LIFETIME = "2h";

export function tokenPlugin(secret: string) {
  return jwt({ name: "adminToken", secret, alg: TOKEN_ALGORITHM, exp: TOKEN_LIFETIME });
}

export const VERIFY_OPTIONS = { algorithms: [TOKEN_ALGORITHM], requiredClaims: ["exp", "sub"] };
