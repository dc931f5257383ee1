import { useId, type ReactNode } from 'react';
import { CARD_CLASS, CARD_TITLE_CLASS } from '../ui';

/** One titled settings card, labelled by its heading. */
export function Section({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={CARD_CLASS} data-testid={testId}>
      <h2 id={id} className={CARD_TITLE_CLASS}>
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
