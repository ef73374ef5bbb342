// Rows picked for a bulk action: a checkbox per row and 'select all on this page' (checked, unchecked or
// mixed). The selection belongs to one view of a list: when the view's key changes (another page, another
// filter) it starts empty, so an action never reaches rows the user no longer sees.
import { Checkbox } from '@blueprintjs/core';
import { useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

export interface Selection {
  ids: ReadonlySet<number>;
  toggle: (id: number, on: boolean) => void;
  setMany: (ids: readonly number[], on: boolean) => void;
  clear: () => void;
}

export function useSelection(viewKey: string): Selection {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: viewKey, ids: NONE });
  const ids = state.key === viewKey ? state.ids : NONE;
  const update = (change: (next: Set<number>) => void) =>
    setState((old) => {
      const next = new Set(old.key === viewKey ? old.ids : NONE);
      change(next);
      return { key: viewKey, ids: next };
    });
  return {
    ids,
    toggle: (id, on) => update((next) => (on ? next.add(id) : next.delete(id))),
    setMany: (list, on) =>
      update((next) => {
        for (const id of list) {
          if (on) next.add(id);
          else next.delete(id);
        }
      }),
    clear: () => setState({ key: viewKey, ids: NONE }),
  };
}

/** A row's checkbox, named for the row ('Select Anna Kovács'). */
export function RowCheckbox({ selection, id, label }: { selection: Selection; id: number; label: string }) {
  return (
    <Checkbox
      className="select-box"
      aria-label={label}
      checked={selection.ids.has(id)}
      onChange={(e) => selection.toggle(id, e.currentTarget.checked)}
    />
  );
}

/** 'Select all on this page': checked when every row is, mixed when some are. */
export function PageCheckbox({
  selection,
  ids,
  label,
  showLabel = false,
}: {
  selection: Selection;
  ids: readonly number[];
  label: string;
  showLabel?: boolean;
}) {
  const picked = ids.filter((id) => selection.ids.has(id)).length;
  return (
    <Checkbox
      className="select-box"
      aria-label={showLabel ? undefined : label}
      label={showLabel ? label : undefined}
      checked={ids.length > 0 && picked === ids.length}
      indeterminate={picked > 0 && picked < ids.length}
      disabled={ids.length === 0}
      onChange={(e) => selection.setMany(ids, e.currentTarget.checked)}
    />
  );
}
