import { createElement } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';

/**
 * The app's icons. Each is hidden from screen readers (the control around it carries the name)
 * and 20 px unless a class says otherwise. The names are the app's own, so call sites do not
 * depend on the package. icons.tsx has them all (these re-exported), for every other page.
 */
type IconProps = Omit<LucideProps, 'ref'>;

/** A lucide-react icon with the app's defaults (icons.tsx: the ones pages load later). */
export function icon(Glyph: LucideIcon) {
  const AppIcon = ({ className = 'size-5', ...props }: IconProps) => (
    <Glyph aria-hidden="true" focusable="false" className={className} {...props} />
  );
  AppIcon.displayName = `${Glyph.displayName ?? 'Lucide'}Icon`;
  return AppIcon;
}

type GlyphNode = [tag: string, attributes: Record<string, string>];
type GlyphProps = Omit<IconProps, 'size' | 'absoluteStrokeWidth' | 'nonScalingStroke'>;

/**
 * The icons the home and product pages draw, in their first load: lucide's drawings (v1.75, ISC
 * licence; the same 24 px grid and stroke) without lucide-react's runtime, which cost the first
 * load about 2 KB gzip for options these icons never use.
 */
export function glyph(nodes: GlyphNode[]) {
  return ({ className = 'size-5', ...props }: GlyphProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

export const CartIcon = glyph([
  ['path', { d: 'm2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18' }],
  ['path', { d: 'M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25' }],
  ['circle', { cx: '18', cy: '20', r: '2' }],
  ['circle', { cx: '8', cy: '20', r: '2' }],
]);
export const MenuIcon = glyph([
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const CloseIcon = glyph([
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
export const SearchIcon = glyph([
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
]);
export const StarIcon = glyph([
  [
    'path',
    {
      d: 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
    },
  ],
]);
export const AlertIcon = glyph([
  ['path', { d: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3' }],
  ['path', { d: 'M12 9v4' }],
  ['path', { d: 'M12 17h.01' }],
]);
export const RefreshIcon = glyph([
  ['path', { d: 'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8' }],
  ['path', { d: 'M21 3v5h-5' }],
  ['path', { d: 'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16' }],
  ['path', { d: 'M8 16H3v5' }],
]);
export const ChevronDownIcon = glyph([['path', { d: 'm6 9 6 6 6-6' }]]);
export const ChevronLeftIcon = glyph([['path', { d: 'm15 18-6-6 6-6' }]]);
export const ChevronRightIcon = glyph([['path', { d: 'm9 18 6-6-6-6' }]]);
export const ArrowLeftIcon = glyph([
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]);
export const ImageIcon = glyph([
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2', ry: '2' }],
  ['circle', { cx: '9', cy: '9', r: '2' }],
  ['path', { d: 'm21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21' }],
]);
/** The shop's mark: a trigger node feeding two steps, as in an automation canvas. */
export const LogoMark = ({ className = 'size-8' }: { className?: string }) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
    <rect width="32" height="32" rx="8" fill="#4f46e5" />
    <g fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round">
      <path d="M11 16h10M16 11V9m0 14v-2" />
    </g>
    <g fill="#fff">
      <circle cx="8" cy="16" r="3.5" />
      <circle cx="24" cy="16" r="3.5" />
      <circle cx="16" cy="7" r="2.5" />
      <circle cx="16" cy="25" r="2.5" />
    </g>
  </svg>
);
