// What a route that answers with a page is given: a renderer of the page the request asks for
// (the site's, src/site/pages.tsx), so a feature's route can draw its page without naming the
// site's code.
import type { PageDataResult } from "../../../client/contract/page-data.ts";

/** A page's data given by the route that answers (a form's post), its status and its extra headers: never cached. */
export type GivenPage = { result: PageDataResult; status: number; headers?: Record<string, string> };

/** Renders the page the request asks for, with its own data or the data given. */
export type PageRenderer = (request: Request, given?: GivenPage) => Promise<Response>;
