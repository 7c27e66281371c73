import type { SliderSettings } from '@radix/site-kit';

/**
 * The clients logo strip: autoplay, 6 visible, scroll 1, infinite, no dots;
 * react-slick applies a breakpoint while the window is at most that wide.
 */
export const clientsSlider: SliderSettings = {
  autoplay: true,
  slidesToShow: 6,
  slidesToScroll: 1,
  infinite: true,
  dots: false,
  arrows: false,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 7, slidesToScroll: 1, dots: true } },
    { breakpoint: 824, settings: { slidesToShow: 5, slidesToScroll: 1, dots: true } },
    { breakpoint: 724, settings: { slidesToShow: 5, slidesToScroll: 1, dots: true } },
    { breakpoint: 600, settings: { slidesToShow: 2, slidesToScroll: 1, dots: false } },
    { breakpoint: 480, settings: { slidesToShow: 1, slidesToScroll: 1, dots: false } },
  ],
};
