import fs from 'node:fs';
import path from 'node:path';
import { contentFolderProblems, parseContent } from '@radix/tooling/content';
import { clientsSchema, homeBannersSchema } from '../../content/schemas';
import { heroSlides } from '../features/home/content/hero';

const folder = path.resolve(__dirname, '../../content');
const read = (file: string) => parseContent(fs.readFileSync(path.join(folder, file), 'utf8'), file);
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("the shell's content files", () => {
  test('the home banners, the testimonials and the clients each fit their schema', () => {
    expect(contentFolderProblems(folder)).toEqual([]);
  });

  test("a banner's button leads to its page's path", () => {
    expect(heroSlides.map((slide) => slide.cta.to)).toEqual([
      '/website-design-development',
      '/mobile-app-dev',
      '/search-engine-optimization',
      '/digital-marketing',
    ]);
  });

  test('an empty title, a description over 160 characters and a button to no page are refused', () => {
    const banners = read('home-banners.yml') as {
      slides: { title: string; description: string; cta: { page: string } }[];
    };
    banners.slides[0]!.title = '';
    banners.slides[1]!.description = 'x'.repeat(161);
    banners.slides[2]!.cta.page = 'nowhere';
    expect(messages(homeBannersSchema.safeParse(banners))).toEqual([
      'slides.0.title: must not be empty',
      'slides.1.description: must be at most 160 characters',
      'slides.2.cta.page: must be the key of a page of the site',
    ]);
  });

  test("a client's colour that is not #RRGGBB is refused", () => {
    const clients = read('clients.yml') as { clients: { colour: string }[] };
    clients.clients[0]!.colour = 'blue';
    expect(messages(clientsSchema.safeParse(clients))).toEqual(['clients.0.colour: must be a colour written #RRGGBB']);
  });
});
