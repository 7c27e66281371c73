import { withoutScripts } from '../audit-static';

describe('withoutScripts', () => {
  it('removes scripts and script preloads, and keeps style sheets, the font and the content', () => {
    const page =
      '<head><link rel="stylesheet" href="/a.css"><link rel=preload href=/f.woff2 as=font crossorigin=anonymous>' +
      '<link rel="preload" as="script" href="http://r/x.js"><link rel=preload href=/1.js as=script>' +
      '<script defer src="/after-paint.1.js" data-main="/main.1.js"></script>' +
      '<script type="application/json" id="rendered-with">{"a":"<"}</script></head>' +
      '<body><div id="root"><h1>Title</h1></div></body>';
    expect(withoutScripts(page)).toBe(
      '<head><link rel="stylesheet" href="/a.css"><link rel=preload href=/f.woff2 as=font crossorigin=anonymous>' +
        '</head><body><div id="root"><h1>Title</h1></div></body>',
    );
  });
});
