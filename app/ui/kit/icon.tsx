// The icon behind kit/icons.tsx: a span (hidden from assistive technology) around an SVG drawn on
// Blueprint's 16 or 20 px grid (the 20 px drawing from 20 px up, as Blueprint does), coloured by the text.
import type { HTMLAttributes } from 'react';

export interface IconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'title'> {
  /** Width and height in px (16 by default). */
  size?: number;
}

export function Icon({
  name,
  path16,
  path20,
  size = 16,
  className,
  ...rest
}: IconProps & { name: string } & ({ path16: string; path20?: string } | { path16?: string; path20: string })) {
  // An icon drawn only on one grid (the other size is never used: the first load carries one path) is
  // scaled from that drawing.
  const large = path16 === undefined || (size >= 20 && path20 !== undefined);
  const grid = large ? 20 : 16;
  return (
    <span aria-hidden="true" {...rest} className={`ui-icon ui-icon-${name}${className ? ` ${className}` : ''}`}>
      <svg data-icon={name} width={size} height={size} viewBox={`0 0 ${grid} ${grid}`} fill="currentColor">
        <path fillRule="evenodd" d={large ? path20 : path16} />
      </svg>
    </span>
  );
}
