// Form field wrappers (Blueprint + react-hook-form): every field has a visible label tied to its input,
// required fields carry an asterisk, and validation messages (English contract texts) are shown in the
// current language and announced through aria-describedby.
import { Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../i18n/codes.ts';
import './blueprint.ts';

interface FieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  optional?: boolean;
  helperText?: ReactNode;
  className?: string;
}

function useFieldChrome({
  id,
  error,
  required,
  optional,
  helperText,
}: Pick<FieldProps, 'id' | 'error' | 'required' | 'optional' | 'helperText'>) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const message = error ? fieldText(t, error) : null;
  const labelInfo = required ? (
    <span className="required-mark" aria-hidden="true">
      *
    </span>
  ) : optional ? (
    <span className="optional-mark">({t('common.optional')})</span>
  ) : undefined;
  const helper = message ? (
    <span id={errorId} className="field-error">
      {message}
    </span>
  ) : helperText ? (
    <span id={helpId}>{helperText}</span>
  ) : undefined;
  const describedBy = message ? errorId : helperText ? helpId : undefined;
  return { labelInfo, helper, describedBy, invalid: Boolean(message) };
}

export function TextField(
  props: FieldProps & {
    type?: 'text' | 'email' | 'password' | 'tel' | 'search';
    placeholder?: string;
    autoComplete?: string;
  },
) {
  const { id, label, registration, required, type = 'text', placeholder, autoComplete, className } = props;
  const { labelInfo, helper, describedBy, invalid } = useFieldChrome(props);
  const { ref, ...rest } = registration;
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      helperText={helper}
      intent={invalid ? 'danger' : undefined}
    >
      <InputGroup
        id={id}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputRef={ref}
        {...rest}
        intent={invalid ? 'danger' : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
    </FormGroup>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number; placeholder?: string; counter?: ReactNode }) {
  const { id, label, registration, required, rows = 5, placeholder, className } = props;
  const { labelInfo, helper, describedBy, invalid } = useFieldChrome(props);
  const { ref, ...rest } = registration;
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      helperText={helper}
      intent={invalid ? 'danger' : undefined}
    >
      <TextArea
        id={id}
        rows={rows}
        fill
        placeholder={placeholder}
        inputRef={ref}
        {...rest}
        intent={invalid ? 'danger' : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
    </FormGroup>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField(props: FieldProps & { options: SelectOption[]; placeholder?: string }) {
  const { id, label, registration, required, options, placeholder, className } = props;
  const { labelInfo, helper, describedBy, invalid } = useFieldChrome(props);
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      helperText={helper}
      intent={invalid ? 'danger' : undefined}
    >
      <HTMLSelect
        id={id}
        fill
        {...registration}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

export function CheckboxField({
  id,
  label,
  registration,
}: {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
}) {
  const { ref, ...rest } = registration;
  return (
    <Checkbox
      id={id}
      label={typeof label === 'string' ? label : undefined}
      labelElement={typeof label === 'string' ? undefined : label}
      inputRef={ref}
      {...rest}
    />
  );
}

/** A row of two fields side by side on wide screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
