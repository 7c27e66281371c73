import type { HomeAboutContent } from '../../../../content/schemas';
import file from '../../../../content/home-about.yml';
import { pageLink, type PageLink } from '../../ui/content/page-link';

/** One value of the company, shown as a slide of the home about block. */
export type CompanyValue = HomeAboutContent['values'][number];

/** The home page's short company introduction, its link at the page's path. */
export type HomeAbout = Omit<HomeAboutContent, 'more'> & { more: PageLink };

const content = file as HomeAboutContent;

/** The home page's company introduction (`content/home-about.yml`, checked by the build). */
export const homeAbout: HomeAbout = { ...content, more: pageLink(content.more) };
