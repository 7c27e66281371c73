import fs from 'node:fs';
import path from 'node:path';
import { parseContent } from '@radix/tooling/content';
import type { ClientsContent, HomeBanners, TestimonialsContent } from '../../shell/content/schemas';

/** The shell's content as the build bundles it: its YAML files, which the tests read as data. */
const read = <T>(file: string): T => {
  const full = path.resolve(__dirname, '../../shell/content', file);
  return parseContent(fs.readFileSync(full, 'utf8'), full) as T;
};

const testimonialsFile = read<TestimonialsContent>('testimonials.yml');

export const testimonials = testimonialsFile.testimonials;
export const testimonialsHeading = testimonialsFile.heading;
export const clientsHeading = read<ClientsContent>('clients.yml').heading;
export const heroSlides = read<HomeBanners>('home-banners.yml').slides;
