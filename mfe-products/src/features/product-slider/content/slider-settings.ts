import type { SliderSettings } from '@radix/site-kit';

/** The OUR PRODUCTS slider settings, exactly as the site has always used them: autoplay every 8 s, 3 shown, fewer on narrow screens. */
export const productSliderSettings: SliderSettings = {
  autoplay: true,
  autoplaySpeed: 8000,
  slidesToShow: 3,
  slidesToScroll: 1,
  infinite: true,
  dots: true,
  arrows: false,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 3, slidesToScroll: 3 } },
    { breakpoint: 824, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: 724, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: 600, settings: { slidesToShow: 2 } },
    { breakpoint: 480, settings: { slidesToShow: 1 } },
  ],
};
