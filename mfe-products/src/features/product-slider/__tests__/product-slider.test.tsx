import { screen, within } from '@testing-library/react';
import { productKeys, routes } from '@radix/site-kit';
import { renderAt } from '@radix/tooling/testing';
import { ProductSlider } from '../components/product-slider';
import { productSliderSettings } from '../content/slider-settings';

describe('the OUR PRODUCTS slider', () => {
  it('uses the required settings: autoplay every 8 s, 3 shown, breakpoints down to 1 at 480 px', () => {
    expect(productSliderSettings).toMatchObject({
      autoplay: true,
      autoplaySpeed: 8000,
      slidesToShow: 3,
      slidesToScroll: 1,
      infinite: true,
      dots: true,
    });
    expect(productSliderSettings.responsive).toEqual([
      { breakpoint: 1024, settings: { slidesToShow: 3, slidesToScroll: 3 } },
      { breakpoint: 824, settings: { slidesToShow: 2, slidesToScroll: 2 } },
      { breakpoint: 724, settings: { slidesToShow: 2, slidesToScroll: 2 } },
      { breakpoint: 600, settings: { slidesToShow: 2 } },
      { breakpoint: 480, settings: { slidesToShow: 1 } },
    ]);
  });

  it('is a titled home section whose slides each link to a product page, with a pause control', () => {
    renderAt(<ProductSlider />);
    const section = screen.getByRole('region', { name: 'OUR PRODUCTS' });
    const slider = within(section).getByRole('region', { name: 'Our products' });
    expect(within(slider).getByRole('button', { name: 'Pause Our products' })).toBeInTheDocument();
    const slides = Array.from(slider.querySelectorAll('.slick-slide:not(.slick-cloned)'));
    const links = slides.map((slide) =>
      within(slide as HTMLElement)
        .getByRole('link', { hidden: true })
        .getAttribute('href'),
    );
    expect(links).toEqual(productKeys.map((key) => routes[key].path));
  });
});
