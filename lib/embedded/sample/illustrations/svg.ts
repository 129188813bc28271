import 'server-only';

/** Drawing primitives shared by every renderer: numbers, colours, gradients and a document builder. */
export type Point = readonly [number, number];

/** One decimal is invisible at our sizes and keeps the SVG small. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

export const points = (list: readonly Point[]): string =>
  list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export function polygon(list: readonly Point[], fill: string, extra = ''): string {
  return `<polygon points="${points(list)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(x: number, y: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Many line segments in one element: far cheaper to rasterise than one element per line. */
export function lines(
  segments: readonly (readonly [Point, Point])[],
  stroke: string,
  width: number,
  extra = '',
): string {
  if (segments.length === 0) return '';
  const d = segments.map(([[x1, y1], [x2, y2]]) => `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`).join('');
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${num(width)}"${extra ? ` ${extra}` : ''}/>`;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const FONT = "font-family=\"'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif\"";

export function text(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  return `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" fill="${fill}" ${FONT}${extra ? ` ${extra}` : ''}>${escapeText(content)}</text>`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly [number, number, number]): string {
  const clamp = (channel: number): number => Math.max(0, Math.min(255, Math.round(channel)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Linear blend of two `#rrggbb` colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Multiplies the channels: below 1 darkens, above 1 lightens. */
export function shade(hex: string, factor: number): string {
  const [r, g, b] = channels(hex);
  return toHex([r * factor, g * factor, b * factor]);
}

export type GradientStop = readonly [offset: number, color: string, opacity?: number];

/** Collects `<defs>` and body parts, and hands out unique gradient ids. */
export class SvgDocument {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...parts: string[]): void {
    for (const part of parts) if (part) this.body.push(part);
  }

  private stops(stops: readonly GradientStop[]): string {
    return stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${num(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('');
  }

  /** A linear gradient in user space from (x1, y1) to (x2, y2); returns `url(#id)`. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: readonly GradientStop[]): string {
    const id = `g${(this.counter += 1)}`;
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(cx: number, cy: number, radius: number, stops: readonly GradientStop[]): string {
    const id = `g${(this.counter += 1)}`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
