/**
 * The footer's code: loaded only where React renders it (the page that arrived rendered keeps the
 * server's HTML), and by the preparation of a next page, which renders it. A module without styles
 * of its own, so that the runtime and the tools that read its constants can import it.
 */
export const loadFooterContent = () =>
  import(/* webpackChunkName: "footer" */ './footer-content').then((module) => module.FooterContent);
