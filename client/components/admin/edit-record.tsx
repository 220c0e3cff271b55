// An "update" screen: the id from the route, then the record loaded first ('Loading …'), then
// its form; a missing id or a failed load shows why, with a way back to the screen's section.
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { AdminShell } from "./admin-shell.tsx";
import { MENU, type AdminSection } from "./admin-frame.tsx";
import { ButtonLink } from "./button-link.tsx";
import { Loading, Problem } from "./load-state.tsx";
import { useLoad } from "./use-load.ts";

type EditRecordProps<T> = {
  section: AdminSection;
  title: string;
  lead: string;
  id: string | undefined;
  /** What the record is, in the screen's messages: "Loading client...", "Missing client id in route". */
  noun: string;
  load: (id: string) => Promise<T>;
  /** Names the form's region for screen readers; the noun, capitalised, unless given. */
  describe?: (record: T) => string;
  /** The form; `done` returns to the section's screen. */
  children: (record: T, done: () => void) => ReactNode;
};

export function EditRecord<T>({ section, title, lead, id, ...record }: EditRecordProps<T>) {
  const back = MENU.find((item) => item.section === section)!;
  const backLink = <ButtonLink href={back.href}>Back to {back.label}</ButtonLink>;
  return (
    <AdminShell section={section} title={title} lead={lead}>
      {id ? (
        <LoadedRecord {...record} id={id} back={back.href} backLink={backLink} />
      ) : (
        <Problem message={`Missing ${record.noun} id in route`}>{backLink}</Problem>
      )}
    </AdminShell>
  );
}

type LoadedProps<T> = Pick<EditRecordProps<T>, "noun" | "load" | "describe" | "children"> & { id: string; back: string; backLink: ReactNode };

function LoadedRecord<T>({ id, noun, load, describe, children, back, backLink }: LoadedProps<T>) {
  const [, navigate] = useLocation();
  const loaded = useLoad(() => load(id), `Failed to load ${noun}`, id);
  if (loaded.state === "loading") return <Loading label={`Loading ${noun}...`} />;
  if (loaded.state === "error") return <Problem message={loaded.message}>{backLink}</Problem>;
  return (
    <section className="admin-panel admin-panel--narrow" aria-label={describe ? describe(loaded.data) : noun[0]!.toUpperCase() + noun.slice(1)}>
      {children(loaded.data, () => navigate(back))}
    </section>
  );
}
