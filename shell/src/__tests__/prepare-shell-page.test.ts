import { prepareShellPage } from '../runtime/shell-pages';

const mockTextLoaded = jest.fn();
jest.mock('../features/about/components/about-text', () => {
  mockTextLoaded();
  return { AboutIntro: () => null, AboutStory: () => null };
});

describe('prepareShellPage', () => {
  it("loads a shell page's text with it, which the page rendered in the browser needs and the page that arrived rendered never loads", async () => {
    expect(mockTextLoaded).not.toHaveBeenCalled();
    await prepareShellPage('about');
    expect(mockTextLoaded).toHaveBeenCalledTimes(1);
  });
});
