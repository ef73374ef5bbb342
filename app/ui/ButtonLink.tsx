// A router link that looks like a Blueprint button (navigation stays a real <a href> for keyboard,
// middle-click and crawlers).
import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

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
  const classes = [
    Classes.BUTTON,
    intent ? Classes.intentClass(intent) : null,
    large ? Classes.LARGE : null,
    minimal ? Classes.MINIMAL : null,
    outlined ? Classes.OUTLINED : null,
    fill ? Classes.FILL : null,
    'button-link',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link className={classes} {...rest}>
      {icon}
      <span className={Classes.BUTTON_TEXT}>{children}</span>
      {endIcon}
    </Link>
  );
}
