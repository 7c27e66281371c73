import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
}

/** A link to another site: opens in a new tab, says so to every visitor, and shares nothing with it. */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="lgl-external">
      {children}
      <svg
        className="lgl-external__icon"
        width="12"
        height="12"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M9 1h6v6h-1.5V3.56L7.53 9.53 6.47 8.47l5.97-5.97H9zM2 3h5v1.5H3.5v8h8V9H13v5H2z" />
      </svg>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
