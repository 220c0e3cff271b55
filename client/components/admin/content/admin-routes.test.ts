// The content screens' addresses lead to their pages ("new" is not taken for a project id),
// and read no public page data (they load through the admin API once signed in).
import { describe, expect, test } from "bun:test";
import { matchPage } from "../../../resolve-route.ts";

const ID = "0192f1e2-7c3a-7d4e-8f00-123456789abc";

describe("content admin routes", () => {
  test.each([
    ["/admin/projects", "client/pages/admin/projects/page.tsx"],
    ["/admin/projects/new", "client/pages/admin/new-project/page.tsx"],
    [`/admin/projects/${ID}`, "client/pages/admin/edit-project/page.tsx"],
    [`/admin/projects/${ID}/preview`, "client/pages/admin/preview-project/page.tsx"],
    ["/admin/portfolio", "client/pages/admin/portfolio/page.tsx"],
    ["/admin/services", "client/pages/admin/services/page.tsx"],
    ["/admin/studio", "client/pages/admin/studio/page.tsx"],
  ])("%s shows %s", (path, module) => {
    const match = matchPage(path)!;
    expect(match.route.page.module).toBe(module);
    expect(match.request).toBeNull();
  });
});
