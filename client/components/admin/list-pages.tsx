// Under a paged admin list (the inbox, the projects): what is shown of how many, read out when
// it changes, and Previous and Next with the page's number between them when there are several.
type Props = { label: string; range: string; page: number; pages: number; onPage(page: number): void };

export function ListPages({ label, range, page, pages, onPage }: Props) {
  return (
    <nav className="inbox-pages" aria-label={label}>
      <p className="admin-muted" aria-live="polite">
        {range}
      </p>
      {pages > 1 ? (
        <div className="inbox-pages__buttons">
          <button type="button" className="admin-action" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
          <span className="admin-muted">
            Page {page} of {pages}
          </span>
          <button type="button" className="admin-action" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </div>
      ) : null}
    </nav>
  );
}
