import './layout.scss';
import { lazyStaticPart } from '@radix/site-kit';

/**
 * The footer's code: loaded only where React renders it (the page that arrived rendered keeps the
 * server's HTML), and by the preparation of a next page, which renders it.
 */
export const loadFooterContent = () =>
  import(/* webpackChunkName: "footer" */ './footer-content').then((module) => module.FooterContent);

const FooterContent = lazyStaticPart(loadFooterContent);

/** The site footer: links and contact details, a static part. */
export function Footer() {
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  );
}
