/**
 * The site's style sheets, for the preview pane: the site's base (Bootstrap and tokens), its font and
 * each part's own. The build extracts them into one file the editor's page never loads itself.
 */
import '../../shell/src/styles/font.css';
import '@radix/site-kit/styles/site.scss';
import '../../mfe-services/src/styles/services.scss';
import '../../mfe-products/src/styles/products.scss';
import '../../mfe-legal/src/styles/legal.scss';
