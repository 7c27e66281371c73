import type { ReactNode } from 'react';
import type { HeroArt as HeroArtName } from '../content/hero';

const primary = '#1746A2';
const dark = '#0F2E6E';
const accent = '#FF7A00';
const pale = '#DCE6FA';

/** Soft shapes behind every scene, so the four slides read as one set. */
function Backdrop() {
  return (
    <>
      <circle cx="390" cy="70" r="56" fill={pale} />
      <circle cx="70" cy="300" r="38" fill="#FFE4CC" />
      <rect x="40" y="40" width="18" height="18" rx="4" fill={accent} transform="rotate(20 49 49)" />
      <circle cx="440" cy="290" r="10" fill={primary} opacity="0.25" />
    </>
  );
}

const web = (
  <>
    <rect x="70" y="60" width="340" height="230" rx="14" fill="#fff" stroke={pale} strokeWidth="3" />
    <path d="M70 74a14 14 0 0 1 14-14h312a14 14 0 0 1 14 14v18H70z" fill={dark} />
    <circle cx="90" cy="76" r="5" fill={accent} />
    <circle cx="106" cy="76" r="5" fill="#fff" opacity="0.7" />
    <circle cx="122" cy="76" r="5" fill="#fff" opacity="0.4" />
    <rect x="92" y="110" width="170" height="16" rx="6" fill={primary} />
    <rect x="92" y="136" width="130" height="10" rx="5" fill={pale} />
    <rect x="92" y="154" width="150" height="10" rx="5" fill={pale} />
    <rect x="92" y="178" width="74" height="24" rx="8" fill={accent} />
    <rect x="290" y="108" width="98" height="96" rx="10" fill={pale} />
    <path d="M300 190l26-34 18 22 12-14 22 26z" fill={primary} />
    {[92, 192, 292].map((x) => (
      <rect key={x} x={x} y="222" width="88" height="50" rx="8" fill="#F5F7FB" stroke={pale} strokeWidth="2" />
    ))}
  </>
);

const mobile = (
  <>
    <rect x="170" y="40" width="140" height="270" rx="24" fill={dark} />
    <rect x="181" y="58" width="118" height="234" rx="14" fill="#fff" />
    <rect x="222" y="46" width="36" height="6" rx="3" fill="#fff" opacity="0.5" />
    <rect x="193" y="72" width="94" height="44" rx="10" fill={primary} />
    <circle cx="212" cy="94" r="10" fill="#fff" opacity="0.85" />
    <rect x="228" y="88" width="48" height="6" rx="3" fill="#fff" opacity="0.85" />
    <rect x="228" y="99" width="32" height="6" rx="3" fill="#fff" opacity="0.55" />
    {[128, 168, 208].map((y) => (
      <g key={y}>
        <rect x="193" y={y} width="94" height="32" rx="8" fill="#F5F7FB" />
        <rect x="201" y={y + 8} width="16" height="16" rx="4" fill={y === 168 ? accent : pale} />
        <rect x="224" y={y + 10} width="52" height="5" rx="2.5" fill={pale} />
        <rect x="224" y={y + 19} width="34" height="5" rx="2.5" fill={pale} />
      </g>
    ))}
    <rect x="193" y="252" width="94" height="26" rx="8" fill={accent} />
    <rect x="320" y="120" width="96" height="60" rx="12" fill="#fff" stroke={pale} strokeWidth="3" />
    <path
      d="M336 160l14-16 12 10 16-20 22 26"
      fill="none"
      stroke={primary}
      strokeWidth="5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <rect x="72" y="180" width="86" height="54" rx="12" fill="#fff" stroke={pale} strokeWidth="3" />
    <circle cx="96" cy="207" r="12" fill={primary} />
    <path d="M90 207l5 5 8-10" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    <rect x="114" y="200" width="32" height="6" rx="3" fill={pale} />
    <rect x="114" y="211" width="22" height="6" rx="3" fill={pale} />
  </>
);

const seo = (
  <>
    <rect x="60" y="62" width="300" height="44" rx="22" fill="#fff" stroke={pale} strokeWidth="3" />
    <rect x="84" y="79" width="170" height="10" rx="5" fill={pale} />
    <circle cx="334" cy="84" r="12" fill={primary} />
    {[
      [96, 230, 50],
      [146, 200, 80],
      [196, 170, 110],
      [246, 140, 140],
      [296, 110, 170],
    ].map(([x = 0, y = 0, h = 0]) => (
      <rect
        key={x}
        x={x}
        y={y}
        width="34"
        height={h}
        rx="6"
        fill={x === 296 ? accent : primary}
        opacity={x === 296 ? 1 : 0.35 + x / 600}
      />
    ))}
    <path d="M92 212l54-30 50-24 50-34 60-32" fill="none" stroke={dark} strokeWidth="5" strokeLinecap="round" />
    <path
      d="M292 84l20 8-14 16"
      fill="none"
      stroke={dark}
      strokeWidth="5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="378" cy="214" r="46" fill="#fff" stroke={dark} strokeWidth="12" />
    <circle cx="378" cy="214" r="26" fill={pale} />
    <path d="M411 248l36 36" stroke={dark} strokeWidth="16" strokeLinecap="round" />
    <path d="M80 288h300" stroke={pale} strokeWidth="4" strokeLinecap="round" />
  </>
);

const marketing = (
  <>
    <circle cx="150" cy="200" r="86" fill="#fff" stroke={pale} strokeWidth="3" />
    <path d="M150 114a86 86 0 0 1 82 112l-82-26z" fill={primary} />
    <path d="M232 226a86 86 0 0 1-140 34l58-60z" fill={accent} />
    <circle cx="150" cy="200" r="40" fill="#fff" />
    <path d="M270 150l110-52v176l-110-52z" fill={primary} />
    <rect x="236" y="150" width="40" height="72" rx="10" fill={dark} />
    <path d="M252 222l12 46h22l-10-46z" fill={dark} />
    <path d="M398 150h34M396 118l26-16M396 182l26 16" stroke={accent} strokeWidth="8" strokeLinecap="round" />
    <rect x="282" y="36" width="112" height="44" rx="12" fill="#fff" stroke={pale} strokeWidth="3" />
    <circle cx="304" cy="58" r="10" fill={accent} />
    <rect x="322" y="50" width="58" height="6" rx="3" fill={pale} />
    <rect x="322" y="61" width="40" height="6" rx="3" fill={pale} />
  </>
);

const scenes: Record<HeroArtName, ReactNode> = { web, mobile, seo, marketing };

/** The drawn scene of one offer; decorative, the slide's text says what it shows. */
export function HeroArt({ art }: { art: HeroArtName }) {
  return (
    <svg className="home-hero__art" width="480" height="360" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <Backdrop />
      {scenes[art]}
    </svg>
  );
}
