export interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /** What is paused, for the accessible name: "Pause {what}". */
  what: string;
  className?: string;
}

/** The visible pause/play control every auto-advancing widget carries (WCAG 2.2.2). */
export function PauseButton({ paused, onToggle, what, className }: PauseButtonProps) {
  return (
    <button
      type="button"
      className={`pause-button ${className ?? ''}`.trim()}
      onClick={onToggle}
      aria-label={`${paused ? 'Play' : 'Pause'} ${what}`}
    >
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        {paused ? (
          <path d="M2 1l9 5-9 5z" fill="currentColor" />
        ) : (
          <path d="M2 1h3v10H2zM7 1h3v10H7z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
