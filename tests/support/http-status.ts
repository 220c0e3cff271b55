// The status a piece of server work ends with: 200, or the HttpError it threw (anything else is rethrown).
import { HttpError } from "../../src/platform/http/errors.ts";

export async function statusOf(work: Promise<unknown>): Promise<number> {
  try {
    await work;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}
