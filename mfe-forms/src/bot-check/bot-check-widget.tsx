import { useEffect } from 'react';
import { botCheckLabel } from '../content/notices';
import type { BotCheck } from './use-bot-check';

/**
 * Where the widget is drawn: empty while Turnstile decides without the visitor. Once the form asks
 * for a person it is a named group that takes focus, so that the next Tab reaches the widget's
 * checkbox (the alert above says why).
 */
export function BotCheckWidget({ check }: { check: BotCheck }) {
  const { container, challenged } = check;
  useEffect(() => {
    if (challenged) container.current?.focus();
  }, [challenged, container]);
  return (
    <div
      ref={container}
      className="frm-bot-check"
      tabIndex={challenged ? -1 : undefined}
      role={challenged ? 'group' : undefined}
      aria-label={challenged ? botCheckLabel : undefined}
    />
  );
}
