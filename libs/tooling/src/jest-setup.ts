import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Large pages render slowly in jsdom on a loaded 2-core CI machine; findBy* waits up to 5 s there.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;
