import { routes } from '@radix/site-kit';
import { navigationCapMs, nextPageReady, prepareNextPage } from '../runtime/next-page';
import { prepareRemote } from '../runtime/remotes';
import { prepareShellPage } from '../runtime/shell-pages';
import { loadFooterContent } from '../layout/footer-code';

jest.mock('../runtime/remotes', () => ({ prepareRemote: jest.fn() }));
jest.mock('../runtime/shell-pages', () => ({ prepareShellPage: jest.fn() }));
jest.mock('../layout/footer-code', () => ({ loadFooterContent: jest.fn() }));
const remote = jest.mocked(prepareRemote);
const shellPage = jest.mocked(prepareShellPage);
const footer = jest.mocked(loadFooterContent);

beforeEach(() => {
  remote.mockReset().mockResolvedValue(undefined);
  shellPage.mockReset().mockResolvedValue(undefined);
  footer.mockReset().mockResolvedValue(jest.fn());
});

describe('prepareNextPage', () => {
  it("loads the route's shell page, the footer, and prepares each of its remote modules for the route", async () => {
    await prepareNextPage(routes.leave.path);
    expect(shellPage).toHaveBeenCalledWith('leave');
    expect(footer).toHaveBeenCalled();
    expect(remote.mock.calls).toEqual([
      ['products/ProductPage', 'leave'],
      ['forms/ProductInquiryForm', 'leave'],
    ]);
  });

  it('prepares the route a redirect leads to, and nothing for a path of no route', async () => {
    await prepareNextPage('/custom-software-development');
    expect(remote).toHaveBeenCalledWith('services/ServicePage', 'customSoftware');
    remote.mockClear();
    await prepareNextPage('/no-such-page');
    expect(remote).not.toHaveBeenCalled();
  });

  it('is ready when a part fails: its slot shows the failure', async () => {
    remote.mockRejectedValue(new Error('blocked'));
    await expect(prepareNextPage(routes.leave.path)).resolves.toBeUndefined();
  });
});

describe('nextPageReady', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the parts, at most navigationCapMs', async () => {
    remote.mockReturnValue(new Promise(() => undefined));
    const settled = jest.fn();
    void nextPageReady(routes.leave.path).then(settled);
    await jest.advanceTimersByTimeAsync(navigationCapMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });

  it('is ready as soon as the parts are, before the cap', async () => {
    const settled = jest.fn();
    void nextPageReady(routes.leave.path).then(settled);
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalled();
  });
});
