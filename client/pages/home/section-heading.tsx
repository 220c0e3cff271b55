// The kicker-and-heading pair that opens the home page's sections, editable in place: the two
// texts stand at `<path>.kicker` and `<path>.heading` of the home document.
import { EditableText } from "../../components/in-place/editable-text.tsx";

type Props = { path: string; id: string; className: string; kicker: string; heading: string };

/** The pair alone, for a section that lays it out in a column of its own. */
export function KickerAndHeading({ path, id, className, kicker, heading }: Props) {
  return (
    <>
      <EditableText as="p" className="section-kicker" doc="home" path={`${path}.kicker`}>
        {kicker}
      </EditableText>
      <EditableText as="h2" id={id} className={className} doc="home" path={`${path}.heading`}>
        {heading}
      </EditableText>
    </>
  );
}

/** The pair over a section of the home document's sections.<section>. */
export function SectionHeading({ id, section, kicker, heading }: { id: string; section: "logos" | "testimonials"; kicker: string; heading: string }) {
  return (
    <div className="section-heading">
      <KickerAndHeading path={`sections.${section}`} id={id} className="section-heading__title" kicker={kicker} heading={heading} />
    </div>
  );
}
