import type { PageViewRow } from '@radix/release-model';

let id = 0;

/** A stored page view as the beacon endpoint writes one, of site release `site-00000000000a` on a phone, with what a test sets. */
export function pageViewRow(measures: Partial<PageViewRow> = {}): PageViewRow {
  id += 1;
  return {
    id,
    received_at: 1_000 + id,
    site_release: 'site-00000000000a',
    shell_release: 'shell-1',
    remotes: '{}',
    arm: null,
    path: '/',
    device: 'mobile',
    country: null,
    lcp: null,
    inp: null,
    cls: null,
    lcp_owner: null,
    inp_owner: null,
    errors: 0,
    federation_failures: 0,
    ...measures,
  };
}
