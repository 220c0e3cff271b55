// The dashboard's list of links on the site that lead to "page not found": where each is, where
// it points, and its fix. Read on its own, so a slow or failed read never holds the dashboard.
import { LinkUses } from "../../../components/admin/link-uses.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { call } from "../../../api.ts";
import { LINKS } from "../../../contract/endpoints/pages.ts";

export function DeadLinks() {
  const loaded = useLoad(async () => (await call(LINKS.dead)).uses, "Could not check the site's links", "dead-links");
  return (
    <section className="admin-section" aria-labelledby="dead-links-heading">
      <h2 id="dead-links-heading">
        Links that lead nowhere {loaded.state === "ready" ? <span className="admin-count">{loaded.data.length}</span> : null}
      </h2>
      {loaded.state === "loading" ? <Loading label="Checking the site's links..." /> : null}
      {loaded.state === "error" ? <LoadFailed message={loaded.message} reload={loaded.reload} /> : null}
      {loaded.state === "ready" ? (
        loaded.data.length === 0 ? (
          <p className="admin-empty">Every link on the site leads to a page that is there.</p>
        ) : (
          <>
            <p className="admin-section__lead">Visitors following these find “page not found”. Point each at another page, or remove it.</p>
            <LinkUses uses={loaded.data} onFixed={loaded.refresh} />
          </>
        )
      ) : null}
    </section>
  );
}
