// Draft or Published, as a badge whose colour and word both say it.
export function StatusBadge({ status }: { status: "draft" | "published" }) {
  return <span className={`status-badge status-badge--${status}`}>{status === "draft" ? "Draft" : "Published"}</span>;
}
