// A search-as-you-type picker (an ARIA 1.2 combobox with a listbox) for the desk's job and employer
// filters: staff type part of a title, company or name and the server's list answers the matches
// (GET /api/admin/jobs?q=…, /api/admin/employers?q=…), so a job beyond the first page is found too.
// Arrow keys move through the matches, Enter picks, Escape closes; the first option clears the filter.
import { Classes, InputGroup } from '@blueprintjs/core';
import { SearchIcon, TickIcon } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http.ts';
import './i18n.ts';
import './desk.css';

export interface Option {
  value: string;
  label: string;
}

/** How long typing pauses before the server is asked (each keystroke would be a request otherwise). */
const TYPING_PAUSE_MS = 200;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

export function SearchPicker({
  label,
  allLabel,
  value,
  valueLabel,
  queryKey,
  search,
  onChange,
}: {
  /** The control's name (aria-label). */
  label: string;
  /** The option that clears the filter, and the field's text when nothing is chosen. */
  allLabel: string;
  value: string;
  /** The chosen option's text when the picker has not seen it (a choice read from the URL). */
  valueLabel: string;
  queryKey: readonly unknown[];
  /** The options matching the typed text ('' for the first ones). */
  search: (q: string) => Promise<Option[]>;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<Option | null>(null);
  const q = useSettled(text.trim());
  const found = useQuery<Option[], ApiError>({
    queryKey: [...queryKey, q],
    queryFn: () => search(q),
    enabled: open,
    staleTime: 30_000,
  });
  const options: Option[] = [{ value: '', label: allLabel }, ...(found.data ?? [])];
  const chosen = value ? (picked?.value === value ? picked.label : valueLabel) : '';

  const pick = (option: Option) => {
    setPicked(option);
    setOpen(false);
    setText('');
    if (option.value !== value) onChange(option.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setText('');
    }
  };
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const waiting = open && (found.isFetching || q !== text.trim());
  return (
    <div className="desk-picker">
      <InputGroup
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? optionId(active) : undefined}
        autoComplete="off"
        leftIcon={<SearchIcon />}
        placeholder={open ? t('desk.filters.typeToSearch') : allLabel}
        value={open ? text : chosen}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        // A click in the field that still has the focus (after a pick) opens the list again.
        onClick={() => {
          if (!open) {
            setOpen(true);
            setActive(0);
          }
        }}
        onBlur={() => {
          setOpen(false);
          setText('');
        }}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div className={`desk-picker__pop ${Classes.ELEVATION_2}`}>
          <ul id={listId} role="listbox" aria-label={label} className="desk-picker__list">
            {options.map((o, i) => (
              // The keys are the field's (arrows, Enter): an option of a combobox never takes the focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={o.value || 'all'}
                id={optionId(i)}
                role="option"
                aria-selected={o.value === value}
                className={i === active ? 'is-active' : undefined}
                // Keep the focus in the field (a click would blur it and close the list first).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
              >
                {o.value === value ? <TickIcon size={12} /> : <span className="desk-picker__tick" />}
                <span>{o.label}</span>
              </li>
            ))}
          </ul>
          <p className="desk-picker__note" aria-live="polite">
            {waiting
              ? t('desk.filters.searching')
              : found.data && found.data.length === 0
                ? t('desk.filters.noMatches')
                : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
