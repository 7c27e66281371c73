import type { Client, LogoMark } from '../content/clients';

const emblems: Record<LogoMark, string> = {
  shield: 'M4 6 24 2l20 4v16c0 12-9 20-20 24C13 42 4 34 4 22z',
  circle: 'M24 2a22 22 0 1 1 0 44 22 22 0 0 1 0-44z',
  hexagon: 'M24 2 44 13v22L24 46 4 35V13z',
  leaf: 'M6 42C6 18 20 4 44 4c0 24-14 38-38 38z',
  square: 'M10 4h28a6 6 0 0 1 6 6v28a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6V10a6 6 0 0 1 6-6z',
  wave: 'M4 14c8-8 16 0 20-4s12-4 20 2v26c-8-6-12-2-20 2S12 34 4 42z',
};

/** A client's wordmark: emblem with initials and the name in two lines; grey until hovered, then in the client's colour. */
export function ClientLogo({ client }: { client: Client }) {
  return (
    <svg
      className="clients-logo"
      style={{ color: client.colour }}
      width="180"
      height="56"
      viewBox="0 0 180 56"
      role="img"
      aria-label={client.name}
    >
      <g transform="translate(2 4)">
        <path d={emblems[client.mark]} fill="currentColor" />
        <text x="24" y="29" textAnchor="middle" fontSize="14" fontWeight="800" fill="#fff">
          {client.initials}
        </text>
      </g>
      <text x="58" y="25" fontSize="15" fontWeight="800" fill="currentColor">
        {client.wordmark[0]}
      </text>
      <text x="58" y="43" fontSize="11" fontWeight="600" letterSpacing="0.06em" fill="#4B5563">
        {client.wordmark[1].toUpperCase()}
      </text>
    </svg>
  );
}
