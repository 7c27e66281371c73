import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** How two pictures of one route at one width differ. */
export interface Difference {
  /** Pixels that differ beyond pixelmatch's colour threshold, over the larger picture. */
  changedPixels: number;
  share: number;
  /** Whether the two pictures have different sizes: a page that grew or shrank. */
  resized: boolean;
  /** The difference drawn over a faded copy of the first picture. */
  diff: Buffer;
}

/** A picture grown to `width` x `height`, what it does not cover white. */
function padded(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  out.data.fill(255);
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

/**
 * Compares two PNG screenshots pixel by pixel with pixelmatch (the comparison Playwright's own
 * `toHaveScreenshot` makes), anti-aliased pixels not counted.
 */
export function comparePictures(before: Buffer, after: Buffer, colourThreshold = 0.1): Difference {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diff.data,
    width,
    height,
    {
      threshold: colourThreshold,
    },
  );
  return {
    changedPixels,
    share: changedPixels / (width * height),
    resized: a.width !== b.width || a.height !== b.height,
    diff: PNG.sync.write(diff),
  };
}

/** Whether a difference is a change a reviewer should see: a resized page, or more than `share` of its pixels. */
export const isChange = (difference: Difference, share = 0.0001): boolean =>
  difference.resized || difference.share > share;
