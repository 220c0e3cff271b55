// One changed field of a revision: its label, then before → after; a long text as a word diff
// (removed words struck through, added ones marked), so a changed word in an FAQ answer is found
// at a glance.
import type { FieldChange } from "../../../contract/revisions.ts";
import { ChangeValue } from "./change-value.tsx";
import { isLongText, wordDiff } from "./word-diff.ts";

export function FieldChangeView({ change }: { change: FieldChange }) {
  return (
    <li className="field-change">
      <span className="field-change__label">{change.label}</span>
      {isLongText(change.before, change.after) ? (
        <p className="field-change__diff">
          {wordDiff(change.before as string, change.after as string).map((part, index) =>
            part.kind === "same" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts are positions in the text, made afresh for each change shown
              <span key={index}>{part.text}</span>
            ) : part.kind === "removed" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts are positions in the text, made afresh for each change shown
              <del key={index} title="Removed">
                {part.text}
              </del>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts are positions in the text, made afresh for each change shown
              <ins key={index} title="Added">
                {part.text}
              </ins>
            ),
          )}
        </p>
      ) : (
        <span className="field-change__values">
          <span className="field-change__before">
            <span className="visually-hidden">Before: </span>
            <ChangeValue value={change.before} />
          </span>
          <span className="field-change__arrow" aria-hidden="true">
            →
          </span>
          <span className="field-change__after">
            <span className="visually-hidden">After: </span>
            <ChangeValue value={change.after} />
          </span>
        </span>
      )}
    </li>
  );
}
