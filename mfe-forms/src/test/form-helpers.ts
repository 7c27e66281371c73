import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** userEvent driving Jest's fake timers (every form test runs on them). */
export function setupUser() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

export type User = ReturnType<typeof setupUser>;

/** Types into labelled fields, by label. */
export async function fill(user: User, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

export function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Spies on window.alert (jsdom has none that works). */
export function spyOnAlert() {
  return jest.spyOn(window, 'alert').mockImplementation(() => undefined);
}
