import { Icon } from '../../../components/icon';
import { TitledSection } from '../../../components/titled-section';
import { templateFiles } from '../templates/template-files';
import { templateSpecs } from '../templates/template-specs';
import { TemplateDownloadLink } from './template-download-link';

/** The three Excel templates (Inquiry, Admission, Staff) for bringing existing records into the ERP. */
export function TemplateDownloads({ tone }: { tone: 'plain' | 'surface' }) {
  return (
    <TitledSection
      id="templates"
      tone={tone}
      eyebrow="Get started quickly"
      title="Download the data templates"
      lead="Fill in your existing records in these Excel templates and we import them into the ERP for you, so you go live with your own data from day one."
    >
      <ul className="row g-4 list-unstyled mb-0">
        {templateSpecs.map((template) => (
          <li key={template.id} className="col-md-4">
            <div className="site-card prd-template">
              <span className="icon-badge">
                <Icon name="file-earmark-spreadsheet" />
              </span>
              <h3 className="prd-card__title">{template.title}</h3>
              <p className="prd-card__text">{template.description}</p>
              <p className="prd-template__meta">Excel workbook (.xlsx), {template.columns.length} columns</p>
              <TemplateDownloadLink template={template} href={templateFiles[template.id]} />
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
