// The studio's monogram: a V cut from a ring, drawn inline so it inherits the text colour.
export function Monogram({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      className="monogram"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12.5 14h6.2L24 29.2 29.3 14h6.2L27.2 35h-6.4z" fill="currentColor" />
      <circle cx="35.5" cy="33.5" r="2.5" fill="var(--accent)" />
    </svg>
  );
}
