// The trail at the top of an editor, "Projects / Product visualization / Harbour lights": the
// list it was opened from (a link back), any steps between, the record's name, then its state.
import { Fragment, type ReactNode } from "react";
import { PrefetchLink } from "../prefetch-link.tsx";

type Props = {
  list: { href: string; label: string };
  steps?: string[];
  current: string;
  /** The record's state after its name (a draft or published badge). */
  children?: ReactNode;
};

export function EditorTrail({ list, steps = [], current, children }: Props) {
  return (
    <p className="project-bar__title">
      <PrefetchLink href={list.href} className="admin-link">
        {list.label}
      </PrefetchLink>
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the trail's steps are positions in a path, and never reorder
        <Fragment key={index}>
          <span aria-hidden="true"> / </span>
          <span>{step}</span>
        </Fragment>
      ))}
      <span aria-hidden="true"> / </span>
      <strong>{current}</strong>
      {children}
    </p>
  );
}
