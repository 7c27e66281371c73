import type { ReactNode } from 'react';
import type { ApiProps, RemoteId, RemoteProps, RuntimeConfig } from '@radix/site-kit';
import { RemoteSlot } from './remote-slot';

/** The remote modules that are forms: each sends to the inquiry API whose base URL it is given. */
export type FormId = { [K in RemoteId]: RemoteProps<K> extends ApiProps ? K : never }[RemoteId];

/** Height the product inquiry form takes on a phone (measured: 641 px at 375 px wide), reserved while it loads. */
export const inquiryFormMinHeight = 640;

export interface FormSlotProps<K extends FormId> {
  id: K;
  /** What the slot holds, for the loading and failure messages ("the subscribe form"). */
  name: string;
  /** Reserved height while loading. */
  minHeight?: number;
  /** The form's props besides the API's base URL and the bot check, which come from the runtime configuration. */
  props?: Omit<RemoteProps<K>, keyof ApiProps>;
}

/**
 * RemoteSlot typed for any form: its props, computed from the runtime configuration, hold the API's
 * base URL and the bot check's widget (RemoteSlot's own type checks one remote module at a time).
 */
// Every form's props are ApiProps and more: RemoteSlot's conditional props type cannot see that for a union of ids.
const FormRemoteSlot = RemoteSlot as unknown as (slot: {
  id: FormId;
  name: string;
  minHeight?: number;
  props: (config: RuntimeConfig) => ApiProps;
}) => ReactNode;

/** A form of mfe-forms, sending to the inquiry API that the runtime configuration names, with its bot check. */
export function FormSlot<K extends FormId>({ id, name, minHeight, props }: FormSlotProps<K>) {
  return (
    <FormRemoteSlot
      id={id}
      name={name}
      minHeight={minHeight}
      props={(config) => ({ ...props, apiBaseUrl: config.apiBaseUrl, turnstile: config.turnstile })}
    />
  );
}
