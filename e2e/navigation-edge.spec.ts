import { test } from './support/test';
import { startDeploySite, type DeploySite } from './support/deploy-site';
import { expectWholeNavigations } from './support/navigation';
import { testPort } from '../harness/ports';

/** A click shows the next page whole at the local edge too, where every file comes from the worker and R2. */
const port = testPort(8520);
let site: DeploySite;

test.describe('a click shows the next page whole, at the edge', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = await startDeploySite('edge', port, 'navigation');
  });

  test.afterAll(() => site?.stop());

  test('from home to a product page and on to a service page: no loading state, no layout shift', async ({ page }) => {
    await expectWholeNavigations(page, site.origin);
  });
});
