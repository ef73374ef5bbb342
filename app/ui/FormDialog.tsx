// The one create/edit dialog: AppDialog (title, × and Escape) around a form whose fields find it through
// FormProvider (see Field), the scrolling body and the footer's Cancel + Submit (FormLayout). While
// onSubmit's promise is pending the submit button says so and is disabled, and a stray click outside does
// not close the dialog (AppDialog's busy). A rejection carrying the server's per-field codes puts them on
// the matching fields; the notice for the whole failure is the caller's (its mutation's toast).
import { Button } from '@blueprintjs/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { FormProvider, useFormContext, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './AppDialog.tsx';
import { FormLayout } from './FormLayout.tsx';
import { applyServerFieldErrors } from './forms.ts';
import './blueprint.ts';

/** Mounts with the dialog's contents, after its fields (Blueprint renders them only while open). */
function OnOpen<V extends FieldValues>({ values, focus }: { values?: V; focus?: Path<V> }) {
  const { reset, setFocus } = useFormContext<V>();
  // Once, before the first paint: the row's values, then the focus on the first field.
  useLayoutEffect(() => {
    if (values) reset(values, { keepFieldsRef: true });
    if (focus) setFocus(focus);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- an opening starts from the values it was opened with
  }, []);
  return null;
}

export function FormDialog<V extends FieldValues, O>({
  isOpen,
  onClose,
  title,
  className = 'app-dialog app-dialog--wide',
  formClassName,
  form,
  values,
  focus,
  onSubmit,
  submitText,
  busyText,
  privacy,
  canOutsideClickClose,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  className?: string;
  /** Extra class on the <form> (beside `form form--dialog`). */
  formClassName?: string;
  form: UseFormReturn<V, unknown, O>;
  /** What every opening starts from (an edit dialog's row); without it, what was typed stays until sent. */
  values?: V;
  /** The field that has the focus when the dialog opens. */
  focus?: Path<V>;
  /** Sends the checked values; rejects with the server's error. */
  onSubmit: (values: O) => Promise<unknown>;
  submitText: string;
  /** The submit button's text while sending ('Submitting...' when not given). */
  busyText?: string;
  /** The form takes personal data: the Privacy Statement link sits above the buttons. */
  privacy?: boolean;
  canOutsideClickClose?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (checked) => {
    try {
      await onSubmit(checked);
    } catch (err) {
      applyServerFieldErrors(err, form.setError, Object.keys(form.getValues()));
    }
  });
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      busy={busy}
      title={title}
      className={className}
      canOutsideClickClose={canOutsideClickClose}
    >
      <FormProvider {...form}>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className={formClassName ? `form form--dialog ${formClassName}` : 'form form--dialog'}
          aria-label={title}
        >
          <FormLayout
            inDialog
            privacy={privacy}
            actions={
              <>
                <Button text={t('common.cancel')} onClick={onClose} />
                <Button
                  type="submit"
                  intent="primary"
                  disabled={busy}
                  text={busy ? (busyText ?? t('common.submitting')) : submitText}
                />
              </>
            }
          >
            {children}
          </FormLayout>
          <OnOpen values={values} focus={focus} />
        </form>
      </FormProvider>
    </AppDialog>
  );
}
