import {
  ArrowLeft,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CircleX,
  Code,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  GripVertical,
  Hourglass,
  Image,
  Info,
  LayoutDashboard,
  Link,
  Lock,
  LogOut,
  Mail,
  Menu,
  RefreshCw,
  Search,
  Settings,
  ShoppingCart,
  Star,
  Trash2,
  TriangleAlert,
  User,
  Video,
  Wallet,
  X,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The app's icons, from lucide-react (named imports, so the bundle holds only these). Each is
 * hidden from screen readers (the control around it carries the name) and 20 px unless a
 * class says otherwise. The names are the app's own, so call sites do not depend on the package.
 */
type IconProps = Omit<LucideProps, 'ref'>;

function icon(Glyph: LucideIcon) {
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
export const FileTextIcon = icon(FileText);
export const CodeIcon = icon(Code);
export const VideoIcon = icon(Video);
export const DownloadIcon = icon(Download);
export const LockIcon = icon(Lock);
export const CheckCircleIcon = icon(CircleCheck);
export const XCircleIcon = icon(CircleX);
export const InfoIcon = icon(Info);
export const TrashIcon = icon(Trash2);
export const GripIcon = icon(GripVertical);
export const ExternalLinkIcon = icon(ExternalLink);
export const LinkIcon = icon(Link);
export const EyeIcon = icon(Eye);
export const EyeOffIcon = icon(EyeOff);
export const CheckIcon = icon(Check);
export const CrossIcon = icon(X);
export const MailIcon = icon(Mail);
export const LogOutIcon = icon(LogOut);
export const SettingsIcon = icon(Settings);
export const UserIcon = icon(User);
export const DashboardIcon = icon(LayoutDashboard);
export const WalletIcon = icon(Wallet);
export const HourglassIcon = icon(Hourglass);

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
