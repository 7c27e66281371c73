import { PurgeCSS } from 'purgecss';
import { purgeOptions } from '@radix/tooling/unused-styles';

/** Rules of Bootstrap's build, as the site's style sheet has them. */
const bootstrapRules = [
  '.container{max-width:1200px}',
  '.row{display:flex}',
  '.btn-danger{color:red}',
  '.table-striped{color:gray}',
  '.carousel-item-next{transform:translateX(100%)}',
  '.carousel-indicators [data-bs-target]{width:30px}',
  '.slick-track{display:block}',
  '.nav-link.active{color:blue}',
  '.tab-pane.fade.show{opacity:1}',
  '.visually-hidden{position:absolute}',
  '.popover-header{color:black}',
].join('\n');

/** What PurgeCSS leaves of `css` with the site's options. */
async function purged(css: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({ ...purgeOptions, css: [{ raw: css }] });
  return result?.css ?? '';
}

it("keeps the rules of the classes the site's sources use", async () => {
  const css = await purged(bootstrapRules);
  expect(css).toContain('.container');
  expect(css).toContain('.row');
});

it('keeps the rules of the classes and attributes react-bootstrap and react-slick set at run time', async () => {
  const css = await purged(bootstrapRules);
  for (const selector of [
    '.carousel-item-next',
    '.carousel-indicators [data-bs-target]',
    '.slick-track',
    '.nav-link.active',
    '.tab-pane.fade.show',
    '.visually-hidden',
  ]) {
    expect(css).toContain(selector);
  }
});

it('removes the rules of what no part of the site uses', async () => {
  const css = await purged(bootstrapRules);
  expect(css).not.toContain('.btn-danger');
  expect(css).not.toContain('.table-striped');
  expect(css).not.toContain('.popover-header');
});
