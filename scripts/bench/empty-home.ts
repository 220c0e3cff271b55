// Lighthouse on the home page of a studio that started empty (the first run's "start empty":
// src/features/setup/start-empty.ts), as a new owner's site looks before any work is added:
// its sections with nothing to show are left out, and the page must still score 100. Run last on
// the bench's server, since it takes the sample to the trash.
import type { SetupState } from "../../client/contract/setup.ts";
import { runLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { signIn } from "./upload-storm.ts";

/** What the bench's tables call the page. */
const EMPTY_HOME_LABEL = "/ (started empty)";

export async function lighthouseStartedEmpty(
  url: string,
  admin: { username: string; password: string },
  chromePath: string,
  runs: number,
): Promise<LighthouseResult> {
  const headers = { authorization: `Bearer ${await signIn(url, admin)}`, "content-type": "application/json" };
  const state = (await (await fetch(`${url}/api/admin/setup`, { headers })).json()) as SetupState;
  const setup = await fetch(`${url}/api/admin/setup`, { method: "POST", headers, body: JSON.stringify({ ...state.studio, start: "empty" }) });
  if (!setup.ok) throw new Error(`start empty failed: ${setup.status} ${await setup.text()}`);
  return { ...(await runLighthouse(url, "/", chromePath, runs)), path: EMPTY_HOME_LABEL };
}
