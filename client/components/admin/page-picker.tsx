// A link chosen from the site's own pages, never typed: a search box over the pages (home,
// portfolio, contact, each service, each published project by its title) as an ARIA combobox
// (arrows move, Enter picks, Escape closes). Where an outside address is allowed, typing one
// offers it as the choice. The chosen page shows by its name above the box.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { pageOf, type SitePage } from "../../contract/links.ts";
import { describedBy, FieldMessages } from "./field-messages.tsx";
import { FieldLabel } from "./field-label.tsx";
import { call } from "../../api.ts";
import { LINKS } from "../../contract/endpoints/pages.ts";

type Props = {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** An http(s) address may be typed instead of a page. */
  outside?: boolean;
  /** The link may be left empty ("Remove link"). */
  optional?: boolean;
  /** Pages not to offer (the page a link is being moved away from). */
  exclude?: string[];
  /** Whether the chosen page shows above the box (not when the box only picks a new one). */
  showCurrent?: boolean;
};

type Choice = { value: string; label: string; detail: string; group: string };

const OUTSIDE = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const same = (a: string, b: string) => pageOf(a) === pageOf(b);

export function PagePicker({
  label,
  value,
  onChange,
  hint,
  error,
  disabled,
  outside = false,
  optional = true,
  exclude = [],
  showCurrent = true,
}: Props) {
  const id = useId();
  const [pages, setPages] = useState<SitePage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  const load = () => {
    if (pages || failed) return;
    call(LINKS.pages).then(
      (answer) => setPages(answer.pages),
      () => setFailed(true),
    );
  };
  // The chosen page is named by its title as soon as the screen opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the field first shows
  useEffect(() => {
    if (value.startsWith("/")) load();
  }, []);

  const choices = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const found: Choice[] = (pages ?? [])
      .filter((page) => !exclude.some((path) => same(path, page.path)))
      .filter((page) => words.every((word) => `${page.label} ${page.detail} ${page.path}`.toLowerCase().includes(word)))
      .map((page) => ({ value: page.path, label: page.label, detail: page.detail, group: page.group }));
    if (outside && OUTSIDE.test(query.trim())) found.unshift({ value: query.trim(), label: query.trim(), detail: "", group: "Another site" });
    return found;
  }, [pages, query, outside, exclude]);

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const pick = (choice: Choice) => {
    onChange(choice.value);
    setQuery("");
    setOpen(false);
  };
  const chosen = pages?.find((page) => same(page.path, value));
  const missing = value.startsWith("/") && pages !== null && !chosen;
  const optionId = (index: number) => `${id}-option-${index}`;
  const shown = open && (pages !== null || choices.length > 0);

  return (
    <div className={`admin-field page-picker${error || missing ? " is-invalid" : ""}`}>
      <div className="admin-field__top">
        <FieldLabel htmlFor={id} optional={optional}>
          {label}
        </FieldLabel>
      </div>
      {showCurrent ? (
        <div className="page-picker__current" aria-live="polite">
          {value ? (
            <>
              <span className="page-picker__name">
                {chosen ? chosen.label : value.startsWith("/") ? "Not one of the site's pages" : "Another site"}
                <span className="page-picker__path">{value}</span>
              </span>
              {optional ? (
                <button
                  type="button"
                  className="admin-action"
                  onClick={() => onChange("")}
                  disabled={disabled}
                  aria-label={`Remove the link: ${label}`}
                >
                  Remove link
                </button>
              ) : null}
            </>
          ) : (
            <span className="page-picker__none">No link</span>
          )}
        </div>
      ) : null}
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && choices[active] ? optionId(active) : undefined}
        aria-invalid={error || missing ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        placeholder={outside ? "Search your pages, or paste https://…" : "Search your pages"}
        value={query}
        disabled={disabled}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((current) => (choices.length ? (current + step + choices.length) % choices.length : 0));
          } else if (event.key === "Enter" && shown && choices[active]) {
            event.preventDefault();
            pick(choices[active]);
          } else if (event.key === "Escape" && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {shown ? (
        <div className="page-picker__list" id={`${id}-list`} role="listbox" aria-label={`Pages for ${label}`} ref={list}>
          {choices.length === 0 ? (
            <p className="page-picker__empty">
              {outside ? "No page has these words. An outside address starts with https://" : "No page has these words."}
            </p>
          ) : (
            choices.map((choice, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows and Enter), which keeps the focus, as the ARIA combobox pattern has it
              <div
                key={`${choice.group} ${choice.value}`}
                tabIndex={-1}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={index === active}
                className={`page-picker__option${index === active ? " is-active" : ""}`}
                // Before the box's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(choice)}
              >
                <span className="page-picker__option-name">{choice.label}</span>
                <span className="page-picker__option-detail">
                  {[choice.group, choice.detail].filter(Boolean).join(" · ")}
                  {choice.group === "Another site" ? "" : ` · ${choice.value}`}
                </span>
              </div>
            ))
          )}
        </div>
      ) : null}
      {failed ? <p className="admin-field__error">The site's pages could not be loaded. Reload the screen to try again.</p> : null}
      {missing && !error ? (
        <p className="admin-field__error" role="alert">
          This address is not one of the site's pages as they are now (deleted, unpublished or renamed): choose one from the list.
        </p>
      ) : null}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
