// The search above an admin list (the inbox, the projects): typed words are asked for on
// Search (or Enter), trimmed, and Clear search shows the list without them; either shows the
// list's first page. Other controls of the same query (the projects' status) sit in the form
// before the buttons. Key it by the search shown, so it starts again from the address's words.
import { useId, useState, type FormEvent, type ReactNode } from "react";

/** What a list screen shows: its words (`q`) and page among the rest of its address. */
type View = { q: string; page: number };

type Props<V extends View> = {
  /** What the field is called for a screen reader ("Search enquiries"). */
  label: string;
  placeholder: string;
  maxLength: number;
  view: V;
  show(view: V): void;
  className?: string;
  children?: ReactNode;
};

export function SearchBox<V extends View>({ label, placeholder, maxLength, view, show, className, children }: Props<V>) {
  const id = useId();
  const { q } = view;
  const [text, setText] = useState(q);
  const onSearch = (words: string) => show({ ...view, q: words, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form className={`inbox-search${className ? ` ${className}` : ""}`} onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className="admin-select inbox-search__input"
          placeholder={placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {children}
        <button type="submit" className="admin-action inbox-search__button">
          Search
        </button>
        {q ? (
          <button type="button" className="admin-action inbox-search__button" onClick={() => onSearch("")}>
            Clear search
          </button>
        ) : null}
      </form>
    </search>
  );
}
