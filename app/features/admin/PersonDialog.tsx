// What the staff's Create / Edit Candidate and Employer dialogs share: the names, the email with one field
// beside it, the rows particular to each in between, and a password (at least 8 when given) only on
// create. Editing never sends a password; the toasts come from mutations.ts.
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField, Field, FieldRow } from '../../ui/fields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { NameFields } from '../../ui/NameFields.tsx';
import './i18n.ts';

export function PersonDialog<V extends FieldValues, O>({
  kind,
  editing,
  ids,
  isOpen,
  onClose,
  form,
  values,
  save,
  wide,
  besideEmail,
  children,
}: {
  kind: 'candidates' | 'employers';
  editing: boolean;
  /** The inputs' id prefix: [when creating, when editing]. */
  ids: readonly [string, string];
  isOpen: boolean;
  onClose: () => void;
  form: UseFormReturn<V, unknown, O>;
  /** The form's values for this opening: the row being edited, or a new one's defaults. */
  values: V;
  /** Creates or updates; rejects with the server's error. */
  save: (values: O) => Promise<unknown>;
  wide?: boolean;
  /** (p: the id prefix) the field in the email's row. */
  besideEmail: (p: string) => ReactNode;
  children?: (p: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const p = ids[editing ? 1 : 0];
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(editing ? `admin.${kind}.editTitle` : `admin.${kind}.createTitle`)}
      className={wide ? 'app-dialog app-dialog--wide admin-dialog' : 'app-dialog admin-dialog'}
      canOutsideClickClose={false}
      form={form}
      values={values}
      focus={'firstName' as never}
      onSubmit={async (checked) => {
        await save(checked);
        onClose();
      }}
      submitText={t(editing ? `admin.${kind}.update` : `admin.${kind}.create`)}
      busyText={t(editing ? 'admin.common.updating' : 'admin.common.creating')}
    >
      <NameFields ids={[`${p}-first`, `${p}-last`]} own={false} />
      <FieldRow>
        <EmailField id={`${p}-email`} label={t('admin.fields.email')} autoComplete="off" />
        {besideEmail(p)}
      </FieldRow>
      {children?.(p)}
      {editing ? null : (
        <Field
          name="password"
          id={`${p}-password`}
          type="password"
          label={t('admin.fields.password')}
          optional
          autoComplete="new-password"
          helperText={t('admin.fields.passwordHelp')}
        />
      )}
    </FormDialog>
  );
}
