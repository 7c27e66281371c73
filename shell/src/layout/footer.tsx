import './layout.scss';
import { lazyStaticPart } from '@radix/site-kit';
import { loadFooterContent } from './footer-code';

/** Its code is loaded only where React renders it: the page that arrived rendered keeps the server's HTML. */
const FooterContent = lazyStaticPart(loadFooterContent);

/** The site footer: links and contact details, a static part. */
export function Footer() {
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  );
}
