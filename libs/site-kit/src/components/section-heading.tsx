export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  level?: 2 | 3;
}

export function SectionHeading({ id, eyebrow, title, lead, align = 'center', level = 2 }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {lead && <p className="section-heading__lead">{lead}</p>}
    </div>
  );
}
