import { Slider, productKeys } from '@radix/site-kit';
import { ProductCard } from '../../../components/product-card';
import { TitledSection } from '../../../components/titled-section';
import { productSliderSettings } from '../content/slider-settings';

/** The home page's OUR PRODUCTS section: a heading, a lead and a slider of the five products. */
export function ProductSlider() {
  return (
    <TitledSection
      id="our-products"
      tone="surface"
      className="prd-slider"
      eyebrow="Software we build and support"
      title="OUR PRODUCTS"
      lead="Ready-to-use web applications for schools and businesses, configured to your rules and supported by our own team."
    >
      <Slider label="Our products" settings={productSliderSettings}>
        {productKeys.map((key) => (
          <div key={key} className="prd-slider__slide">
            <ProductCard product={key} text="tagline" />
          </div>
        ))}
      </Slider>
    </TitledSection>
  );
}
