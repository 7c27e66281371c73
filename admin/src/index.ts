import './site-styles';
import CMS from 'decap-cms-app';
import { previewTemplates } from './previews/templates';

/**
 * The editor: Decap CMS with the configuration the build wrote, each part's preview templates, and
 * the site's own styles in the preview pane (the style sheets the build extracted, which the page
 * names in `data-preview-styles` and which the editor's own page does not load).
 */
for (const [name, template] of Object.entries(previewTemplates(__PREVIEW_FILES__))) {
  CMS.registerPreviewTemplate(name, template as Parameters<typeof CMS.registerPreviewTemplate>[1]);
}
for (const sheet of (document.body.dataset.previewStyles ?? '').split(' ').filter(Boolean)) {
  CMS.registerPreviewStyle(new URL(sheet, window.location.href).href);
}
CMS.init({ config: __EDITOR_CONFIG__ as unknown as NonNullable<Parameters<typeof CMS.init>[0]>['config'] });
