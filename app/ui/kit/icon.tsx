// The icon behind kit/icons.tsx: a span (hidden from assistive technology) around an SVG drawn on
// Blueprint's 16 or 20 px grid, coloured by the text.
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
}: IconProps & { name: string; path16: string; path20: string }) {
  const large = size >= 20;
  const grid = large ? 20 : 16;
  return (
    <span aria-hidden="true" {...rest} className={`ui-icon ui-icon-${name}${className ? ` ${className}` : ''}`}>
      <svg data-icon={name} width={size} height={size} viewBox={`0 0 ${grid} ${grid}`} fill="currentColor">
        <path fillRule="evenodd" d={large ? path20 : path16} />
      </svg>
    </span>
  );
}
