// "Unpublished changes": the page has a saved draft that visitors do not see yet.
export function DraftBadge() {
  return <span className="status-badge status-badge--draft">Unpublished changes</span>;
}
