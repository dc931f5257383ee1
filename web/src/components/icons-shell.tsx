import {
  ArrowLeft,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Code,
  FileText,
  Image,
  Lock,
  Menu,
  RefreshCw,
  Search,
  ShoppingCart,
  Star,
  TriangleAlert,
  Video,
  X,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The app's icons, from lucide-react (named imports, so the bundle holds only these). Each is
 * hidden from screen readers (the control around it carries the name) and 20 px unless a
 * class says otherwise. The names are the app's own, so call sites do not depend on the package.
 * The ones the home and product pages draw are here, in their first load; icons.tsx has them
 * all (these re-exported), for every other page.
 */
type IconProps = Omit<LucideProps, 'ref'>;

export function icon(Glyph: LucideIcon) {
  const AppIcon = ({ className = 'size-5', ...props }: IconProps) => (
    <Glyph aria-hidden="true" focusable="false" className={className} {...props} />
  );
  AppIcon.displayName = `${Glyph.displayName ?? 'Lucide'}Icon`;
  return AppIcon;
}

export const CartIcon = icon(ShoppingCart);
export const MenuIcon = icon(Menu);
export const CloseIcon = icon(X);
export const SearchIcon = icon(Search);
export const StarIcon = icon(Star);
export const AlertIcon = icon(TriangleAlert);
export const RefreshIcon = icon(RefreshCw);
export const ChevronDownIcon = icon(ChevronDown);
export const ChevronLeftIcon = icon(ChevronLeft);
export const ChevronRightIcon = icon(ChevronRight);
export const ArrowLeftIcon = icon(ArrowLeft);
export const ImageIcon = icon(Image);
export const LockIcon = icon(Lock);
export const FileTextIcon = icon(FileText);
export const CodeIcon = icon(Code);
export const VideoIcon = icon(Video);

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
