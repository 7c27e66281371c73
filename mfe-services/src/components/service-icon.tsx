/** A single-colour SVG icon drawn in the current text colour (a CSS mask), decorative. */
export function ServiceIcon({ src, size = 24 }: { src: string; size?: number }) {
  const mask = `url("${src}")`;
  return (
    <span
      className="svc-icon"
      aria-hidden="true"
      style={{ width: size, height: size, maskImage: mask, WebkitMaskImage: mask }}
    />
  );
}
