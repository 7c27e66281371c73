import { effectiveDate } from '../content/legal-facts';

const readable = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The documents' effective date, readable for visitors and machine-readable in `dateTime`. */
export function EffectiveDate() {
  return <time dateTime={effectiveDate}>{readable.format(new Date(`${effectiveDate}T00:00:00Z`))}</time>;
}
