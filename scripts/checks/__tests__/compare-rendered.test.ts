import { withoutStamps } from '../compare-rendered';

const page = (site: string, release: string, chunk: string, text: string) =>
  `<meta name="site-release" content="${site}"><script src="http://127.0.0.1:8081/${release}/${chunk}.js"></script>` +
  `<link rel="stylesheet" href="/${release}/main.0badf00d.css"><p>${text}</p>`;

describe('the rendered pages compared before and after a move to data files', () => {
  test('two builds of the same pages differ only in what the builds stamp', () => {
    const before = page('site-df69a51051d3', '20261207T054512Z-1a2b3c', '143.5e103d3c', '₹2,000 per year');
    const after = page('site-1d8be4ab401d', '20261207T061003Z-9f8e7d', '100.fb1f8e7d', '₹2,000 per year');
    expect(withoutStamps(before)).toBe(withoutStamps(after));
  });

  test('a changed word or price is a difference', () => {
    const before = page('site-df69a51051d3', '20261207T054512Z-1a2b3c', '143.5e103d3c', '₹2,000 per year');
    expect(withoutStamps(before)).not.toBe(withoutStamps(before.replace('2,000', '2,500')));
  });

  test('one release named twice is not the same page as two releases', () => {
    const one = '<a href="/20261207T054512Z-1a2b3c/a.js"></a><a href="/20261207T054512Z-1a2b3c/b.js"></a>';
    const two = '<a href="/20261207T054512Z-1a2b3c/a.js"></a><a href="/20261207T061003Z-9f8e7d/b.js"></a>';
    expect(withoutStamps(one)).not.toBe(withoutStamps(two));
  });
});
