import fs from 'node:fs';
import path from 'node:path';
import { contentFolderProblems, parseContent } from '@radix/tooling/content';
import {
  clientsSchema,
  featuresSchema,
  highlightsSchema,
  homeBannersSchema,
  skillsSchema,
} from '../../content/schemas';
import { homeAbout } from '../features/home/content/about';
import { highlights } from '../features/home/content/highlights';
import { heroSlides } from '../features/home/content/hero';

const folder = path.resolve(__dirname, '../../content');
const read = (file: string) => parseContent(fs.readFileSync(path.join(folder, file), 'utf8'), file);
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("the shell's content files", () => {
  test("every file of the shell's words fits its schema", () => {
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

  test("the home page's links lead to their pages' paths", () => {
    expect(homeAbout.more.to).toBe('/aboutus');
    expect(highlights.map((highlight) => highlight.link.to)).toEqual([
      '/school-management-software',
      '/contactus',
      '/products',
    ]);
  });

  test('a glyph the block does not draw and a highlight linking to no page are refused', () => {
    const features = read('features.yml') as { features: { icon: string }[] };
    features.features[0]!.icon = 'rocket';
    expect(messages(featuresSchema.safeParse(features))).toEqual([
      'features.0.icon: must be one of shield, mobile, chart, cloud, speed, support',
    ]);
    const banner = read('highlights.yml') as { highlights: { figure: unknown; link: { page: string } }[] };
    banner.highlights[0]!.figure = 70;
    banner.highlights[1]!.link.page = 'nowhere';
    expect(messages(highlightsSchema.safeParse(banner))).toEqual([
      'highlights.0.figure: must be written in quotes, such as "70"',
      'highlights.1.link.page: must be the key of a page of the site',
    ]);
  });

  test('a skill over 100 or not a whole number is refused', () => {
    const skills = read('skills.yml') as { skills: { value: number }[] };
    skills.skills[0]!.value = 120;
    skills.skills[1]!.value = 92.5;
    expect(messages(skillsSchema.safeParse(skills))).toEqual([
      'skills.0.value: must be a whole number from 0 to 100',
      'skills.1.value: must be a whole number from 0 to 100',
    ]);
  });
});
