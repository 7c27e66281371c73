import { z } from 'zod';
import { productIds, serviceIds } from '../src/content/choices';

/**
 * The schemas of the forms' content, the one source of its shape: the build checks every file under
 * `content/` against the schema `schemaFor` names for it (libs/tooling's content loader), and the
 * components take the types inferred here. What the forms send (field names, the e-mail pattern,
 * the choices' values), their timings, and the fields' labels, which the inquiry API also writes in
 * its answers, stay code in `src/`.
 */

/** Words a visitor reads: never empty or only spaces. */
const words = z.string().regex(/\S/, { error: 'must not be empty' });

/** Words that may name, as `{name}`, a value the form fills in when it shows them: only the names listed. */
const template = (...names: readonly string[]) =>
  words.superRefine((text, context) => {
    for (const [, name = ''] of text.matchAll(/\{([^{}]*)\}/g)) {
      if (!names.includes(name)) {
        context.addIssue({
          code: 'custom',
          message: `{${name}} is not filled in here; these words may name ${names.map((known) => `{${known}}`).join(', ')}`,
        });
      }
    }
  });

/** The options of a select: each value the API expects listed once, with the label the visitor reads. */
const optionsOf = <Id extends number>(ids: readonly [Id, ...Id[]]) =>
  z
    .array(
      z.strictObject({
        id: z.union(
          ids.map((id) => z.literal(id)),
          { error: `must be one of ${ids.join(', ')}, the values the inquiry API expects` },
        ),
        label: words,
      }),
    )
    .superRefine((options, context) => {
      for (const id of ids) {
        const count = options.filter((option) => option.id === id).length;
        if (count !== 1) context.addIssue({ code: 'custom', message: `must list id ${id} once, not ${count} times` });
      }
    });

/** What every form says. */
const formFields = {
  /** The form's name for assistive technology. */
  name: words,
  /** The submit button. */
  submit: words,
  /** The alert after a successful submission. */
  success: words,
  /** First sentence of the inline message after a failed submission. */
  failure: words,
  /** The line under the form: what is sent, to whom (`{company}`) and why; the privacy policy's link follows. */
  notice: template('company'),
};

/** What every form says, as one schema: the type the shared components take. */
export const formSchema = z.strictObject(formFields);

/** A form with a select (a service or a product) and what it says when sent without a choice. */
const choiceFormSchema = <Id extends number>(ids: readonly [Id, ...Id[]]) =>
  z.strictObject({
    ...formFields,
    choice: z.strictObject({
      label: words,
      /** The empty option shown first. */
      placeholder: words,
      /** The alert when the form is sent with no choice. */
      missing: words,
      options: optionsOf(ids),
    }),
  });

/** The Get in touch form: its services by the value the API expects. */
export const getInTouchSchema = choiceFormSchema(serviceIds);
/** The product inquiry form: its products by the value sent as `nServiceId`. */
export const productInquirySchema = choiceFormSchema(productIds);
/** The subscribe form, with the example shown in its empty e-mail field. */
export const subscribeSchema = z.strictObject({ ...formFields, placeholder: words });

/** What all three forms say. */
export const sharedSchema = z.strictObject({
  /** Above the fields of an inquiry form. */
  requiredNote: words,
  /** The status while a submission is on its way. */
  pending: words,
  /** After a failed submission's first sentence; the company e-mail follows. */
  failedNext: words,
  /** After a 429; `{wait}` is how long the server asked to wait ("a minute", "30 seconds"). */
  rateLimited: template('wait'),
  /** After the 429's sentence; the company e-mail follows. */
  rateLimitedNext: words,
  /** The privacy policy's link text, after each form's notice. */
  privacyLink: words,
  /** The bot check's refusal, shown in the form's alert area, and that what was typed stays. */
  challenge: words,
  challengeKeeps: words,
  /** The name of the bot check's area while it asks the visitor to act. */
  botCheckLabel: words,
  /** The label of the field people do not see, which programs fill in. */
  trapLabel: words,
  /** A submission the API could not take, which the device keeps and sends later; `{submission}` names it. */
  outbox: z.strictObject({
    /** `{when}`: the time it was saved; `{days}`: how many days the device keeps it. */
    saved: template('submission', 'when', 'days'),
    /** The button that removes it from the device and puts what was typed back in the form. */
    withdraw: words,
    withdrawn: template('submission'),
    /** After a kept submission that left the device unsent; the company e-mail follows. */
    givenBack: words,
    /** The device holds too many unsent submissions; the company e-mail follows. */
    full: template('submission'),
  }),
});

export type FormContent = z.infer<typeof formSchema>;
export type GetInTouchContent = z.infer<typeof getInTouchSchema>;
export type ProductInquiryContent = z.infer<typeof productInquirySchema>;
export type SubscribeContent = z.infer<typeof subscribeSchema>;
export type SharedContent = z.infer<typeof sharedSchema>;

/** The schema of each file under `content/`, by its path there. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = {
  'get-in-touch.yml': getInTouchSchema,
  'product-inquiry.yml': productInquirySchema,
  'subscribe.yml': subscribeSchema,
  'shared.yml': sharedSchema,
};

export const schemaFor = (relativePath: string): z.ZodType | undefined => contentFiles[relativePath];
