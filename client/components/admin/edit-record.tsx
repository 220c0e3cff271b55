// The body of an "update" screen: the id from the route, then the record loaded first
// ('Loading …'), then its form; a missing id or a failed load shows why, with a way back.
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { PrefetchLink } from "../prefetch-link.tsx";
import { Loading, Problem } from "./load-state.tsx";
import { useLoad } from "./use-load.ts";

type EditRecordProps<T> = {
  id: string | undefined;
  missingMessage: string;
  load: (id: string) => Promise<T>;
  failMessage: string;
  loadingLabel: string;
  back: { href: string; label: string };
  describe: (record: T) => string;
  /** The form; `done` returns to the list it came from. */
  children: (record: T, done: () => void) => ReactNode;
};

export function EditRecord<T>(props: EditRecordProps<T>) {
  if (!props.id) {
    return (
      <Problem message={props.missingMessage}>
        <BackLink {...props.back} />
      </Problem>
    );
  }
  return <LoadedRecord {...props} id={props.id} />;
}

function LoadedRecord<T>({ id, load, failMessage, loadingLabel, back, describe, children }: EditRecordProps<T> & { id: string }) {
  const [, navigate] = useLocation();
  const loaded = useLoad(() => load(id), failMessage, id);
  if (loaded.state === "loading") return <Loading label={loadingLabel} />;
  if (loaded.state === "error") {
    return (
      <Problem message={loaded.message}>
        <BackLink {...back} />
      </Problem>
    );
  }
  return (
    <section className="admin-panel admin-panel--narrow" aria-label={describe(loaded.data)}>
      {children(loaded.data, () => navigate(back.href))}
    </section>
  );
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <PrefetchLink href={href} className="button button--ghost">
      {label}
    </PrefetchLink>
  );
}
