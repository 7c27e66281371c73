import path from 'node:path';

/** Where the local inquiry API mounted by the test server stores what the browser tests submit. */
export const e2eInquiryDataFile = path.resolve(__dirname, '../../test-results/inquiries-e2e.jsonl');
