// Two rows of the service's keywords scrolling in opposite directions. The row is rendered
// twice so the CSS loop has no seam; the copy is hidden from assistive technology. The motion
// pauses on hover and stops for visitors who prefer reduced motion (services.css).
export function KeywordMarquee({ rows }: { rows: [string[], string[]] }) {
  return (
    <section className="keyword-marquee" aria-label="What this service covers">
      {rows.map((words, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the two rows are fixed positions (left, right)
        <div key={row} className={`keyword-marquee__row keyword-marquee__row--${row === 0 ? "left" : "right"}`}>
          {[0, 1].map((copy) => (
            <ul key={copy} className="keyword-marquee__track" aria-hidden={copy === 1 || undefined}>
              {words.map((word) => (
                <li key={word} className="keyword-marquee__word">
                  {word}
                </li>
              ))}
            </ul>
          ))}
        </div>
      ))}
    </section>
  );
}
