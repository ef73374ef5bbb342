// The one form field (Blueprint + react-hook-form): it takes the field's `name` and finds the form through
// useFormContext (a FormProvider above it: FormDialog, or a page's own form). Every field has a visible
// label tied to its input, required fields carry an asterisk, and validation messages (English contract
// texts or the server's codes) are shown in the current language and announced through aria-describedby.
import { Checkbox, FileInput, FormGroup, HTMLSelect, InputGroup, Radio, TextArea } from '@blueprintjs/core';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CV_EXTENSIONS } from '../../server/contract/options.ts';
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
        maxLength?: number;
      }
    | {
        type: 'textarea';
        rows?: number;
        placeholder?: string;
        maxLength?: number;
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
        disabled?: boolean;
        onChoose?: (file: File | null) => void;
      }
  );

export function Field(props: FieldProps) {
  const { name, id = name } = props;
  const { register, getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const { ref, ...registration } = register(name);
  if (props.type === 'checkbox') {
    const { label } = props;
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
  const error = getFieldState(name, formState).error?.message ?? null;
  return (
    <FieldFrame {...props} id={id} error={error} group={props.type === 'radio'}>
      {(aria, intent) => {
        if (props.type === 'textarea') {
          const counterId = `${id}-count`;
          const area = (
            <TextArea
              id={id}
              rows={props.rows ?? 5}
              fill
              placeholder={props.placeholder}
              maxLength={props.maxLength}
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
          return props.counter === undefined ? (
            area
          ) : (
            <>
              {area}
              <Counter id={counterId} name={name} max={props.counter} />
            </>
          );
        }
        if (props.type === 'radio')
          return (
            <Choices
              id={id}
              options={props.options}
              cards={props.cards}
              aria={aria}
              input={() => ({ ...registration, ref })}
            />
          );
        if (props.type === 'file')
          return (
            <FileField
              name={name}
              id={id}
              accept={props.accept}
              placeholder={props.placeholder}
              buttonText={props.buttonText}
              disabled={props.disabled}
              onChoose={props.onChoose}
              aria={aria}
            />
          );
        if (props.type === 'select')
          return (
            <HTMLSelect id={id} fill ref={ref} {...registration} {...aria}>
              {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
              {props.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </HTMLSelect>
          );
        return (
          <InputGroup
            id={id}
            type={props.type ?? 'text'}
            placeholder={props.placeholder}
            autoComplete={props.autoComplete}
            inputMode={props.inputMode}
            maxLength={props.maxLength}
            inputRef={ref}
            {...registration}
            intent={intent}
            {...aria}
          />
        );
      }}
    </FieldFrame>
  );
}

/** What a field's control carries: invalid, required, and the id of the text that describes it. */
interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/** The frame every field is drawn in: its label (with the required or optional mark), the hint or the error
 * in the current language, and the ids and aria attributes that tie them to the control it draws. Field
 * draws every bound field in it; a form kept in its own state (a message being edited) uses it directly. */
export function FieldFrame({
  id,
  label,
  required,
  optional,
  helperText,
  className,
  error,
  group,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  helperText?: ReactNode;
  className?: string;
  /** A contract code or a text, shown in place of the hint; null when the value is fine. */
  error: string | null;
  /** A group of radios, named by the label (a <label> names one control, so it points at none). */
  group?: boolean;
  children: (aria: FieldAria, intent: 'danger' | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const message = error ? fieldText(t, error) : null;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const intent = message !== null ? 'danger' : undefined;
  const aria: FieldAria = {
    'aria-invalid': message !== null || undefined,
    'aria-required': required || undefined,
    'aria-describedby': message ? errorId : helperText ? helpId : undefined,
  };
  return (
    <FormGroup
      className={className}
      label={group ? <span id={`${id}-label`}>{label}</span> : label}
      labelFor={group ? undefined : id}
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
      {children(aria, intent)}
    </FormGroup>
  );
}

type RadioInput = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'checked' | 'onChange' | 'onBlur'> & {
  ref?: Ref<HTMLInputElement>;
};

/** The radios of a choice, named by its frame's label; `input` gives each one's binding (registered, or
 * checked and onChange). */
function Choices({
  id,
  options,
  cards,
  aria,
  input,
}: {
  id: string;
  options: readonly RadioOption[];
  cards?: boolean;
  aria: FieldAria;
  input: (value: string) => RadioInput;
}) {
  return (
    <div
      role="radiogroup"
      id={id}
      aria-labelledby={`${id}-label`}
      {...aria}
      className={cards ? 'choice-cards' : 'choice-radios'}
    >
      {options.map((o) => {
        const { ref, ...bound } = input(o.value);
        return cards ? (
          <label key={o.value} className="choice-card" htmlFor={`${id}-${o.value}`}>
            <input id={`${id}-${o.value}`} type="radio" value={o.value} ref={ref} {...bound} />
            {o.label}
          </label>
        ) : (
          <Radio
            key={o.value}
            id={`${id}-${o.value}`}
            value={o.value}
            labelElement={o.label}
            inputRef={ref}
            {...bound}
          />
        );
      })}
    </div>
  );
}

/** A choice of a few kept in a form's own state (not a react-hook-form form): the same frame and radios. */
export function ChoiceField({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: ReactNode;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldFrame id={id} label={label} error={null} group>
      {(aria) => (
        <Choices
          id={id}
          options={options}
          aria={aria}
          input={(v) => ({ name: id, checked: value === v, onChange: () => onChange(v) })}
        />
      )}
    </FieldFrame>
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
  disabled,
  onChoose,
  aria,
}: {
  name: string;
  id: string;
  accept: readonly string[];
  placeholder: string;
  buttonText: string;
  disabled?: boolean;
  onChoose?: (file: File | null) => void;
  aria: FieldAria;
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
      disabled={disabled}
      inputProps={{ id, accept: accept.join(','), name, onBlur: field.onBlur, ...aria }}
      onInputChange={(e) => {
        const chosen = e.currentTarget.files?.[0] ?? null;
        // The form keeps the File; emptied, the input sees the same file chosen again as a change.
        e.currentTarget.value = '';
        field.onChange(chosen);
        void trigger(name);
        onChoose?.(chosen);
      }}
    />
  );
}

/** The CV file of every form that takes one: PDF, DOC or DOCX (the form's schema checks type and size). */
export function CvField({
  label,
  ...props
}: CommonProps & { label: ReactNode; disabled?: boolean; onChoose?: (file: File | null) => void }) {
  const { t } = useTranslation();
  return (
    <Field
      {...props}
      type="file"
      label={label}
      helperText={t('forms.cvHint')}
      accept={CV_EXTENSIONS}
      placeholder={t('forms.cvChoose')}
      buttonText={t('forms.cvButton')}
    />
  );
}

/** The e-mail address of a form, by default the person's own ('Email', signed-in autofill). */
export function EmailField({
  id,
  label,
  autoComplete = 'email',
}: {
  id: string;
  label?: ReactNode;
  autoComplete?: 'email' | 'off';
}) {
  const { t } = useTranslation();
  return (
    <Field
      id={id}
      type="email"
      name="email"
      label={label ?? t('forms.email')}
      required
      autoComplete={autoComplete}
      placeholder={t('forms.emailPlaceholder')}
    />
  );
}

/** A row of two fields side by side on wide screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
