import './layout.scss';
import { lazyStaticPart } from '@radix/site-kit';

/** Its code is loaded only where React renders it: the page that arrived rendered keeps the server's HTML. */
const FooterContent = lazyStaticPart(() =>
  import(/* webpackChunkName: "footer" */ './footer-content').then((module) => module.FooterContent),
);

/** The site footer: links and contact details, a static part. */
export function Footer() {
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  );
}
