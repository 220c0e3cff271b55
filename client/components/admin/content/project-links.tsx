// What links to a project, shown before it is deleted or unpublished: those links would lead to
// "page not found", so each can be pointed elsewhere or removed on the spot.
import { useEffect, useState } from "react";
import type { LinkUse } from "../../../contract/links.ts";
import { LinkUses } from "../link-uses.tsx";
import { call } from "../../../api.ts";
import { LINKS } from "../../../contract/endpoints/pages.ts";

type Props = { projectId: string /** What is about to happen to the project: "deleted", "unpublished". */; outcome: string };

export function ProjectLinks({ projectId, outcome }: Props) {
  const [uses, setUses] = useState<LinkUse[] | null>(null);
  const [fixed, setFixed] = useState(false);
  const load = () =>
    call(LINKS.toProject, { params: { id: projectId } }).then(
      (answer) => setUses(answer.uses),
      () => setUses(null),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only for another project
  useEffect(() => {
    void load();
  }, [projectId]);
  if (!uses) return null;
  if (uses.length === 0) {
    return fixed ? (
      <p className="admin-result" role="status">
        Nothing on the site links to it any more.
      </p>
    ) : null;
  }
  const count = uses.length === 1 ? "1 link leads" : `${uses.length} links lead`;
  return (
    <section className="admin-warning project-links" aria-label="Links to this project">
      <strong>
        {count} here. Once it is {outcome}, visitors following {uses.length === 1 ? "it" : "them"} find “page not found”:
      </strong>
      <LinkUses
        uses={uses}
        onFixed={() => {
          setFixed(true);
          void load();
        }}
      />
    </section>
  );
}
