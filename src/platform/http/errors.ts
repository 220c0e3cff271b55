// The contract's error answers: JSON with success false and a message, the status carrying the
// meaning. Elysia's own error bodies (stack, echoed input) never reach a client.
import { Elysia, type ValidationError } from "elysia";
import { REQUEST_TOO_LARGE } from "../../../client/contract/common.ts";
import { describeError } from "../../../client/contract/describe-error.ts";
import type { Logger } from "../logger.ts";

/** Thrown by handlers and guards; the message is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More of the answer: a 409 carries the newer record the save was refused for. */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function fail(status: number, message: string, headers?: Record<string, string>): never {
  throw new HttpError(status, message, headers);
}

/** A refusal whose answer carries more than its message (e.g. the newer version behind a 409). */
export function failWith(status: number, message: string, fields: Record<string, unknown>): never {
  throw new HttpError(status, message, {}, fields);
}

export function errorHandler(log: Logger) {
  return new Elysia({ name: "error-handler" }).onError({ as: "global" }, ({ code, error, set, path }) => {
    const answer = (status: number, message: string, fields: Record<string, unknown> = {}) => {
      set.status = status;
      set.headers["content-type"] = "application/json; charset=utf-8";
      set.headers["cache-control"] = "no-store";
      return JSON.stringify({ ...fields, success: false, message });
    };
    try {
      return respond(code, error);
    } catch (failure) {
      // A handler that throws makes Bun answer a bare text/plain 500 without our headers.
      log.error(`error handler failed on ${path}`, failure);
      return answer(500, "Something went wrong on our side. Please try again.");
    }

    function respond(code: unknown, error: unknown) {
      // A body refused while Elysia's parser read it (src/platform/http/counted-body.ts) keeps its answer.
      if (code === "PARSE" && (error as Error).cause instanceof HttpError) error = (error as Error).cause;
      if (error instanceof HttpError) {
        Object.assign(set.headers, error.headers);
        return answer(error.status, error.message, error.fields);
      }
      // The client left (request.signal aborted) and its work was stopped: nobody reads this answer.
      if ((error as Error)?.name === "AbortError") return answer(499, "The request was cancelled.");
      // An answer outside the schema its route declares is our mistake, and is never sent.
      if (code === "VALIDATION" && (error as ValidationError).type === "response") {
        const first = (error as ValidationError).valueError;
        log.error(`answer outside its schema on ${path}: ${first ? `${first.path || "/"} ${first.message}` : "see the route's response schema"}`);
        return answer(500, "Something went wrong on our side. Please try again.");
      }
      switch (code) {
        case "VALIDATION":
          // An answer the contract's schema refuses is the server's fault, never the request's.
          if ((error as ValidationError).type === "response") break;
          return answer(400, validationMessage(error as ValidationError));
        case "PARSE":
          return answer(400, "The request body could not be read: send valid JSON or multipart form data.");
        case "NOT_FOUND":
          return answer(404, "Not found");
        case "INVALID_COOKIE_SIGNATURE":
          return answer(400, "Invalid cookie");
      }
      if (isStoreDown(error)) {
        log.warn(`store unavailable on ${path}: ${(error as Error).message}`);
        set.headers["retry-after"] = "5";
        return answer(503, "The service is temporarily unavailable. Please try again shortly.");
      }
      const status = (error as { status?: number }).status;
      if (status === 413) return answer(413, REQUEST_TOO_LARGE);
      // Input nested deeper than the stack (JSON arrays 20,000 levels deep) is the client's doing.
      if (error instanceof RangeError && /call stack/i.test(error.message)) return answer(400, "The request is nested too deeply.");
      log.error(`unhandled error on ${path}`, error);
      return answer(500, "Something went wrong on our side. Please try again.");
    }
  });
}

/**
 * The first problem, worded from the schema as validation.ts words it; never echoes the submitted value.
 * Only the first error is read: listing them all (`error.all`) stringifies the values, and a
 * value nested 20,000 levels deep overflows the stack.
 */
function validationMessage(error: ValidationError): string {
  const first = error.valueError;
  return first ? describeError(first) : "The request is invalid";
}

/** Connection-level failures of postgres.js or the object store: the store is down, not the request. */
function isStoreDown(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  return (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "EPIPE",
      "CONNECT_TIMEOUT",
      "CONNECTION_CLOSED",
      "CONNECTION_ENDED",
      "CONNECTION_DESTROYED",
      "57P01",
      "57P03",
    ].includes(code) ||
    (error instanceof Error && /ECONNREFUSED|socket connection was closed/i.test(error.message))
  );
}
