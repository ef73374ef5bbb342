// The public pages' own small components: the subset of Blueprint's props they use, the same markup
// shape and look (kit.css), without Blueprint's JavaScript or its full stylesheet on the first load. The
// staff console, the signed-in areas and the dialogs keep Blueprint (loaded with their chunks). The
// styles (blueprint-subset.css, kit.css) are imported by main.tsx ahead of app.css, which refines them.
import {
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { DoubleCaretVerticalIcon } from './icons.tsx';

export type Intent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

/** Joins class names, leaving out the empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

const intentClass = (intent: Intent | undefined) => (intent && intent !== 'none' ? `ui-intent-${intent}` : null);

/** The look of a button, for <button> and for links that look like one (ButtonLink). */
export function buttonClass({
  intent,
  variant,
  size,
  fill,
  className,
}: {
  intent?: Intent;
  variant?: 'solid' | 'minimal' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  fill?: boolean;
  className?: string;
}): string {
  return cx(
    'ui-button',
    fill && 'ui-fill',
    intentClass(intent),
    size === 'large' && 'ui-large',
    size === 'small' && 'ui-small',
    variant === 'minimal' && 'ui-minimal',
    variant === 'outlined' && 'ui-outlined',
    className,
  );
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  intent?: Intent;
  variant?: 'solid' | 'minimal' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  fill?: boolean;
  icon?: ReactNode;
  endIcon?: ReactNode;
  text?: ReactNode;
  /** Shows a spinner instead of the contents and disables the button. */
  loading?: boolean;
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  intent,
  variant,
  size,
  fill,
  icon: startIcon,
  endIcon,
  text,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  const label = text ?? children;
  return (
    <button
      type={type}
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({
        intent,
        variant,
        size,
        fill,
        className: cx(disabled && 'ui-disabled', loading && 'ui-loading', className),
      })}
    >
      {loading ? <Spinner size={20} className="ui-button-spinner" label={t('common.loading')} /> : null}
      {startIcon}
      {label !== undefined && label !== null ? <span className="ui-button-text">{label}</span> : null}
      {endIcon}
    </button>
  );
}

export function ButtonGroup({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cx('ui-button-group', className)} />;
}

export function Card({
  elevation = 0,
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { elevation?: 0 | 1 | 2 }) {
  return <div {...rest} className={cx('ui-card', `ui-elevation-${elevation}`, className)} />;
}

export function Tag({
  intent,
  minimal,
  round,
  large,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { intent?: Intent; minimal?: boolean; round?: boolean; large?: boolean }) {
  return (
    <span
      {...rest}
      className={cx(
        'ui-tag',
        intentClass(intent),
        large && 'ui-large',
        minimal && 'ui-minimal',
        round && 'ui-round',
        className,
      )}
    >
      <span className="ui-text-overflow-ellipsis ui-fill">{children}</span>
    </span>
  );
}

export function Callout({
  intent,
  icon: calloutIcon,
  title,
  className,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & { intent?: Intent; icon?: ReactNode; title?: string }) {
  return (
    <div
      {...rest}
      className={cx(
        'ui-callout',
        intentClass(intent),
        children !== undefined && 'ui-callout-has-body-content',
        calloutIcon !== undefined && 'ui-callout-icon',
        className,
      )}
    >
      {calloutIcon}
      {title ? <h5 className="ui-heading">{title}</h5> : null}
      {children}
    </div>
  );
}

export function NonIdealState({
  icon: stateIcon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="ui-non-ideal-state ui-non-ideal-state-vertical">
      {stateIcon ? <div className="ui-non-ideal-state-visual ui-icon-muted">{stateIcon}</div> : null}
      <div className="ui-non-ideal-state-text">
        <h4 className="ui-heading">{title}</h4>
        {description ? <div>{description}</div> : null}
      </div>
      {action}
    </div>
  );
}

const SPINNER_PATH = 'M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90';

/** A spinning ring; with a label it is announced as a progress bar, without one it is decoration. */
export function Spinner({ size = 50, className, label }: { size?: number; className?: string; label?: string }) {
  const stroke = Math.min(16, (4 * 100) / size);
  const pad = stroke / 2 - 5 < 0 ? 0 : stroke / 2 - 5;
  return (
    <div
      className={cx('ui-spinner', className)}
      {...(label
        ? { role: 'progressbar', 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': 100 }
        : { 'aria-hidden': true })}
    >
      <div className="ui-spinner-animation">
        <svg
          width={size}
          height={size}
          strokeWidth={stroke.toFixed(2)}
          viewBox={`${(-pad).toFixed(2)} ${(-pad).toFixed(2)} ${(100 + 2 * pad).toFixed(2)} ${(100 + 2 * pad).toFixed(2)}`}
        >
          <path className="ui-spinner-track" d={SPINNER_PATH} />
          <path
            className="ui-spinner-head"
            d={SPINNER_PATH}
            pathLength={280}
            strokeDasharray="280 280"
            strokeDashoffset={210}
          />
        </svg>
      </div>
    </div>
  );
}

export function FormGroup({
  label,
  labelFor,
  className,
  children,
}: {
  label: ReactNode;
  labelFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('ui-form-group', className)}>
      <label className="ui-label" htmlFor={labelFor}>
        {label}
      </label>
      <div className="ui-form-content">{children}</div>
    </div>
  );
}

export function InputGroup({
  leftIcon,
  onValueChange,
  onChange,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { leftIcon?: ReactNode; onValueChange?: (value: string) => void }) {
  return (
    <div className={cx('ui-input-group', className)}>
      {leftIcon}
      <input
        {...rest}
        className="ui-input"
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          onChange?.(e);
          onValueChange?.(e.currentTarget.value);
        }}
      />
    </div>
  );
}

export function HTMLSelect({
  fill,
  className,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { fill?: boolean }) {
  return (
    <div className={cx('ui-html-select', fill && 'ui-fill', className)}>
      <select {...rest}>{children}</select>
      <DoubleCaretVerticalIcon />
    </div>
  );
}

export function Switch({
  labelElement,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { labelElement: ReactNode }) {
  return (
    <label className={cx('ui-control', 'ui-switch', className)}>
      <input {...rest} className="ui-control-input" type="checkbox" />
      <span className="ui-control-indicator" />
      {labelElement}
    </label>
  );
}

/** Shows or hides its contents (kept in the page while hidden, like Blueprint's keepChildrenMounted). */
export function Collapse({
  isOpen,
  children,
}: {
  isOpen: boolean;
  keepChildrenMounted?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="ui-collapse" hidden={!isOpen}>
      {children}
    </div>
  );
}

/** The class of a grey placeholder bar while content loads. */
export const SKELETON = 'ui-skeleton';
