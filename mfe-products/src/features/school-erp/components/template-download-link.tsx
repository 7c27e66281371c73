import type { MouseEvent } from 'react';
import type { SpreadsheetTemplate } from '../templates/template-specs';

/** Saves `url` under `fileName` through a same-origin blob (the `download` name is ignored across origins). */
async function saveAs(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}

export interface TemplateDownloadLinkProps {
  template: SpreadsheetTemplate;
  /** URL of the generated workbook. */
  href: string;
}

/** A download link that saves the workbook under its clear name, also when the remote is on another origin. */
export function TemplateDownloadLink({ template, href }: TemplateDownloadLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (new URL(href, window.location.href).origin === window.location.origin) return;
    event.preventDefault();
    saveAs(href, template.fileName).catch(() => window.location.assign(href));
  };
  return (
    <a className="btn btn-primary prd-template__link" href={href} download={template.fileName} onClick={onClick}>
      Download the {template.title}
      <span className="visually-hidden"> (Excel workbook)</span>
    </a>
  );
}
