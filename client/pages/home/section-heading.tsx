// The kicker-and-heading pair that opens the home page's sections (the home document's
// sections.<section>, editable in place).
import { EditableText } from "../../components/in-place/editable-text.tsx";

type Props = { id: string; section: "logos" | "testimonials"; kicker: string; heading: string };

export function SectionHeading({ id, section, kicker, heading }: Props) {
  return (
    <div className="section-heading">
      <EditableText as="p" className="section-kicker" doc="home" path={`sections.${section}.kicker`}>
        {kicker}
      </EditableText>
      <EditableText as="h2" id={id} className="section-heading__title" doc="home" path={`sections.${section}.heading`}>
        {heading}
      </EditableText>
    </div>
  );
}
