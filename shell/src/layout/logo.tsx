import { company } from '@radix/site-kit';

/** The company's wordmark, drawn inline so it needs no request. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const ink = inverse ? '#ffffff' : '#0F2E6E';
  return (
    <svg width="176" height="36" viewBox="0 0 176 36" role="img" aria-label={company.name}>
      <rect x="0" y="2" width="32" height="32" rx="8" fill="#1746A2" />
      <path
        d="M9 26V10h8.5a5 5 0 0 1 1.6 9.7L23 26h-4.4l-3.4-5.8H13V26zm4-9.4h4.1a1.6 1.6 0 0 0 0-3.2H13z"
        fill="#fff"
      />
      <circle cx="27" cy="8" r="3" fill="#FF7A00" />
      <text x="40" y="24" fontFamily="Inter Variable, system-ui, sans-serif" fontSize="19" fontWeight="800" fill={ink}>
        Radix
      </text>
      <text
        x="100"
        y="24"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontSize="19"
        fontWeight="500"
        fill={inverse ? '#CBD5E1' : '#1746A2'}
      >
        Softech
      </text>
    </svg>
  );
}
