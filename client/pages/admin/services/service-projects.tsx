// A gallery service's sample work as its page shows it: the service's published projects, fifty
// at a time (GET /api/admin/projects/list?service=&status=published, light rows), each edited
// on the Projects screen, so a service of 400 projects loads fifty rows, not 400 projects.
import { useState } from "react";
import { ButtonLink } from "../../../components/admin/button-link.tsx";
import { Thumb } from "../../../components/admin/content/thumb.tsx";
import { ListPages } from "../../../components/admin/list-pages.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import { pagingOf } from "../../../contract/paging.ts";
import { PROJECT_LIST_LIMITS, type ProjectListAnswer } from "../../../contract/project-list.ts";
import { loadProjectList, viewSearch, type ListView } from "../projects/list-view.ts";

export function ServiceProjects({ service, name }: { service: string; name: string }) {
  const [page, setPage] = useState(1);
  const view: ListView = { service, status: "published", q: "", page };
  const loaded = useLoad<ProjectListAnswer>(() => loadProjectList(view), "Failed to load the projects", viewSearch(view));
  const answer = loaded.state === "ready" ? loaded.data : null;
  const size = PROJECT_LIST_LIMITS.pageSize;
  const { pages } = pagingOf(page, answer?.total ?? 0, size);
  return (
    <section className="admin-section" aria-labelledby="project-cards-heading">
      <div className="admin-note">
        <h2 id="project-cards-heading">
          {name} shows its published projects {answer ? <span className="admin-count">{answer.total}</span> : null}
        </h2>
        <p>Each card is a project's cover, title and tagline, linking to its page. Change them, their order or add one on the Projects screen.</p>
        <ButtonLink href={`/admin/projects${viewSearch({ ...view, page: 1 })}`}>Go to Projects</ButtonLink>
      </div>
      {loaded.state === "error" ? (
        <LoadFailed message={loaded.message} reload={loaded.reload} />
      ) : !answer ? (
        <Loading label="Loading projects..." />
      ) : answer.total === 0 ? (
        <p className="admin-empty">No published projects yet: the page's sample work is empty until you publish one.</p>
      ) : (
        <>
          <ul className="item-rows">
            {answer.projects.map((project) => (
              <li key={project._id} className="item-row">
                <Thumb image={project.cover} />
                <div className="item-row__text">
                  <p className="item-row__title">{project.title}</p>
                  {project.tagline ? <p className="item-row__caption">{project.tagline}</p> : null}
                </div>
                <div className="admin-card__actions item-row__actions">
                  <PrefetchLink href={`/admin/projects/${project._id}`} className="admin-action" aria-label={`Edit the project ${project.title}`}>
                    Edit project
                  </PrefetchLink>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <ListPages
              label={`Pages of ${name}'s projects`}
              range={`Projects ${(page - 1) * size + 1}–${(page - 1) * size + answer.projects.length} of ${answer.total}`}
              page={page}
              pages={pages}
              onPage={setPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
