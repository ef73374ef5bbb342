// Building blocks of the marketing pages: hero, section heading, feature grid, steps, call to action.
import type { ReactNode } from 'react';

export function Hero({
  eyebrow,
  title,
  text,
  children,
  variant = 'default',
}: {
  eyebrow?: string;
  title: string;
  text: string;
  children?: ReactNode;
  variant?: 'default' | 'home';
}) {
  return (
    <section className={`hero hero--${variant}`}>
      <div className="container hero__inner">
        {eyebrow ? <p className="eyebrow eyebrow--light">{eyebrow}</p> : null}
        <h1>{title}</h1>
        <p className="hero__text">{text}</p>
        {children ? <div className="button-row">{children}</div> : null}
      </div>
    </section>
  );
}

export function Section({
  title,
  text,
  children,
  tone = 'plain',
  id,
}: {
  title: string;
  text?: string;
  children: ReactNode;
  tone?: 'plain' | 'muted';
  id?: string;
}) {
  const headingId =
    id ??
    `s-${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)}`;
  return (
    <section className={`section section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="section__head">
          <h2 id={headingId}>{title}</h2>
          {text ? <p className="lead">{text}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

export function FeatureGrid({ items, columns = 4 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`feature-grid feature-grid--${columns}`}>
      {items.map((f) => (
        <li key={f.title} className="feature">
          <span className="feature__icon" aria-hidden="true">
            {f.icon}
          </span>
          <h3>{f.title}</h3>
          <p>{f.text}</p>
          {f.action ? <div className="feature__action">{f.action}</div> : null}
        </li>
      ))}
    </ul>
  );
}

export function Steps({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ol className="steps">
      {items.map((s, i) => (
        <li key={s.title} className="step">
          <span className="step__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="cta" aria-label={title}>
      <div className="container cta__inner">
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="button-row">{children}</div>
      </div>
    </section>
  );
}
