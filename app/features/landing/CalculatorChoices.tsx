// The calculator's choices beyond the day rate: whether the job needs secondary qualification
// (the floor is then the guaranteed wage minimum), part-time, and the allowances a contractor may declare.
// Plain elements (no Blueprint on public pages); the arithmetic is the shared contract's.
import { useTranslation } from 'react-i18next';
import type { AllowanceKind } from '../../../server/contract/index.ts';
import './i18n.ts';

/** The allowances offered as ticks (the family allowance is a number of children). */
const TICKED = ['under25', 'under30Mother', 'motherOfTwo', 'motherOfThree', 'motherOfFour', 'firstMarriage'] as const;

export interface Choices {
  qualification: boolean;
  partTime: boolean;
  ticked: ReadonlySet<AllowanceKind>;
  children: number;
}

export const NO_CHOICES: Choices = { qualification: false, partTime: false, ticked: new Set(), children: 0 };

export function CalculatorChoices({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Choices;
  onChange: (c: Choices) => void;
}) {
  const { t } = useTranslation();
  const tick = (kind: AllowanceKind, on: boolean) => {
    const ticked = new Set(value.ticked);
    if (on) ticked.add(kind);
    else ticked.delete(kind);
    onChange({ ...value, ticked });
  };
  return (
    <>
      <fieldset className="calc-choices">
        <legend>{t('payroll.floorTitle')}</legend>
        <label className="calc-check">
          <input
            type="checkbox"
            checked={value.qualification}
            onChange={(e) => onChange({ ...value, qualification: e.target.checked })}
          />
          <span>{t('payroll.qualification')}</span>
        </label>
        <label className="calc-check">
          <input
            type="checkbox"
            checked={value.partTime}
            onChange={(e) => onChange({ ...value, partTime: e.target.checked })}
          />
          <span>{t('payroll.partTime')}</span>
        </label>
      </fieldset>
      <fieldset className="calc-choices">
        <legend>{t('payroll.allowancesTitle')}</legend>
        {TICKED.map((kind) => (
          <label key={kind} className="calc-check">
            <input type="checkbox" checked={value.ticked.has(kind)} onChange={(e) => tick(kind, e.target.checked)} />
            <span>{t(`payroll.allowances.${kind}`)}</span>
          </label>
        ))}
        <div className="calc-field">
          <label htmlFor={`${id}-children`}>{t('payroll.children')}</label>
          <select
            id={`${id}-children`}
            value={value.children}
            onChange={(e) => onChange({ ...value, children: Number(e.target.value) })}
          >
            {[0, 1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n === 0 ? t('payroll.noChildren') : n}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </>
  );
}
