// The one form field (Blueprint + react-hook-form): it takes the field's `name` and finds the form through
// useFormContext (a FormProvider above it: FormDialog, or a page's own form). Every field has a visible
// label tied to its input, required fields carry an asterisk, and validation messages (English contract
// texts or the server's codes) are shown in the current language and announced through aria-describedby.
import { Checkbox, FileInput, FormGroup, HTMLSelect, InputGroup, Radio, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../i18n/codes.ts';
import './blueprint.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface RadioOption {
  value: string;
  label: ReactNode;
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
    | {
        type: 'textarea';
        rows?: number;
        placeholder?: string;
        /** Shows an n/max counter of the trimmed text (the rules count it trimmed). */
        counter?: number;
      }
    | { type: 'select'; options: readonly SelectOption[]; placeholder?: string }
    | { type: 'checkbox' }
    /** One choice of a few; `cards` draws each option as a bordered card (two abreast, stacked on phones). */
    | { type: 'radio'; options: readonly RadioOption[]; cards?: boolean }
    /** One file, kept in the form as a File (or null); the form's schema checks its type and size. */
    | {
        type: 'file';
        accept: readonly string[];
        placeholder: string;
        buttonText: string;
        onChoose?: (file: File | null) => void;
      }
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
  let labelFor: string | undefined = id;
  let groupLabel = label;
  if (props.type === 'textarea') {
    const counterId = `${id}-count`;
    const area = (
      <TextArea
        id={id}
        rows={props.rows ?? 5}
        fill
        placeholder={props.placeholder}
        inputRef={ref}
        {...registration}
        intent={intent}
        {...aria}
        aria-describedby={
          props.counter === undefined
            ? aria['aria-describedby']
            : [aria['aria-describedby'], counterId].filter(Boolean).join(' ')
        }
      />
    );
    control =
      props.counter === undefined ? (
        area
      ) : (
        <>
          {area}
          <Counter id={counterId} name={name} max={props.counter} />
        </>
      );
  } else if (props.type === 'radio') {
    // The group is named by the FormGroup's label (a <label> names one control, so it points at none).
    const labelId = `${id}-label`;
    labelFor = undefined;
    groupLabel = <span id={labelId}>{label}</span>;
    control = (
      <div
        role="radiogroup"
        id={id}
        aria-labelledby={labelId}
        {...aria}
        className={props.cards ? 'choice-cards' : 'choice-radios'}
      >
        {props.options.map((o) =>
          props.cards ? (
            <label key={o.value} className="choice-card" htmlFor={`${id}-${o.value}`}>
              <input id={`${id}-${o.value}`} type="radio" value={o.value} ref={ref} {...registration} />
              {o.label}
            </label>
          ) : (
            <Radio
              key={o.value}
              id={`${id}-${o.value}`}
              value={o.value}
              labelElement={o.label}
              inputRef={ref}
              {...registration}
            />
          ),
        )}
      </div>
    );
  } else if (props.type === 'file') {
    control = (
      <FileField
        name={name}
        id={id}
        accept={props.accept}
        placeholder={props.placeholder}
        buttonText={props.buttonText}
        onChoose={props.onChoose}
        aria={aria}
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
      label={groupLabel}
      labelFor={labelFor}
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

/** The n/max counter under a text area, in red once over. */
function Counter({ id, name, max }: { id: string; name: string; max: number }) {
  const { t } = useTranslation();
  const value: unknown = useWatch({ name });
  const count = typeof value === 'string' ? value.trim().length : 0;
  return (
    <div className="field-foot">
      <span
        id={id}
        className={`char-counter${count > max ? ' is-over' : ''}`}
        aria-label={t('forms.counterLabel', { count, max })}
      >
        {t('forms.counter', { count, max })}
      </span>
    </div>
  );
}

/** A file input bound to a File value: choosing sets it and checks it at once (the schema says why not). */
function FileField({
  name,
  id,
  accept,
  placeholder,
  buttonText,
  onChoose,
  aria,
}: {
  name: string;
  id: string;
  accept: readonly string[];
  placeholder: string;
  buttonText: string;
  onChoose?: (file: File | null) => void;
  aria: Record<string, boolean | string | undefined>;
}) {
  const { trigger } = useFormContext();
  const { field } = useController({ name });
  const file = field.value instanceof File ? field.value : null;
  return (
    <FileInput
      fill
      text={file ? file.name : placeholder}
      buttonText={buttonText}
      hasSelection={file !== null}
      inputProps={{ id, accept: accept.join(','), name, onBlur: field.onBlur, ...aria }}
      onInputChange={(e) => {
        const chosen = e.currentTarget.files?.[0] ?? null;
        field.onChange(chosen);
        void trigger(name);
        onChoose?.(chosen);
      }}
    />
  );
}

/** A row of two fields side by side on wide screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
