// A router link that looks like a button (navigation stays a real <a href> for keyboard, middle-click
// and crawlers). Drawn with the public pages' own button styles (ui/kit), also inside the areas.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type Intent } from './kit/kit.tsx';

interface Props extends Omit<LinkProps, 'className'> {
  intent?: Intent;
  large?: boolean;
  minimal?: boolean;
  outlined?: boolean;
  fill?: boolean;
  icon?: ReactNode;
  endIcon?: ReactNode;
  className?: string;
}

export function ButtonLink({
  intent,
  large,
  minimal,
  outlined,
  fill,
  icon,
  endIcon,
  className,
  children,
  ...rest
}: Props) {
  const classes = buttonClass({
    intent,
    size: large ? 'large' : undefined,
    variant: minimal ? 'minimal' : outlined ? 'outlined' : undefined,
    fill,
    className: `button-link${className ? ` ${className}` : ''}`,
  });
  return (
    <Link className={classes} {...rest}>
      {icon}
      <span className="ui-button-text">{children}</span>
      {endIcon}
    </Link>
  );
}
