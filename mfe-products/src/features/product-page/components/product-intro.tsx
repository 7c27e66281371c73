import type { ProductKey } from '@radix/site-kit';
import { Icon } from '../../../components/icon';
import { productSummaries } from '../../../content/products';
import type { ProductIntro as Intro } from '../../../../content/schemas';

export interface ProductIntroProps {
  product: ProductKey;
  intro: Intro;
}

/** The opening section of a product page: what the product is, its highlights and a way to ask about it. */
export function ProductIntro({ product, intro }: ProductIntroProps) {
  return (
    <section id="intro" className="site-section prd-intro" aria-labelledby="intro-heading">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-7">
            <p className="section-heading__eyebrow">{intro.eyebrow}</p>
            <h2 id="intro-heading" className="prd-intro__heading">
              {intro.heading}
            </h2>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="prd-intro__text">
                {paragraph}
              </p>
            ))}
            <ul className="prd-checklist">
              {intro.highlights.map((highlight) => (
                <li key={highlight}>
                  <Icon name="check2-circle" size={20} className="prd-checklist__icon" />
                  {highlight}
                </li>
              ))}
            </ul>
            <a className="btn btn-accent btn-lg" href="#inquiry">
              Ask for a demo
            </a>
          </div>
          <div className="col-lg-5">
            <img
              className="prd-intro__image"
              src={productSummaries[product].image}
              width={480}
              height={320}
              alt=""
              decoding="async"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
