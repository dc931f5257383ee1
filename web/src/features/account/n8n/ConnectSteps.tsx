import templatesInN8n from '../../../assets/n8n-templates.webp';
import { Section } from '../settings/Section';
import { N8N_TEXT } from './n8n-library-text';

/** Pixel size of the committed screenshot, so the page keeps its layout while it loads. */
const PICTURE = { width: 960, height: 384 };

/** How to use the library URL in n8n, with a picture of where the templates appear. */
export function ConnectSteps() {
  return (
    <Section title={N8N_TEXT.stepsTitle} testId="n8n-library-steps">
      <div className="space-y-5">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700 marker:font-semibold marker:text-slate-900">
          {N8N_TEXT.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="text-sm text-slate-600">{N8N_TEXT.servedNote}</p>
        <figure>
          <img
            src={templatesInN8n}
            width={PICTURE.width}
            height={PICTURE.height}
            loading="lazy"
            decoding="async"
            alt={N8N_TEXT.pictureAlt}
            className="h-auto w-full rounded-lg border border-slate-200 shadow-sm"
          />
          <figcaption className="mt-2 text-xs text-slate-600">{N8N_TEXT.pictureCaption}</figcaption>
        </figure>
      </div>
    </Section>
  );
}
