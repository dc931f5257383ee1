import type { ReactNode } from 'react';
import { StarIcon } from './icons-shell';

export type BadgeTone =
  'neutral' | 'indigo' | 'amber' | 'green' | 'red' | 'make' | 'n8n' | 'zapier';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-300',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  make: 'bg-violet-50 text-violet-700 ring-violet-200',
  n8n: 'bg-rose-50 text-rose-700 ring-rose-200',
  zapier: 'bg-orange-50 text-orange-800 ring-orange-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** Each platform keeps one colour everywhere so shoppers can scan the grid by platform. */
export function PlatformBadge({ platform }: { platform: string }) {
  const tone: BadgeTone =
    platform === 'Make'
      ? 'make'
      : platform === 'n8n'
        ? 'n8n'
        : platform === 'Zapier'
          ? 'zapier'
          : 'indigo';
  return <Badge tone={tone}>{platform}</Badge>;
}

/**
 * A product's badges wherever the shop shows it: the platform, then its category, Featured,
 * Test (a test purchase) and Refunded (a purchase refunded since) when they apply. A span, so it
 * may sit inside a button (a purchase card).
 */
export function ProductBadges({
  platform,
  category,
  featured = false,
  test = false,
  refunded = false,
}: {
  platform: string;
  category?: string | null;
  featured?: boolean;
  test?: boolean;
  refunded?: boolean;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <PlatformBadge platform={platform} />
      {category && <Badge>{category}</Badge>}
      {featured && (
        <Badge tone="amber">
          <StarIcon className="size-3 fill-current" />
          Featured
        </Badge>
      )}
      {test && <Badge tone="amber">Test</Badge>}
      {refunded && <Badge tone="red">Refunded</Badge>}
    </span>
  );
}
