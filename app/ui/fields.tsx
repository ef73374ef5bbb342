// The one form field (Blueprint + react-hook-form): it takes the field's `name` and finds the form through
// useFormContext (a FormProvider above it: FormDialog, or a page's own form). Every field has a visible
// label tied to its input, required fields carry an asterisk, and validation messages (English contract
// texts or the server's codes) are shown in the current language and announced through aria-describedby.
import { Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../i18n/codes.ts';
import './blueprint.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface CommonProps {
  /** The form value it edits (a path such as `children` or `address.city`). */
  name: string;
  /** The input's id (tests and labels find it by this); the name when not given. */
  id?: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  helperText?: ReactNode;
  className?: string;
}

export type FieldProps = CommonProps &
  (
    | {
        type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'date' | 'month';
        placeholder?: string;
        autoComplete?: string;
        inputMode?: 'numeric' | 'decimal';
      }
    | { type: 'textarea'; rows?: number; placeholder?: string }
    | { type: 'select'; options: readonly SelectOption[]; placeholder?: string }
    | { type: 'checkbox' }
  );

export function Field(props: FieldProps) {
  const { name, id = name, label, required, optional, helperText, className } = props;
  const { t } = useTranslation();
  const { register, getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const { ref, ...registration } = register(name);
  if (props.type === 'checkbox') {
    return (
      <Checkbox
        id={id}
        label={typeof label === 'string' ? label : undefined}
        labelElement={typeof label === 'string' ? undefined : label}
        inputRef={ref}
        {...registration}
      />
    );
  }
  const error = getFieldState(name, formState).error?.message;
  const message = error ? fieldText(t, error) : null;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const invalid = message !== null;
  const intent = invalid ? 'danger' : undefined;
  const aria = {
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': message ? errorId : helperText ? helpId : undefined,
  };
  let control: ReactNode;
  if (props.type === 'textarea') {
    control = (
      <TextArea
        id={id}
        rows={props.rows ?? 5}
        fill
        placeholder={props.placeholder}
        inputRef={ref}
        {...registration}
        intent={intent}
        {...aria}
      />
    );
  } else if (props.type === 'select') {
    control = (
      <HTMLSelect id={id} fill ref={ref} {...registration} {...aria}>
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    );
  } else {
    control = (
      <InputGroup
        id={id}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        inputRef={ref}
        {...registration}
        intent={intent}
        {...aria}
      />
    );
  }
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={
        required ? (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        ) : optional ? (
          <span className="optional-mark">({t('common.optional')})</span>
        ) : undefined
      }
      helperText={
        message ? (
          <span id={errorId} className="field-error">
            {message}
          </span>
        ) : helperText ? (
          <span id={helpId}>{helperText}</span>
        ) : undefined
      }
      intent={intent}
    >
      {control}
    </FormGroup>
  );
}

/** A row of two fields side by side on wide screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
