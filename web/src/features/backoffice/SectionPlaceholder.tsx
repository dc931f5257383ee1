import { PageMeta } from '../../components/PageMeta';

interface SectionPlaceholderProps {
  title: string;
  text: string;
}

/** A back-office section that a later issue fills; noindex like every back-office page. */
export function SectionPlaceholder({ title, text }: SectionPlaceholderProps) {
  return (
    <section aria-labelledby="section-title" className="rounded-xl border border-slate-200 p-6">
      <PageMeta title={title} noIndex />
      <h2 id="section-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{text}</p>
    </section>
  );
}
