import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons';
import { PageMeta, type PageMetaProps } from '../../components/PageMeta';
import { FAQ } from './faq-content';
import { PRIVACY } from './privacy-content';
import { TERMS, type LegalSection } from './terms-content';

function StaticLayout({
  title,
  intro,
  children,
  ...meta
}: Omit<PageMetaProps, 'title'> & {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <PageMeta title={title} {...meta} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-slate-600">{intro}</p>
      <div className="mt-10">{children}</div>
    </div>
  );
}

function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.title}>
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

export function TermsPage() {
  return (
    <StaticLayout
      title="Terms & Conditions"
      noIndex
      intro="The terms of sale for the automation templates in our shop. Please read them before you buy."
    >
      <LegalSections sections={TERMS} />
    </StaticLayout>
  );
}

export function PrivacyPage() {
  return (
    <StaticLayout
      title="Privacy Policy"
      noIndex
      intro="What personal data we keep, why, and what you can ask us to do with it."
    >
      <LegalSections sections={PRIVACY} />
    </StaticLayout>
  );
}

export function FaqPage() {
  return (
    <StaticLayout
      title="Frequently Asked Questions"
      description="Answers about buying, downloads, updates, refunds, licenses and support for automation templates."
      intro={
        <>
          Buying, downloading and using our templates. See also our{' '}
          <Link
            to="/terms-and-conditions"
            className="font-medium text-indigo-700 hover:text-indigo-900"
          >
            Terms &amp; Conditions
          </Link>
          .
        </>
      }
    >
      <Accordion.Root
        type="single"
        collapsible
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {FAQ.map((entry, index) => (
          <Accordion.Item key={entry.question} value={`faq-${index}`}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600">
                  {entry.question}
                  <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-700">
              {entry.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </StaticLayout>
  );
}
