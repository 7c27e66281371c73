/**
 * The events that tell the visitor is reaching for something: pointing at it, focusing it, touching
 * it. A part waiting to hydrate wakes on them (the page's loader marks a part they reach before the
 * shell runs, `partUsedAttribute`), and a link they reach has its page preloaded.
 */
export const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
