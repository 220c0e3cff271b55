// One text of the page made editable where it stands: plain text only (typed or pasted, never
// markup: the browser's plaintext-only editing, and the value read back as textContent), its
// limit counted as the owner types and the contract's error under it. The element is left to
// the browser while the owner types (React writing into it would move the caret); a new value
// from elsewhere (a 409's newer copy, a discard, a revert) is written into it as text.
import { useLayoutEffect, useRef, type KeyboardEvent } from "react";

type Props = {
  value: string;
  label: string;
  max: number | undefined;
  error: string | undefined;
  onChange(value: string): void;
};

export function EditText({ value, label, max, error, onChange }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current && ref.current.textContent !== value) ref.current.textContent = value;
  }, [value]);
  const over = max !== undefined && value.length > max;
  const keys = (event: KeyboardEvent) => {
    // Page texts are single paragraphs: Enter ends the edit instead of adding a line break.
    if (event.key === "Enter" || event.key === "Escape") {
      event.preventDefault();
      ref.current?.blur();
    }
    // A text inside a FAQ's <summary> would otherwise open and close it on Space.
    event.stopPropagation();
  };
  return (
    <span className="ip-text" data-invalid={error ? "true" : undefined}>
      {/* biome-ignore lint/a11y/useSemanticElements: text edited where it stands keeps the page's own inline typography, which a textarea cannot */}
      <span
        ref={ref}
        className="ip-text__input"
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        role="textbox"
        aria-label={label}
        data-placeholder={label}
        aria-invalid={error ? true : undefined}
        spellCheck
        tabIndex={0}
        onInput={(event) => onChange((event.currentTarget.textContent ?? "").replace(/\n/g, " "))}
        onKeyDown={keys}
        onKeyUp={(event) => event.stopPropagation()}
        // A text inside a link or a FAQ's summary is edited, not followed or toggled.
        onClick={(event) => event.preventDefault()}
      />
      {max !== undefined ? (
        <span className="ip-text__count" data-over={over ? "true" : undefined} aria-hidden="true">
          {value.length} / {max}
        </span>
      ) : null}
      {error ? (
        <span className="ip-text__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
