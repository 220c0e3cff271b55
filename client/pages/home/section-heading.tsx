// The kicker-and-heading pair that opens the home page's sections (the home document's
// sections.<section>, editable in place).
import { Editable } from "../../components/in-place/in-place.tsx";

type Props = { id: string; section: "logos" | "testimonials"; kicker: string; heading: string };

export function SectionHeading({ id, section, kicker, heading }: Props) {
  return (
    <div className="section-heading">
      <p className="section-kicker">
        <Editable doc="home" path={`sections.${section}.kicker`}>
          {kicker}
        </Editable>
      </p>
      <h2 id={id} className="section-heading__title">
        <Editable doc="home" path={`sections.${section}.heading`}>
          {heading}
        </Editable>
      </h2>
    </div>
  );
}
