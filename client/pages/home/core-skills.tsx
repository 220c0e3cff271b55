// Core Skills: one button per shown service, in the owner's order, then the Portfolio and "HIRE {name}" buttons.
import { FormLink } from "../../components/form-link.tsx";
import { PrefetchLink } from "../../components/prefetch-link.tsx";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { servicePath } from "../../contract/families.ts";
import { useSite } from "../../site.ts";
import { useStudio } from "../../studio.ts";
import { EditableText } from "../../components/in-place/editable-text.tsx";
import { EditElsewhere } from "../../components/in-place/edit-elsewhere.tsx";

export function CoreSkills({ skills }: { skills: HomeDocument["skills"] }) {
  const studio = useStudio();
  const { services } = useSite();
  return (
    <section id="skills" className="skills" aria-labelledby="skills-title">
      <div className="skills__head">
        <EditableText as="h2" id="skills-title" className="skills__heading" doc="home" path="skills.heading">
          {skills.heading}
        </EditableText>
        <EditableText as="p" className="skills__intro" doc="home" path="skills.intro">
          {skills.intro}
        </EditableText>
      </div>
      <ul className="skills__list">
        {services.map((service, i) => (
          <li key={service.id}>
            <PrefetchLink href={servicePath(service.slug)} className="skill">
              <span className="skill__index" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
              {/* Named and summed up on the admin's Services screen (the link below in edit mode). */}
              <span className="skill__name">{service.name}</span>
              <span className="skill__summary">{service.summary}</span>
              <svg className="skill__arrow" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 17L17 7M9 7h8v8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </PrefetchLink>
          </li>
        ))}
      </ul>
      <EditElsewhere href="/admin/services">Name, add, order or hide your services in Services</EditElsewhere>
      <div className="skills__actions">
        <PrefetchLink href="/portfolio" className="button button--ghost skills__button">
          Portfolio
        </PrefetchLink>
        <FormLink href={studio.forms.enquiry} className="button button--primary skills__button">
          {`HIRE ${studio.name}`}
        </FormLink>
      </div>
    </section>
  );
}
