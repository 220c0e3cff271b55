// Two rows of the service's keywords scrolling in opposite directions. The row is rendered
// twice so the CSS loop has no seam; the copy is hidden from assistive technology. The motion
// pauses on hover and stops for visitors who prefer reduced motion (services.css).
export function KeywordMarquee({ rows }: { rows: [string[], string[]] }) {
  return (
    <div className="marquee" aria-label="What this service covers">
      {rows.map((words, row) => (
        <div key={row} className={`marquee__row marquee__row--${row === 0 ? "left" : "right"}`}>
          {[0, 1].map((copy) => (
            <ul key={copy} className="marquee__track" aria-hidden={copy === 1 || undefined}>
              {words.map((word) => (
                <li key={word} className="marquee__word">
                  {word}
                </li>
              ))}
            </ul>
          ))}
        </div>
      ))}
    </div>
  );
}
