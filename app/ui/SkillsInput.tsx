// A candidate's skills as tags, for the registration dialog and /account: typed and added with
// Enter (a pasted list splits at commas; leaving the field adds what was typed), removed with their × or Backspace. The contract's limits
// (SKILL_LIMITS: how many, how long) are told beside it and checked before anything is sent.
import { FormGroup, TagInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SKILL_LIMITS, foldText } from '../../server/contract/index.ts';
import { fieldText } from '../i18n/codes.ts';
import './blueprint.ts';

export function SkillsInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  /** A code from the server's answer (skillTooLong, tooManySkills…). */
  error?: string;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  /** Adds the typed skills; false (the text stays in the box) when one breaks a limit. */
  const add = (typed: string[]): boolean => {
    const next = [...value];
    for (const raw of typed) {
      const skill = raw.trim();
      if (!skill) continue;
      const problem =
        skill.length > SKILL_LIMITS.length
          ? 'skillTooLong'
          : next.length >= SKILL_LIMITS.count
            ? 'tooManySkills'
            : null;
      if (problem) {
        setProblem(problem);
        return false;
      }
      if (!next.some((s) => foldText(s) === foldText(skill))) next.push(skill);
    }
    setProblem(null);
    onChange(next);
    return true;
  };
  return (
    <FormGroup
      label={t('forms.skills')}
      labelFor={id}
      labelInfo={<span className="optional-mark">({t('common.optional')})</span>}
      intent={shown ? 'danger' : undefined}
      helperText={
        shown ? (
          <span id={`${id}-error`} className="field-error">
            {fieldText(t, shown)}
          </span>
        ) : (
          <span id={`${id}-help`}>{t('forms.skillsHint', SKILL_LIMITS)}</span>
        )
      }
    >
      <TagInput
        fill
        values={value}
        addOnBlur
        separator=","
        inputProps={{ id, 'aria-describedby': shown ? `${id}-error` : `${id}-help` }}
        placeholder={value.length === 0 ? t('forms.skillsPlaceholder') : undefined}
        onAdd={add}
        // Enter adds a skill; it must not also send the form around the field.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        onRemove={(_, index) => {
          setProblem(null);
          onChange(value.filter((__, i) => i !== index));
        }}
        tagProps={{ minimal: true }}
      />
    </FormGroup>
  );
}
