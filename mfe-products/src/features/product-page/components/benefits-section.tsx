import { CardGrid } from '../../../components/card-grid';
import { Icon } from '../../../components/icon';
import { TitledSection } from '../../../components/titled-section';
import type { BenefitsSection as Content } from '../../../../content/schemas';

/** Benefits and reporting: the gains as cards, then the reports the product produces. */
export function BenefitsSection({ content, tone }: { content: Content; tone: 'plain' | 'surface' }) {
  return (
    <TitledSection id={content.id} tone={tone} eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
      <CardGrid items={content.benefits} columns={content.benefits.length > 6 ? 3 : 4} />
      <div className="prd-reports">
        <h3 className="prd-reports__heading">{content.reportsHeading}</h3>
        <ul className="prd-reports__list">
          {content.reports.map((report) => (
            <li key={report.title} className="prd-reports__item">
              <span className="prd-reports__icon">
                <Icon name={report.icon} size={20} />
              </span>
              <div>
                <h4 className="prd-reports__title">{report.title}</h4>
                <p className="prd-reports__text">{report.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </TitledSection>
  );
}
