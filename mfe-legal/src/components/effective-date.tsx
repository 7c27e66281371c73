import { effectiveDate } from '../content/legal-facts';

let readable: Intl.DateTimeFormat | undefined;

/** The formatter is made on first use, not on import: making one loads the locale's data. */
function readableDate(isoDate: string): string {
  readable ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return readable.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The documents' effective date, readable for visitors and machine-readable in `dateTime`. */
export function EffectiveDate() {
  return <time dateTime={effectiveDate}>{readableDate(effectiveDate)}</time>;
}
