// The arrow of the site's scroll and step buttons (the testimonials' previous and next, the
// portfolio tabs' more), drawn in the text colour; `weight` is its stroke in a 24-unit box.
export function Chevron({ direction, size, weight = 2 }: { direction: "left" | "right"; size: number; weight?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth={weight}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
