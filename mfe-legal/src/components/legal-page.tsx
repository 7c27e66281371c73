import { breadcrumb, Carousel, PageBanner, routes } from '@radix/site-kit';
import { glanceCarousel } from '../content/legal-facts';
import type { LegalDocument as Document } from '../content/types';
import { GlanceSlide } from './glance-slide';
import { LegalDocument } from './legal-document';
import '../styles/legal.scss';

export interface LegalPageProps {
  document: Document;
}

/** A legal page: banner with breadcrumb, the "at a glance" carousel, then the full text. */
export function LegalPage({ document }: LegalPageProps) {
  const route = routes[document.route];
  return (
    <>
      <PageBanner title={route.title} summary={route.description} crumbs={breadcrumb(document.route)} />
      <div className="lgl-glance">
        <div className="container">
          <Carousel
            className="lgl-carousel carousel-dark"
            label={document.glanceLabel}
            {...glanceCarousel}
            slides={document.slides.map((slide) => ({ key: slide.key, content: <GlanceSlide slide={slide} /> }))}
          />
        </div>
      </div>
      <LegalDocument document={document} />
    </>
  );
}
