import fs from 'node:fs';
import path from 'node:path';
import { contentFolderProblems, parseContent } from '@radix/tooling/content';
import { company } from '@radix/site-kit';
import { getInTouchSchema, productInquirySchema, sharedSchema, subscribeSchema } from '../../../content/schemas';
import { productIds, serviceIds } from '../choices';
import { getInTouchCopy } from '../get-in-touch';
import { productInquiryCopy } from '../product-inquiry';
import { outboxMessages, rateLimitedAdvice } from '../shared';
import { subscribeCopy } from '../subscribe';

const folder = path.resolve(__dirname, '../../../content');
const read = (file: string) => parseContent(fs.readFileSync(path.join(folder, file), 'utf8'), file);
const messages = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => (schema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("the forms' content files", () => {
  test('the three forms and what they share each fit their schema', () => {
    expect(contentFolderProblems(folder)).toEqual([]);
  });

  test('each select offers every value the inquiry API expects, once', () => {
    expect(getInTouchCopy.choice.options.map((option) => option.id).sort((a, b) => a - b)).toEqual([...serviceIds]);
    expect(productInquiryCopy.choice.options.map((option) => option.id).sort((a, b) => a - b)).toEqual([...productIds]);
  });

  test("each notice names the company and the words fill in the outbox's and the rate limit's values", () => {
    for (const copy of [getInTouchCopy, productInquiryCopy, subscribeCopy]) {
      expect(copy.notice).toContain(` goes to ${company.name}, `);
    }
    expect(outboxMessages.saved('inquiry', 'today at 10:00')).toContain(
      'take your inquiry just now. It is saved in this browser (today at 10:00) and',
    );
    expect(outboxMessages.saved('inquiry', 'now')).toContain('within 7 days.');
    expect(rateLimitedAdvice(1)).toContain('Please wait 1 second before you send it again.');
    expect(rateLimitedAdvice(150)).toContain('Please wait 3 minutes before');
  });

  test('an empty label, a service the API does not know and a missing one are refused', () => {
    const form = read('get-in-touch.yml') as { submit: string; choice: { options: { id: number; label: string }[] } };
    form.submit = '';
    form.choice.options[0]!.id = 10;
    expect(messages(getInTouchSchema, form)).toEqual([
      'submit: must not be empty',
      'choice.options.0.id: must be one of 1, 2, 3, 4, 5, 6, 7, 8, 9, the values the inquiry API expects',
    ]);
    const twice = read('product-inquiry.yml') as { choice: { options: { id: number; label: string }[] } };
    twice.choice.options[1]!.id = 1;
    expect(messages(productInquirySchema, twice)).toEqual([
      'choice.options: must list id 1 once, not 2 times',
      'choice.options: must list id 2 once, not 0 times',
    ]);
  });

  test('a value the words name that the form does not fill in is refused', () => {
    const subscribe = read('subscribe.yml') as { notice: string };
    subscribe.notice = 'Your e-mail address goes to {companyName}.';
    expect(messages(subscribeSchema, subscribe)).toEqual([
      'notice: {companyName} is not filled in here; these words may name {company}',
    ]);
    const shared = read('shared.yml') as { outbox: { withdrawn: string } };
    shared.outbox.withdrawn = 'Your {when} was withdrawn.';
    expect(messages(sharedSchema, shared)).toEqual([
      'outbox.withdrawn: {when} is not filled in here; these words may name {submission}',
    ]);
  });
});
