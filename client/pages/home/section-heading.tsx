// The kicker-and-heading pair that opens the home page's sections.
export function SectionHeading({ id, kicker, heading }: { id: string; kicker: string; heading: string }) {
  return (
    <div className="section-heading">
      <p className="section-kicker">{kicker}</p>
      <h2 id={id} className="section-heading__title">
        {heading}
      </h2>
    </div>
  );
}
