// Building blocks shared by the candidate and employer areas: stat cards with a loading state and
// titled panels.
import { Card, Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './applications.css';
import '../../ui/blueprint.ts';

export interface Stat {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
  tone?: 'brand' | 'accent' | 'warning' | 'success';
}

export function StatCards({ stats, loading, label }: { stats: Stat[]; loading?: boolean; label: string }) {
  return (
    <ul className="dash-stats" aria-label={label} aria-busy={loading || undefined}>
      {stats.map((s) => (
        <li key={s.label}>
          <Card className={`dash-stat${loading ? ' is-loading' : ''}`}>
            <span
              className={`dash-stat__icon${s.tone && s.tone !== 'brand' ? ` dash-stat__icon--${s.tone}` : ''}`}
              aria-hidden="true"
            >
              {s.icon}
            </span>
            <div>
              <p className="dash-stat__label">{s.label}</p>
              {loading ? (
                <p className={`dash-stat__value ${Classes.SKELETON}`}>0</p>
              ) : (
                <p className="dash-stat__value">{s.value}</p>
              )}
              {s.hint ? <p className="dash-stat__hint">{s.hint}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function Panel({
  id,
  title,
  subtitle,
  actions,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`dash-panel${className ? ` ${className}` : ''}`} role="region" aria-labelledby={id}>
      <div className="dash-panel__head">
        <div>
          <h2 id={id}>{title}</h2>
          {subtitle ? <p className="dash-panel__sub">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </Card>
  );
}

export function PanelSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i}>
          <div className={`${Classes.SKELETON} dash-skeleton`} />
          <div className={`${Classes.SKELETON} dash-skeleton dash-skeleton--short`} />
        </div>
      ))}
    </div>
  );
}
