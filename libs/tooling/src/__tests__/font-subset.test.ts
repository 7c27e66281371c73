import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { charactersOf, fontRangeQuery } from '@radix/tooling/font-subset';

const repository = path.resolve(__dirname, '..', '..', '..', '..');

/** The unicode-range of the site's font, as the shell's style sheet declares it. */
function siteFontRange(): string {
  let range = '';
  postcss
    .parse(fs.readFileSync(path.join(repository, 'shell', 'src', 'styles', 'font.css'), 'utf8'))
    .walkAtRules('font-face', (fontFace) =>
      fontFace.walkDecls('unicode-range', (declaration) => void (range = declaration.value)),
    );
  return range;
}

/** The sources and content files of the shell, the remotes and site-kit that can hold copy, without their tests. */
function copySources(): string[] {
  const packages = ['shell', 'libs/site-kit', ...fs.readdirSync(repository).filter((name) => name.startsWith('mfe-'))];
  const folders = packages.flatMap((name) =>
    ['src', 'content'].map((folder) => path.join(repository, name, folder)).filter((folder) => fs.existsSync(folder)),
  );
  return folders.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|json|html|yml)$/.test(file) && !/(\.test\.|__tests__)/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

it('reads the characters of code points and ranges', () => {
  expect(charactersOf('U+0041-0043, U+2026')).toBe('ABC…');
  expect(charactersOf('U+1F600')).toBe('😀');
});

it('refuses ranges it cannot cut a font to', () => {
  expect(() => charactersOf('U+4??')).toThrow('only code points and ranges');
  expect(() => charactersOf('U+0043-0041')).toThrow('ends before it starts');
});

it("asks for a @font-face's WOFF2 file with its unicode-range, and leaves other fonts and files alone", async () => {
  const css = [
    "@font-face{font-family:A;src:url('a.woff2') format('woff2'),url(a.woff) format('woff');unicode-range:U+0020-007E, U+2026}",
    '@font-face{font-family:B;src:url(b.woff2)}',
  ].join('');
  const { css: out } = await postcss([fontRangeQuery()]).process(css, { from: undefined });
  expect(out).toContain("url('a.woff2?unicode-range=U%2B0020-007E%2CU%2B2026')");
  expect(out).toContain('url(a.woff)');
  expect(out).toContain('url(b.woff2)');
});

it("covers every character of the site's copy but the rupee sign, which the system font draws", () => {
  const font = new Set(charactersOf(siteFontRange()));
  const missing = new Set<string>();
  for (const source of copySources()) {
    for (const character of fs.readFileSync(source, 'utf8')) {
      if (character >= ' ' && !font.has(character)) missing.add(character);
    }
  }
  expect([...missing]).toEqual(['₹']);
});
